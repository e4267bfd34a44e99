import { registerMessages } from '@/lib/registerMessages';
import { shellEn } from './en';
import { shellZhCn } from './zh-cn';
import { shellZhTw } from './zh-tw';

// Tags view and lock screen strings; imported by the parts that show them, before they render.
registerMessages({ 'zh-cn': shellZhCn, en: shellEn, 'zh-tw': shellZhTw });
