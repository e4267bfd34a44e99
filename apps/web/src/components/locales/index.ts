import { registerMessages } from '@/lib/registerMessages';
import { commonEn } from './en';
import { commonZhCn } from './zh-cn';
import { commonZhTw } from './zh-tw';

// Imported by each shared widget that shows text, so the texts exist wherever the widget does.
registerMessages({ 'zh-cn': commonZhCn, en: commonEn, 'zh-tw': commonZhTw });
