import { registerMessages } from '@/lib/registerMessages';
import { reportEn } from './en';
import { reportZhCn } from './zh-cn';
import { reportZhTw } from './zh-tw';

// Imported at start-up (main.tsx): menu titles and dictionary labels show before any report page loads.
registerMessages({ 'zh-cn': reportZhCn, en: reportEn, 'zh-tw': reportZhTw });
