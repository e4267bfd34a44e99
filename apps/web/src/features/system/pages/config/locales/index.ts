import { registerMessages } from '@/lib/registerMessages';
import { configPageEn } from './en';
import { configPageZhCn } from './zh-cn';
import { configPageZhTw } from './zh-tw';

// Imported by the config page itself: its texts load with it.
registerMessages({ 'zh-cn': configPageZhCn, en: configPageEn, 'zh-tw': configPageZhTw });
