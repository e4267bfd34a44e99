import type { TextPerLanguage } from '@ledgerdesk/shared';
import { truncateText } from '../../lib/text-per-language';

/** A note is kept to 500 characters in each language, as the single-language note was. */
const NOTE_MAX = 500;

/** Why a day did not balance: the day's own difference and the wallets' against the money log. */
export function differenceNote(day: string, wallets: string): TextPerLanguage {
  return {
    'zh-cn': `差额：当日 ${day}（期末 −（期初 + 入账 − 出账）），钱包 ${wallets}（余额 − 资金流水）`,
    en: `difference: day ${day} (closing − (opening + credits − debits)), wallets ${wallets} (balances − money log)`,
    'zh-tw': `差額：當日 ${day}（期末 −（期初 + 入帳 − 出帳）），錢包 ${wallets}（餘額 − 資金流水）`,
  };
}

/** A reopened day, with the reason its maker gave (their words, as written). */
export function reopenedNote(reason: string): TextPerLanguage {
  return truncateText({ 'zh-cn': `已重新打开：${reason}`, en: `reopened: ${reason}`, 'zh-tw': `已重新開啟：${reason}` }, NOTE_MAX);
}
