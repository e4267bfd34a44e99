import { registerMessages } from '@/lib/registerMessages';
import { jobEn } from './en';
import { jobZhCn } from './zh-cn';
import { jobZhTw } from './zh-tw';

// Imported by the job components and pages: their texts load with them.
registerMessages({ 'zh-cn': jobZhCn, en: jobEn, 'zh-tw': jobZhTw });
