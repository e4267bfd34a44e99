import { registerMessages } from '@/lib/registerMessages';
import { treasuryEn } from './en';
import { treasuryZhCn } from './zh-cn';
import { treasuryZhTw } from './zh-tw';

// Imported at start-up (main.tsx): menu titles and dictionary labels show before any treasury page loads.
registerMessages({ 'zh-cn': treasuryZhCn, en: treasuryEn, 'zh-tw': treasuryZhTw });
