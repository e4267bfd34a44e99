import { registerMessages } from '@/lib/registerMessages';
import { memberEn } from './en';
import { memberZhCn } from './zh-cn';
import { memberZhTw } from './zh-tw';

// Imported at start-up (main.tsx): menu titles and dictionary labels show before any member page loads.
registerMessages({ 'zh-cn': memberZhCn, en: memberEn, 'zh-tw': memberZhTw });
