import { registerMessages } from '@/lib/registerMessages';
import { payoutEn } from './en';
import { payoutZhCn } from './zh-cn';
import { payoutZhTw } from './zh-tw';

// Imported with the finance messages at start-up: the attempt-status dictionary's name shows on the dictionary page too.
registerMessages({ 'zh-cn': payoutZhCn, en: payoutEn, 'zh-tw': payoutZhTw });
