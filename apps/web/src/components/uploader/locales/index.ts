import { uploaderEn } from './en';
import { registerMessages } from '@/lib/registerMessages';
import { uploaderZhCn } from './zh-cn';
import { uploaderZhTw } from './zh-tw';

registerMessages({ 'zh-cn': uploaderZhCn, en: uploaderEn, 'zh-tw': uploaderZhTw });
