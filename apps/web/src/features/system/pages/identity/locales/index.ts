import { registerMessages } from '@/lib/registerMessages';
import { identityEn } from './en';
import { identityZhCn } from './zh-cn';
import { identityZhTw } from './zh-tw';

registerMessages({ 'zh-cn': identityZhCn, en: identityEn, 'zh-tw': identityZhTw });
