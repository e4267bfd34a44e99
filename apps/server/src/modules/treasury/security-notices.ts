import type { Tx } from '../../db/client';
import { noticeToAdministrators } from '../../lib/system-notice';

/*
 * The classic hijack points of the treasury (catalogue §3.1, §3.2): a token contract or a
 * channel's receiving account swapped diverts every deposit. Every administrator is told when such
 * a change is filed and when it is applied, in the transaction that files or applies it.
 */

type Stage = 'filed' | 'applied';

const STAGE = {
  filed: { 'zh-cn': '已提交待复核', en: 'filed for approval', 'zh-tw': '已提交待覆核' },
  applied: { 'zh-cn': '已生效', en: 'applied', 'zh-tw': '已生效' },
} as const;

type Texts = Readonly<Record<'zh-cn' | 'en' | 'zh-tw', string>>;

const shown = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

interface Change {
  from: string | null;
  to: string | null;
  stage: Stage;
  operatorId: number;
}

/** Tells every administrator that `what` of `holder` changes, in the operator's transaction. */
function hijackNotice(tx: Tx, holder: Texts, what: Texts, change: Change) {
  const from = shown(change.from);
  const to = shown(change.to);
  const stage = STAGE[change.stage];
  return noticeToAdministrators(tx, {
    operatorId: change.operatorId,
    title: {
      'zh-cn': `安全提醒：${holder['zh-cn']} ${what['zh-cn']}变更${stage['zh-cn']}`,
      en: `Security: ${what.en} change of ${holder.en} ${stage.en}`,
      'zh-tw': `安全提醒：${holder['zh-tw']} ${what['zh-tw']}變更${stage['zh-tw']}`,
    },
    body: {
      'zh-cn': `${holder['zh-cn']} 的${what['zh-cn']} ${from} → ${to}（${stage['zh-cn']}）。若非预期，请立即在“审批”页拒绝或核查。`,
      en: `The ${what.en} of ${holder.en}: ${from} → ${to} (${stage.en}). If you did not expect this, reject it on the Approvals page or investigate now.`,
      'zh-tw': `${holder['zh-tw']} 的${what['zh-tw']} ${from} → ${to}（${stage['zh-tw']}）。若非預期，請立即在「審批」頁拒絕或核查。`,
    },
  });
}

export function contractChangeNotice(tx: Tx, change: Change & { walletCode: string }) {
  const code = change.walletCode;
  return hijackNotice(tx, { 'zh-cn': `钱包编码 ${code}`, en: `wallet code ${code}`, 'zh-tw': `錢包編碼 ${code}` }, { 'zh-cn': '代币合约', en: 'token contract', 'zh-tw': '代幣合約' }, change);
}

export function receivingAccountNotice(tx: Tx, change: Change & { channel: string }) {
  const code = change.channel;
  return hijackNotice(tx, { 'zh-cn': `充值通道 ${code}`, en: `recharge channel ${code}`, 'zh-tw': `儲值通道 ${code}` }, { 'zh-cn': '收款账户', en: 'receiving account', 'zh-tw': '收款帳戶' }, change);
}
