import { registerMessages } from '@/lib/registerMessages';
import { commonEn } from './en';
import { commonZhCn } from './zh-cn';
import { commonZhTw } from './zh-tw';

// Imported by the modules that show these texts (message.common.*), so the texts load with them
// wherever they load: lib/messagesInImportGraph.test.ts checks each chunk against what it names.
registerMessages({ 'zh-cn': commonZhCn, en: commonEn, 'zh-tw': commonZhTw });
