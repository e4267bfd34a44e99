import { registerMessages } from '@/lib/registerMessages';
import { scanEn } from './en';
import { scanZhCn } from './zh-cn';
import { scanZhTw } from './zh-tw';

// Imported by the scan panel and the confirmation page, so the texts are there whichever opens first.
registerMessages({ 'zh-cn': scanZhCn, en: scanEn, 'zh-tw': scanZhTw });
