import type { Db } from '../../db/client';
import { internalTransfers } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newOrderNo } from '../../lib/review-support';
import { negate, postToWallet } from '../finance/ledger';

export interface TransferRequest {
  memberId: number;
  counterpartyMemberId: number;
  currency: string;
  amount: string;
}

export type TransferRow = typeof internalTransfers.$inferSelect;

/**
 * Member-to-member transfers (catalogue §10.4), used by the demo seed and the tests. The ledger
 * keeps one spendable balance per member and currency (no separate spot / contract / earn
 * balances yet), so a transfer between a member's own accounts would move nothing; only a
 * transfer to another member is a value movement: the transfer row, TRANSFER_OUT on the sender
 * and TRANSFER_IN on the receiver, in one transaction. The two wallets are locked in member id
 * order, so opposite transfers at once cannot deadlock.
 */
export class TransferService {
  constructor(private readonly db: Db) {}

  async transfer(request: TransferRequest, operatorId: number | null = null): Promise<TransferRow> {
    if (request.counterpartyMemberId === request.memberId) {
      throw badRequest('a transfer needs another member as counterparty', { counterpartyMemberId: 'must differ from the member' }, {
        reason: 'report.transferCounterparty', issues: { counterpartyMemberId: { code: 'invalid' } },
      });
    }
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(internalTransfers)
        .values({
          transferNo: newOrderNo('T'),
          memberId: request.memberId,
          fromAccount: 'SPOT',
          toAccount: 'SPOT',
          counterpartyMemberId: request.counterpartyMemberId,
          currency: request.currency,
          amount: request.amount,
          status: 'COMPLETED',
          createdBy: operatorId,
          updatedBy: operatorId,
        })
        .returning();
      const ref = { currency: request.currency, refType: 'TRANSFER', refId: row!.id, refNo: row!.transferNo, operatorId };
      const legs = [
        { ...ref, memberId: request.memberId, type: 'TRANSFER_OUT' as const, moves: [{ kind: 'AVAILABLE' as const, change: negate(request.amount) }] },
        { ...ref, memberId: request.counterpartyMemberId, type: 'TRANSFER_IN' as const, moves: [{ kind: 'AVAILABLE' as const, change: request.amount }] },
      ].sort((a, b) => a.memberId - b.memberId);
      for (const leg of legs) await postToWallet(tx, leg);
      return row!;
    });
  }
}
