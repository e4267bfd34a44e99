import { eq, sql } from 'drizzle-orm';
import { compareDecimal } from '@ledgerdesk/shared';
import { TREASURY_APPROVAL_KINDS, TREASURY_APPROVE } from '@ledgerdesk/shared/resources/treasury/common';
import { EXPLORER_TEMPLATE_PATTERN, WALLET_CODE_PATTERN, walletCodeResource } from '@ledgerdesk/shared/resources/treasury/wallet-code';
import type { Tx } from '../../db/client';
import { currencies, walletCodes } from '../../db/schema';
import { conflict, fieldRefusal } from '../../lib/errors';
import { bindResource, setOnLockedRow } from '../../resource';
import type { ActionContext } from '../../resource/binding';
import type { AreaDeps } from '../area-deps';
import { addressPatternProblem } from '../../lib/address-rules';
import { changePendingOf, type TreasuryApprovalHandler } from './pending-approvals';
import { contractChangeNotice } from './security-notices';
import { assetHasLedgerRows, type WalletCodeRow } from '../../lib/wallet-codes';
import { NOTHING_WAITS } from '../../lib/four-eyes';
import { changeSummary } from '../../lib/change-summary';

const SUBJECT = 'WALLET_CODE';

/**
 * What a four-eyes request may change: the precision, the contract (and a display scale that needs
 * the new precision), and the network's withdrawal fee (a money rule, catalogue §1.3).
 */
interface GuardedChange {
  decimals?: number;
  tokenContract?: string | null;
  displayScale?: number;
  withdrawFee?: string;
}

function decimalsLocked(code: string, asset: string) {
  return conflict(`the decimals of ${code} are fixed: ${asset} already has ledger rows written at this precision`, {
    reason: 'treasury.decimalsLocked',
    params: { walletCode: code, asset },
    issues: { decimals: { code: 'notAllowed' } },
  });
}

