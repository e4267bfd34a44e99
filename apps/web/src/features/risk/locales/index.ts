import { registerMessages } from '@/lib/registerMessages';
import { riskEn } from './en';
import { riskZhCn } from './zh-cn';
import { riskZhTw } from './zh-tw';

// Imported at start-up (main.tsx): menu titles and dictionary labels show before any risk page loads.
registerMessages({ 'zh-cn': riskZhCn, en: riskEn, 'zh-tw': riskZhTw });
