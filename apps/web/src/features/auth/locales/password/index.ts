import { registerMessages } from '@/lib/registerMessages';
import { passwordEn } from './en';
import { passwordZhCn } from './zh-cn';
import { passwordZhTw } from './zh-tw';

// Imported by loginFailure itself: whoever words a sign-in failure gets its texts.
registerMessages({ 'zh-cn': passwordZhCn, en: passwordEn, 'zh-tw': passwordZhTw });
