import { registerMessages } from '@/lib/registerMessages';
import { systemAdminEn } from './admin/en';
import { systemAdminZhCn } from './admin/zh-cn';
import { systemAdminZhTw } from './admin/zh-tw';
import { fileCentreEn } from './en';
import { fileCentreZhCn } from './zh-cn';
import { fileCentreZhTw } from './zh-tw';

// Imported at start-up (main.tsx): the menu shows message.router.systemFile before the page loads.
registerMessages({ 'zh-cn': fileCentreZhCn, en: fileCentreEn, 'zh-tw': fileCentreZhTw });
// Menu titles and the button names of every seeded resource page, before any page loads.
registerMessages({ 'zh-cn': systemAdminZhCn, en: systemAdminEn, 'zh-tw': systemAdminZhTw });
