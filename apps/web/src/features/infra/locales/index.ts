import { registerMessages } from '@/lib/registerMessages';
import { infraEn } from './en';
import { infraZhCn } from './zh-cn';
import { infraZhTw } from './zh-tw';

// Imported by the queue page (its menu title comes from the menu itself, in three languages).
registerMessages({ 'zh-cn': infraZhCn, en: infraEn, 'zh-tw': infraZhTw });
