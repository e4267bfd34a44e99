import { registerMessages } from '@/lib/registerMessages';
import { mobileEn } from './en';
import { mobileZhCn } from './zh-cn';
import { mobileZhTw } from './zh-tw';

// Imported by the mobile panel itself: whoever shows it gets its texts.
registerMessages({ 'zh-cn': mobileZhCn, en: mobileEn, 'zh-tw': mobileZhTw });
