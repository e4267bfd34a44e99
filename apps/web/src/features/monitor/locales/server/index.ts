import { registerMessages } from '@/lib/registerMessages';
import { serverMonitorEn } from './en';
import { serverMonitorZhCn } from './zh-cn';
import { serverMonitorZhTw } from './zh-tw';

// Imported by the server monitor page: its texts load with it.
registerMessages({ 'zh-cn': serverMonitorZhCn, en: serverMonitorEn, 'zh-tw': serverMonitorZhTw });
