import { registerMessages } from '@/lib/registerMessages';
import { accessEn } from './en';
import { accessZhCn } from './zh-cn';
import { accessZhTw } from './zh-tw';

// Imported by the user and role components and pages themselves: whoever uses them gets their texts.
registerMessages({ 'zh-cn': accessZhCn, en: accessEn, 'zh-tw': accessZhTw });
