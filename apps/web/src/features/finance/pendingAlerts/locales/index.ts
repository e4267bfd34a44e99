import { registerMessages } from '@/lib/registerMessages';
import { pendingAlertsEn } from './en';
import { pendingAlertsZhCn } from './zh-cn';
import { pendingAlertsZhTw } from './zh-tw';

// Imported by the alerts: only they show these texts.
registerMessages({ 'zh-cn': pendingAlertsZhCn, en: pendingAlertsEn, 'zh-tw': pendingAlertsZhTw });
