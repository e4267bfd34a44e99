import { registerMessages } from '@/lib/registerMessages';
import { personalEn } from './en';
import { personalZhCn } from './zh-cn';
import { personalZhTw } from './zh-tw';

// Imported by the personal page and the forced password change: only they show these texts.
registerMessages({ 'zh-cn': personalZhCn, en: personalEn, 'zh-tw': personalZhTw });
