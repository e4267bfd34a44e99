import { registerMessages } from '@/lib/registerMessages';
import { headerEn } from './en';
import { headerZhCn } from './zh-cn';
import { headerZhTw } from './zh-tw';

// Imported by the header tools, before they render.
registerMessages({ 'zh-cn': headerZhCn, en: headerEn, 'zh-tw': headerZhTw });
