import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { withdrawAddresses } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { screenAddress } from '../../lib/address-screening';
import { addressProblem, normalisedFor, requireWalletCode } from '../../lib/wallet-codes';

/** The event that records a member is owed a notification of their address being disabled. */
export const MEMBER_NOTICE_DUE = 'member-notice-due';

/** How long a new address waits before it can be withdrawn to. */
export const ACTIVATION_DELAY_HOURS = 24;

export interface NewWithdrawAddress {
  memberId: number;
  walletCode: string;
  address: string;
  memo?: string;
  label?: string;
  createdIp?: string;
}

/**
 * A member adds a destination to their own address book (the member-facing side calls this; the
 * demo seed and tests do here; no operator route does). The address must fit its wallet code, is
 * screened against the black list at once and waits ACTIVATION_DELAY_HOURS before it is usable.
 */
export async function addWithdrawAddress(tx: Tx, input: NewWithdrawAddress) {
  const code = await requireWalletCode(tx, input.walletCode);
  const address = normalisedFor(code, input.address);
  const problem = addressProblem(code, address);
  if (problem) throw badRequest(`the address ${problem}`, { address: problem }, { reason: 'treasury.addressInvalid', params: { walletCode: code.code }, issues: { address: { code: 'invalid_format' } } });
  const screening = await screenAddress(tx, code.code, address, 'OUTBOUND');
  const [row] = await tx
    .insert(withdrawAddresses)
    .values({
      memberId: input.memberId,
      walletCode: code.code,
      address,
      memo: input.memo ?? '',
      label: input.label ?? '',
      createdIp: input.createdIp ?? '',
      activatesAt: sql`now() + make_interval(hours => ${ACTIVATION_DELAY_HOURS})`,
      screeningResult: screening.result,
    })
    .returning();
  return row!;
}
