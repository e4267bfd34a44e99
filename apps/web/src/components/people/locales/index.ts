import { registerMessages } from '@/lib/registerMessages';
import { peopleEn } from './en';
import { peopleZhCn } from './zh-cn';
import { peopleZhTw } from './zh-tw';

registerMessages({ 'zh-cn': peopleZhCn, en: peopleEn, 'zh-tw': peopleZhTw });
