import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { currencies, members, users } from '../schema';
import { RechargeService } from '../../modules/finance/recharge-service';
import { demoChannelOf, demoPaymentRef } from './areas/treasury';
import type { Operator } from '../../lib/review-support';
import { WithdrawService } from '../../modules/finance/withdraw-service';
import { KycService } from '../../modules/member/kyc-service';

/** Reference data the money pages need on every install. */
/** Reference US-dollar rates are for the four-eyes threshold only (lib/four-eyes.ts), never for pricing. */
export const CURRENCY_SEED = [
  { code: 'USDT', name: 'Tether USD', displayScale: 6, withdrawFeeFixed: '1', withdrawFeeRate: '0.001', withdrawMin: '10', usdRate: '1' },
  { code: 'BTC', name: 'Bitcoin', displayScale: 8, withdrawFeeFixed: '0.0002', withdrawFeeRate: '0', withdrawMin: '0.001', usdRate: '60000' },
  { code: 'ETH', name: 'Ether', displayScale: 18, withdrawFeeFixed: '0.002', withdrawFeeRate: '0', withdrawMin: '0.01', usdRate: '3000' },
  { code: 'CNY', name: 'Renminbi', displayScale: 2, withdrawFeeFixed: '0', withdrawFeeRate: '0.002', withdrawMin: '100', usdRate: '0.14' },
];

export async function seedCurrencies(db: Db): Promise<void> {
  await db.insert(currencies).values(CURRENCY_SEED).onConflictDoNothing();
}

const DEMO_MEMBERS = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy'].map((name, i) => ({
  account: `demo_${name}`,
  nickname: name[0]!.toUpperCase() + name.slice(1),
  phone: `1380013${String(8000 + i)}`,
  email: `${name}@demo.ledgerdesk.test`,
  registerIp: `10.0.0.${i + 10}`,
}));

/**
 * Demo members with orders in every state, some pending, built through the same services the
 * API uses so every wallet equals the sum of its money log. Runs once: it is skipped when the
 * first demo member exists.
 */
export async function seedFinanceDemo(db: Db): Promise<void> {
  const [seeded] = await db.select({ id: members.id }).from(members).where(eq(members.account, DEMO_MEMBERS[0]!.account));
  if (seeded) return;
  const operatorOf = async (userName: string): Promise<Operator> => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
    return { userId: row!.id, userName };
  };
  const admin = await operatorOf('admin');
  const clerk = await operatorOf('operator');
  const rows = await db
    .insert(members)
    .values(DEMO_MEMBERS.map((m, i) => ({ ...m, registeredAt: new Date(Date.now() - (30 - i) * 86_400_000) })))
    .onConflictDoNothing()
    .returning({ id: members.id });
  // Another instance seeded at the same moment.
  if (rows.length !== DEMO_MEMBERS.length) return;
  const [alice, bob, carol, dave, erin, frank, grace, heidi] = rows.map((r) => r.id) as number[];
  await db.update(members).set({ inviterId: alice }).where(eq(members.id, bob!));

  const recharges = new RechargeService(db);
  let deposits = 0;
  const credit = async (memberId: number, currency: string, amount: string) => {
    const channel = demoChannelOf(currency);
    const order = await recharges.add({ memberId, currency, amount, channel, paymentRef: demoPaymentRef(channel, ++deposits), remark: 'demo deposit' }, clerk);
    return recharges.review({ id: order.id, action: 'approve', remark: '' }, admin);
  };
  // Deposits within RECHARGE_DUAL_APPROVAL_ABOVE's default, so one approval credits each (the demo has one approver besides the clerk).
  for (const [id, amount] of [[alice, '10000'], [alice, '10000'], [alice, '5000'], [bob, '5000'], [carol, '1200.5'], [dave, '800'], [erin, '300'], [frank, '10000'], [frank, '5000']] as const) {
    await credit(id!, 'USDT', amount);
  }
  await credit(alice!, 'BTC', '1.25');
  await credit(grace!, 'ETH', '3.000000000000000001');
  const shortPaid = await recharges.add({ memberId: heidi!, currency: 'USDT', amount: '1000', channel: demoChannelOf('USDT'), paymentRef: 'TX-7731', remark: '' }, clerk);
  await recharges.review({ id: shortPaid.id, action: 'approve', amount: '990', remark: 'arrived 10 USDT short: the sender paid the network fee from it' }, admin);
  const fake = await recharges.add({ memberId: bob!, currency: 'USDT', amount: '50000', channel: demoChannelOf('USDT'), paymentRef: '', remark: '' }, clerk);
  await recharges.review({ id: fake.id, action: 'reject', remark: 'no matching transfer on the receiving address' }, admin);
  const mistaken = await recharges.add({ memberId: carol!, currency: 'CNY', amount: '100', channel: 'MANUAL', paymentRef: '', remark: '' }, clerk);
  await recharges.cancel({ id: mistaken.id, remark: 'entered for the wrong member' }, clerk);
  // Dave's was entered before its hash was known: its review says the channel requires one.
  for (const [id, currency, amount, withRef] of [[dave, 'USDT', '500', false], [erin, 'CNY', '2000', true], [grace, 'BTC', '0.05', true]] as const) {
    const channel = demoChannelOf(currency);
    await recharges.add({ memberId: id!, currency, amount, channel, paymentRef: withRef ? demoPaymentRef(channel, ++deposits) : '', remark: 'waiting for review' }, clerk);
  }

  const withdrawals = new WithdrawService(db);
  const ask = (memberId: number, amount: string) => withdrawals.request({ memberId, currency: 'USDT', amount, address: `TDemoAddress${memberId}x7Qm` }, null);
  const review = (id: number, by: Operator) => withdrawals.review({ id, action: 'approve', remark: '' }, by);
  const payout = (id: number, action: 'start' | 'complete' | 'fail', remark = '') =>
    withdrawals.payout({ id, action, remark, payoutRef: action === 'complete' ? `0xdemo${id}` : '' }, admin);
  await ask(alice!, '100');
  const large = await ask(alice!, '12000');
  await review(large.id, admin);
  const approved = await ask(bob!, '200');
  await review(approved.id, clerk);
  const paying = await ask(bob!, '300');
  await review(paying.id, clerk);
  await payout(paying.id, 'start');
  const done = await ask(frank!, '1000');
  await review(done.id, clerk);
  await payout(done.id, 'start');
  await payout(done.id, 'complete');
  const failed = await ask(carol!, '150');
  await review(failed.id, clerk);
  await payout(failed.id, 'start');
  await payout(failed.id, 'fail', 'destination address rejected the transfer');
  const rejected = await ask(dave!, '100');
  await withdrawals.review({ id: rejected.id, action: 'reject', remark: 'address on the screening list' }, clerk);

  const kyc = new KycService(db);
  const primary = async (memberId: number, realName: string, idNumber: string) => kyc.submit({ memberId, level: 'PRIMARY', realName, idNumber, country: 'CN' });
  const a = await primary(alice!, '张伟', '110101199003071234');
  await kyc.review({ id: a.id, action: 'approve', remark: '' }, clerk);
  await kyc.submit({ memberId: alice!, level: 'ADVANCED', realName: '张伟', idNumber: '110101199003071234', country: 'CN' });
  const b = await primary(bob!, '李娜', '310101198802142345');
  await kyc.review({ id: b.id, action: 'reject', remark: 'the name does not match the document' }, clerk);
  await primary(bob!, '李娜', '310101198802142345');
  await primary(carol!, '王芳', '440301199512303456');
  // The same ID as Alice's: an operator approving it gets a clear 409.
  await primary(heidi!, '张伟', '110101199003071234');
}
