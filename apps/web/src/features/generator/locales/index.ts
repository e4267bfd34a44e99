import { registerMessages } from '@/lib/registerMessages';
import { generatorEn } from './en';
import { generatorZhCn } from './zh-cn';
import { generatorZhTw } from './zh-tw';

// Imported at start-up (main.tsx) with every area's, and by the page.
registerMessages({ 'zh-cn': generatorZhCn, en: generatorEn, 'zh-tw': generatorZhTw });
