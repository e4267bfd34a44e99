import { registerMessages } from '@/lib/registerMessages';
import { noticeEn } from './en';
import { noticeZhCn } from './zh-cn';
import { noticeZhTw } from './zh-tw';

// Imported by the notice pages and the reader the header's bell opens.
registerMessages({ 'zh-cn': noticeZhCn, en: noticeEn, 'zh-tw': noticeZhTw });
