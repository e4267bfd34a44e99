import { registerMessages } from '@/lib/registerMessages';
import { homeEn } from './en';
import { homeZhCn } from './zh-cn';
import { homeZhTw } from './zh-tw';

// Imported by the home page: only it shows these texts.
registerMessages({ 'zh-cn': homeZhCn, en: homeEn, 'zh-tw': homeZhTw });
