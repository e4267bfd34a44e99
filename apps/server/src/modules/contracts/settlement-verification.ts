import { asc, eq, gt, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, deliveryOrders, indexSources, priceSamples, settlementChecks } from '../../db/schema';
import { noticeToAdministrators } from '../../lib/system-notice';
import { contractProducts } from '../../db/schema';
import { units } from '../../lib/exact-decimal';
import { sampleAt, verifyChain } from './index-price';
import { settle } from './settlement-rule';

export interface Finding {
  kind: 'CHAIN_BREAK' | 'ORDER_MISMATCH';
  ref: string;
  detail: string;
}

/**
 * The nightly verification (catalogue §5.7): every source's hash chain is walked, and every
 * settled order is checked against its samples: the close sample is the one in force at close_at,
 * the prices are the samples' values, and the result and payout are the published rule applied to
 * them. Any finding is stored and told to every administrator in the same transaction.
 */
export async function verifySettlements(db: Db): Promise<typeof settlementChecks.$inferSelect> {
  const findings: Finding[] = [];
  const sources = await db.select({ id: indexSources.id, code: indexSources.code }).from(indexSources);
  let samplesChecked = 0;
  for (const source of sources) {
    const { checked, breaks } = await verifyChain(db, source.id);
    samplesChecked += checked;
    for (const b of breaks) findings.push({ kind: 'CHAIN_BREAK', ref: `${source.code}#${b.sampleId}`, detail: `${b.reason} at ${b.ts.toISOString()}` });
  }
  let ordersChecked = 0;
  let after = 0;
  for (;;) {
    const page = await db
      .select({ order: deliveryOrders, sourceId: contractProducts.indexSourceId, scale: currencies.displayScale })
      .from(deliveryOrders)
      .innerJoin(contractProducts, eq(contractProducts.id, deliveryOrders.productId))
      .leftJoin(currencies, eq(currencies.code, deliveryOrders.currency))
      .where(and(eq(deliveryOrders.status, 'SETTLED'), gt(deliveryOrders.id, after)))
      .orderBy(asc(deliveryOrders.id))
      .limit(1000);
    for (const { order, sourceId, scale } of page) {
      ordersChecked++;
      after = order.id;
      const [open] = await db.select().from(priceSamples).where(eq(priceSamples.id, order.openSampleId));
      const inForce = await sampleAt(db, sourceId, order.closeAt);
      const problems: string[] = [];
      if (!open || units(open.value) !== units(order.openPrice)) problems.push(`open price ${order.openPrice} is not sample ${order.openSampleId}'s ${open?.value ?? 'missing'}`);
      if (!inForce || inForce.id !== order.closeSampleId) problems.push(`close sample ${order.closeSampleId} is not the one in force at close (${inForce?.id ?? 'none'})`);
      if (inForce && order.closePrice !== null && units(inForce.value) !== units(order.closePrice)) problems.push(`close price ${order.closePrice} is not the sample's ${inForce.value}`);
      if (open && inForce) {
        const expected = settle({ direction: order.direction as 'UP' | 'DOWN', stake: order.stake, payoutRatio: order.payoutRatio, refundOnTie: order.refundOnTie, openPrice: open.value, closePrice: inForce.value, scale: scale ?? 8 });
        if (expected.result !== order.result || units(expected.payout) !== units(order.payout ?? '0')) problems.push(`stored ${order.result}/${order.payout}, the rule gives ${expected.result}/${expected.payout}`);
      }
      if (problems.length) findings.push({ kind: 'ORDER_MISMATCH', ref: order.orderNo, detail: problems.join('; ') });
    }
    if (page.length < 1000) break;
  }
  return db.transaction(async (tx) => {
    const noticeId = findings.length
      ? await noticeToAdministrators(tx, {
          operatorId: null,
          title: { 'zh-cn': '结算核验发现不一致', en: 'Settlement verification found mismatches', 'zh-tw': '結算核驗發現不一致' },
          body: {
            'zh-cn': `夜间核验发现 ${findings.length} 处不一致（价格样本哈希链或订单结算）。请在“结算核验记录”页查看并立即调查。首项：${findings[0]!.ref} ${findings[0]!.detail}`,
            en: `The nightly verification found ${findings.length} mismatch(es) in the price-sample hash chains or order settlements. See "Settlement verification runs" and investigate now. First: ${findings[0]!.ref} ${findings[0]!.detail}`,
            'zh-tw': `夜間核驗發現 ${findings.length} 處不一致（價格樣本雜湊鏈或訂單結算）。請在「結算核驗記錄」頁查看並立即調查。首項：${findings[0]!.ref} ${findings[0]!.detail}`,
          },
        })
      : null;
    const [row] = await tx
      .insert(settlementChecks)
      .values({ status: findings.length ? 'MISMATCH' : 'OK', sourcesChecked: sources.length, samplesChecked, ordersChecked, findings: findings.slice(0, 500), noticeId })
      .returning();
    return row!;
  });
}
