import { registerMessages } from '@/lib/registerMessages';
import { fileCentreEn } from './en';
import { fileCentreZhCn } from './zh-cn';
import { fileCentreZhTw } from './zh-tw';

// Imported at start-up (main.tsx): the menu shows message.router.systemFile before the page loads.
registerMessages({ 'zh-cn': fileCentreZhCn, en: fileCentreEn, 'zh-tw': fileCentreZhTw });
