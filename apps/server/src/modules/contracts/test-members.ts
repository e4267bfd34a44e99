import { and, eq, type SQL } from 'drizzle-orm';
import { TEST_ASSET } from '@ledgerdesk/shared/resources/contracts/test-product';
import type { Db, Tx } from '../../db/client';
import { contractProducts, members, testFaucetOrders, testMembers } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { newOrderNo, type Operator } from '../../lib/review-support';
import { postToWallet } from '../finance/ledger';
import { verbatimOrNull } from '../../lib/text-per-language';

/** Whether a member is an active test member (ctr_test_member): the only ones who see TEST_ONLY products. */
export async function isTestMember(db: Db | Tx, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: testMembers.id }).from(testMembers).where(and(eq(testMembers.memberId, memberId), eq(testMembers.active, true)));
  return Boolean(row);
}

/**
 * The products a member may see and trade (the visibility filter lives in the trading service, not
 * the page, catalogue §5.2): everything ALL, plus TEST_ONLY for test members.
 */
export async function productVisibilityFor(db: Db | Tx, memberId: number): Promise<SQL | undefined> {
  return (await isTestMember(db, memberId)) ? undefined : eq(contractProducts.visibleTo, 'ALL');
}

export const TEST_FAUCET_REF = 'TEST_FAUCET';

/**
 * A TEST_FAUCET order: credits the test asset to an active test member, refused for anyone else
 * (catalogue §5.2). The test asset is never withdrawable and never counted in a public figure.
 */
export async function grantTestAsset(db: Db, input: { memberId: number; amount: string; reason: string }, operator: Operator) {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: members.id, account: members.account }).from(members).where(eq(members.id, input.memberId));
    if (!member) {
      throw badRequest(`member ${input.memberId} does not exist`, { memberId: 'no such member' }, { reason: 'finance.memberMissing', params: { memberId: input.memberId } });
    }
    if (!(await isTestMember(tx, member.id))) {
      throw conflict(`member ${member.account} is not an active test member: test assets go to test members only`, {
        reason: 'contract.notTestMember',
        params: { account: member.account },
      });
    }
    const [order] = await tx
      .insert(testFaucetOrders)
      .values({ orderNo: `F${newOrderNo('T').slice(1)}`, memberId: member.id, currency: TEST_ASSET, amount: input.amount, reason: input.reason, createdBy: operator.userId, updatedBy: operator.userId })
      .returning();
    await postToWallet(tx, {
      memberId: member.id,
      currency: TEST_ASSET,
      type: 'TEST_FAUCET',
      refType: TEST_FAUCET_REF,
      refId: order!.id,
      refNo: order!.orderNo,
      operatorId: operator.userId,
      moves: [{ kind: 'AVAILABLE', change: input.amount }],
      remark: verbatimOrNull(input.reason),
    });
    return order!;
  });
}
