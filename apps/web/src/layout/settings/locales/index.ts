import { registerMessages } from '@/lib/registerMessages';
import { settingsEn } from './en';
import { settingsZhCn } from './zh-cn';
import { settingsZhTw } from './zh-tw';

// Imported by the settings rows that need them, before they render.
registerMessages({ 'zh-cn': settingsZhCn, en: settingsEn, 'zh-tw': settingsZhTw });
