import { registerMessages } from '@/lib/registerMessages';
import { visualizingEn } from './en';
import { visualizingZhCn } from './zh-cn';
import { visualizingZhTw } from './zh-tw';

// Imported by the dashboard frame, before the pages render.
registerMessages({ 'zh-cn': visualizingZhCn, en: visualizingEn, 'zh-tw': visualizingZhTw });
