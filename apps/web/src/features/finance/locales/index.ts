import { registerMessages } from '@/lib/registerMessages';
import { financeEn } from './en';
import { financeZhCn } from './zh-cn';
import { financeZhTw } from './zh-tw';
import '../payout/locales';

// Imported at start-up (main.tsx): menu titles, the pending alerts and dictionary labels show before any money page loads.
registerMessages({ 'zh-cn': financeZhCn, en: financeEn, 'zh-tw': financeZhTw });
