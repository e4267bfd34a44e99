import { registerMessages } from '@/lib/registerMessages';
import { auditEn } from './en';
import { auditZhCn } from './zh-cn';
import { auditZhTw } from './zh-tw';

// Imported by the online-users and operation-log pages: their texts load with them.
registerMessages({ 'zh-cn': auditZhCn, en: auditEn, 'zh-tw': auditZhTw });
