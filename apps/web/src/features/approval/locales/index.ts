import { registerMessages } from '@/lib/registerMessages';
import { approvalEn } from './en';
import { approvalZhCn } from './zh-cn';
import { approvalZhTw } from './zh-tw';

// Imported at start-up (main.tsx): menu titles and dictionary labels show before any approval page loads.
registerMessages({ 'zh-cn': approvalZhCn, en: approvalEn, 'zh-tw': approvalZhTw });
