import { and, asc, eq, gt, or } from 'drizzle-orm';
import { normalizeDecimal } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { contractProducts, deliveryOrders, indexSources, members, priceSamples } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { memberRowsInReach, type Reach } from '../access/data-scope';
import { sampleAt } from './index-price';

/**
 * The settlement audit's look-up (catalogue §5.7): for a product and a time, the sample in force
 * then, the source's published method and venues, the sample's place in the chain, and every
 * order that opened or settled with it among the members the caller reaches (modules/access), as
 * the delivery orders' own list shows them. Read only.
 */
export async function auditLookup(db: Db, reach: Reach, productId: number, at: Date) {
  const [product] = await db.select().from(contractProducts).where(eq(contractProducts.id, productId));
  if (!product) throw notFound(`product ${productId} does not exist`, { reason: 'record.notFound', params: { id: productId } });
  const [source] = await db.select().from(indexSources).where(eq(indexSources.id, product.indexSourceId));
  const sample = await sampleAt(db, product.indexSourceId, at);
  const [next] = sample
    ? await db.select({ id: priceSamples.id, ts: priceSamples.ts, prevHash: priceSamples.prevHash }).from(priceSamples).where(and(eq(priceSamples.indexSourceId, product.indexSourceId), gt(priceSamples.ts, sample.ts))).orderBy(asc(priceSamples.ts)).limit(1)
    : [];
  const orders = sample
    ? await db
        .select({
          id: deliveryOrders.id,
          orderNo: deliveryOrders.orderNo,
          member: members.account,
          direction: deliveryOrders.direction,
          stake: deliveryOrders.stake,
          currency: deliveryOrders.currency,
          openPrice: deliveryOrders.openPrice,
          closePrice: deliveryOrders.closePrice,
          result: deliveryOrders.result,
          payout: deliveryOrders.payout,
          status: deliveryOrders.status,
          openSampleId: deliveryOrders.openSampleId,
          closeSampleId: deliveryOrders.closeSampleId,
          closeAt: deliveryOrders.closeAt,
        })
        .from(deliveryOrders)
        .innerJoin(members, eq(members.id, deliveryOrders.memberId))
        .where(and(or(eq(deliveryOrders.openSampleId, sample.id), eq(deliveryOrders.closeSampleId, sample.id)), memberRowsInReach(db, reach, deliveryOrders.memberId)))
        .orderBy(asc(deliveryOrders.id))
        .limit(1000)
    : [];
  return {
    product: { id: product.id, symbol: product.symbol },
    source: source && {
      id: source.id,
      code: source.code,
      name: source.name,
      feed: source.feed,
      method: source.method,
      windowSeconds: source.windowSeconds,
      outlierRule: source.outlierRule,
      outlierPercent: normalizeDecimal(source.outlierPercent),
      publishedDocUrl: source.publishedDocUrl,
      constituents: source.constituents,
    },
    sample: sample && {
      id: sample.id,
      ts: sample.ts.toISOString(),
      value: sample.value,
      quotes: sample.quotes,
      prevHash: sample.prevHash,
      hash: sample.hash,
      ingestedAt: sample.ingestedAt.toISOString(),
      /** The next sample links to this one's hash: the chain continues unbroken past it. */
      nextLinks: next ? next.prevHash === sample.hash : null,
    },
    orders: orders.map((o) => ({ ...o, closeAt: o.closeAt.toISOString(), usedAs: o.closeSampleId === sample?.id ? 'CLOSE' : 'OPEN' })),
  };
}

export type AuditAnswer = Awaited<ReturnType<typeof auditLookup>>;

const cell = (v: unknown) => {
  const text = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  // A leading = + - @ is neutralised so no spreadsheet runs it as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The evidence file: the sample, its chain hashes and quotes, the method, and each order with it, as CSV. */
export function evidenceCsv(answer: AuditAnswer): string {
  const lines: unknown[][] = [
    ['section', 'key', 'value'],
    ['product', 'symbol', answer.product.symbol],
    ['source', 'code', answer.source?.code],
    ['source', 'feed', answer.source?.feed === 'demo' ? 'demo (simulated, not a market price)' : answer.source?.feed],
    ['source', 'method', answer.source?.method],
    ['source', 'window_seconds', answer.source?.windowSeconds],
    ['source', 'outlier_rule', answer.source?.outlierRule],
    ['sample', 'id', answer.sample?.id],
    ['sample', 'ts', answer.sample?.ts],
    ['sample', 'value', answer.sample?.value],
    ['sample', 'prev_hash', answer.sample?.prevHash],
    ['sample', 'hash', answer.sample?.hash],
    ['sample', 'next_links', answer.sample?.nextLinks],
    ...(answer.sample?.quotes ?? []).map((q) => ['quote', `${q.venue}/${q.symbol}`, `${q.price} weight ${q.weight}${q.excluded ? ' excluded (outlier)' : ''}`]),
  ];
  const orderHeader = ['order_no', 'member', 'used_as', 'direction', 'stake', 'currency', 'open_price', 'close_price', 'result', 'payout', 'status'];
  const orderRows = answer.orders.map((o) => [o.orderNo, o.member, o.usedAs, o.direction, o.stake, o.currency, o.openPrice, o.closePrice, o.result, o.payout, o.status]);
  return [...lines, [], orderHeader, ...orderRows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
