import { registerMessages } from '@/lib/registerMessages';
import { orgEn } from './en';
import { orgZhCn } from './zh-cn';
import { orgZhTw } from './zh-tw';

// Imported by the department and post components and pages themselves: whoever uses them gets their texts.
registerMessages({ 'zh-cn': orgZhCn, en: orgEn, 'zh-tw': orgZhTw });