function checkScale(displayScale: number, decimals: number) {
  if (displayScale > decimals) {
    throw fieldRefusal('displayScale', `must not exceed the decimals (${decimals})`, { code: 'too_big', params: { maximum: decimals } });
  }
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Applies an approved change of decimals or contract, re-checking what may have changed meanwhile. */
export const walletCodeEditApproval: TreasuryApprovalHandler = {
  kind: TREASURY_APPROVAL_KINDS.walletCodeEdit,
  title: { 'zh-cn': '钱包编码精度/合约/手续费变更', en: 'Wallet code decimals, contract or fee change', 'zh-tw': '錢包編碼精度/合約/手續費變更' },
  permission: TREASURY_APPROVE.walletCode,
  onReject: NOTHING_WAITS, // the code is untouched; its list reads the open request
  async apply(tx: Tx, approval, approverId) {
    const change = (approval.payload as { change: GuardedChange }).change;
    const [row] = await tx.select().from(walletCodes).where(eq(walletCodes.id, approval.subjectId!)).for('update');
    if (!row) throw conflict(`wallet code ${approval.subjectId} no longer exists`, { reason: 'record.notFound', params: { id: approval.subjectId! } });
    const decimals = change.decimals ?? row.decimals;
    if (change.decimals !== undefined && change.decimals !== row.decimals && (await assetHasLedgerRows(tx, row.asset))) throw decimalsLocked(row.code, row.asset);
    checkScale(change.displayScale ?? row.displayScale, decimals);
    await tx
      .update(walletCodes)
      .set({ ...change, version: sql`${walletCodes.version} + 1`, updatedAt: sql`now()`, updatedBy: approverId })
      .where(eq(walletCodes.id, row.id));
    if (change.tokenContract !== undefined) await contractChangeNotice(tx, { walletCode: row.code, from: row.tokenContract, to: change.tokenContract, stage: 'applied', operatorId: approverId });
    return { walletCode: row.code, applied: change as Record<string, unknown> };
  },
};

/**
 * finance/wallet-code: the code is upper snake case and the asset an existing currency; the address
 * pattern must be safe to run (address-rules.ts) and an explorer link an https address. On edit, a change of decimals or of the token
 * contract is not written: it is filed as a four-eyes request (the rest of the edit applies), and
 * refused outright when decimals would change under existing ledger rows.
 */
export function walletCodeBinding(deps: AreaDeps) {
  return bindResource({
    definition: walletCodeResource,
    table: walletCodes,
    hooks: {
      async beforeWrite({ op, input, current, tx, user }) {
        const row = current as WalletCodeRow | null;
        const values = { ...input };
        if (op === 'add') {
          const code = String(values.code ?? '');
          if (!WALLET_CODE_PATTERN.test(code)) throw fieldRefusal('code', 'must be upper case letters, digits and underscores (USDT_TRC20)', { code: 'invalid_format' });
          const [asset] = await tx.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, String(values.asset ?? '')));
          if (!asset) throw fieldRefusal('asset', `no currency ${String(values.asset)}`, { code: 'noSuchRecord', params: { value: String(values.asset) } });
        }
        if (values.addressRegex !== undefined && values.addressRegex !== '') {
          const problem = addressPatternProblem(String(values.addressRegex));
          if (problem) throw fieldRefusal('addressRegex', problem.message, { code: 'invalid_format', params: { format: 'regex' } });
        }
        if (typeof values.explorerTxUrlTemplate === 'string' && values.explorerTxUrlTemplate !== '' && !EXPLORER_TEMPLATE_PATTERN.test(values.explorerTxUrlTemplate)) {
          throw fieldRefusal('explorerTxUrlTemplate', 'must be an https:// address holding {tx} once (https://tronscan.org/#/transaction/{tx})', { code: 'invalid_format' });
        }
        if ('tokenContract' in values) values.tokenContract = textOrNull(values.tokenContract);
        if (op === 'add' || !row) {
          checkScale(Number(values.displayScale), Number(values.decimals));
          return values;
        }
        const change: GuardedChange = {};
        if (values.decimals !== undefined && values.decimals !== row.decimals) {
          if (await assetHasLedgerRows(tx, row.asset)) throw decimalsLocked(row.code, row.asset);
          change.decimals = Number(values.decimals);
        }
        if ('tokenContract' in values && values.tokenContract !== row.tokenContract) change.tokenContract = values.tokenContract as string | null;
        if (values.withdrawFee !== undefined && compareDecimal(String(values.withdrawFee), row.withdrawFee) !== 0) change.withdrawFee = String(values.withdrawFee);
        delete values.decimals;
        delete values.tokenContract;
        delete values.withdrawFee;
        const displayScale = values.displayScale === undefined ? row.displayScale : Number(values.displayScale);
        // A display scale only the new precision allows waits with it.
        if (change.decimals !== undefined && displayScale > row.decimals) {
          checkScale(displayScale, change.decimals);
          change.displayScale = displayScale;
          delete values.displayScale;
        } else checkScale(displayScale, row.decimals);
        if (Object.keys(change).length > 0) {
          await deps.approvals.request(tx, {
            kind: TREASURY_APPROVAL_KINDS.walletCodeEdit,
            subjectType: SUBJECT,
            subjectId: row.id,
            summary: changeSummary(walletCodeResource, row.code, { ...change }, row),
            payload: { walletCode: row.code, change, before: { decimals: row.decimals, tokenContract: row.tokenContract, displayScale: row.displayScale, withdrawFee: row.withdrawFee } },
            makerId: user.userId,
          });
          if (change.tokenContract !== undefined) await contractChangeNotice(tx, { walletCode: row.code, from: row.tokenContract, to: change.tokenContract, stage: 'filed', operatorId: user.userId });
        }
        return values;
      },
      decorateList: changePendingOf(TREASURY_APPROVAL_KINDS.walletCodeEdit, SUBJECT),
    },
    actions: {
      enableDeposit: (ctx) => setFlag(ctx, 'depositEnabled', true),
      disableDeposit: (ctx) => setFlag(ctx, 'depositEnabled', false),
      enableWithdraw: (ctx) => setFlag(ctx, 'withdrawEnabled', true),
      disableWithdraw: (ctx) => setFlag(ctx, 'withdrawEnabled', false),
    },
  });
}

/** One switch, from the state the row is in (the action's `when` refuses a repeat with 409). */
async function setFlag(ctx: ActionContext<typeof walletCodes>, field: 'depositEnabled' | 'withdrawEnabled', to: boolean) {
  const row = await setOnLockedRow(ctx, walletCodes, { [field]: to });
  return { id: row.id, code: row.code, [field]: to };
}
