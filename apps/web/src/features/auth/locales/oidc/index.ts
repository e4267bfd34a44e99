import { registerMessages } from '@/lib/registerMessages';
import { oidcEn } from './en';
import { oidcZhCn } from './zh-cn';
import { oidcZhTw } from './zh-tw';

// Imported by the login page and the linked-accounts page, the two places these texts show.
registerMessages({ 'zh-cn': oidcZhCn, en: oidcEn, 'zh-tw': oidcZhTw });
