import { eq, inArray } from 'drizzle-orm';
import { deliveryCycleResource } from '@ledgerdesk/shared/resources/contracts/delivery-cycle';
import { deliveryOrderResource } from '@ledgerdesk/shared/resources/contracts/delivery-order';
import { indexSourceResource } from '@ledgerdesk/shared/resources/contracts/index-source';
import { productResource } from '@ledgerdesk/shared/resources/contracts/product';
import { settlementAuditResource } from '@ledgerdesk/shared/resources/contracts/settlement-audit';
import { settlementCheckResource } from '@ledgerdesk/shared/resources/contracts/settlement-check';
import { termChangeResource } from '@ledgerdesk/shared/resources/contracts/term-change';
import { testFaucetResource } from '@ledgerdesk/shared/resources/contracts/test-faucet';
import { testMemberResource } from '@ledgerdesk/shared/resources/contracts/test-member';
import { testProductResource } from '@ledgerdesk/shared/resources/contracts/test-product';
import { ResultCode } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { contractProducts, deliveryCycles, deliveryOrders, indexSources, priceSamples, settlementChecks, termChanges, testFaucetOrders, testMembers } from '../../db/schema';
import { refuse } from '../../lib/errors';
import { bindResource } from '../../resource';
import { memberRowScope, requireMemberInReach } from '../access/member-scope';
import type { ContractsArea } from './area';
import { indexSourceWriteCheck } from './index-sources';

const asRecord = (row: unknown) => row as { id: number; version: number } & Record<string, unknown>;

export function indexSourceBinding(area: ContractsArea) {
  return bindResource({
    definition: indexSourceResource,
    table: indexSources,
    hooks: { beforeWrite: indexSourceWriteCheck(area.feeds) },
    actions: {
      changeMethod: async ({ input, user, loadRow }) =>
        area.terms.request('contract.index-source.method', asRecord(await loadRow(input.id!)), input, input.effectiveAt, input.reason!, user),
    },
  });
}

/** The real or the test product resource: the same table, each scoped to its own `visible_to`. */
export function productBinding(db: Db, area: ContractsArea, test: boolean) {
  return bindResource({
    definition: test ? testProductResource : productResource,
    table: contractProducts,
    hooks: {
      scope: () => eq(contractProducts.visibleTo, test ? 'TEST_ONLY' : 'ALL'),
      beforeWrite: area.products.checkWrite(test),
    },
    actions: {
      moveState: async ({ input, user, loadRow }) =>
        db.transaction(async (tx) => {
          const row = await area.products.move(tx, await loadRow(input.id!, tx), String(input.to), user);
          return { id: row.id, state: row.state, version: row.version };
        }),
      changeTerms: async ({ input, user, loadRow }) =>
        area.terms.request(test ? 'contract.test-product.terms' : 'contract.product.terms', asRecord(await loadRow(input.id!)), input, input.effectiveAt, input.reason!, user),
      ...(test
        ? {
            promote: async ({ input, user, loadRow }) => {
              const real = await area.products.promote(await loadRow(input.id!), { symbol: String(input.symbol), quoteWalletCode: String(input.quoteWalletCode) }, user);
              return { id: real.id, symbol: real.symbol, state: real.state };
            },
          }
        : {}),
    },
  });
}

export function testMemberBinding(db: Db) {
  return bindResource({
    definition: testMemberResource,
    table: testMembers,
    hooks: {
      scope: memberRowScope(db, testMembers.memberId),
      beforeWrite: async ({ op, input, request }) => {
        if (op === 'add') await requireMemberInReach(db, request, Number(input.memberId));
        return input;
      },
    },
  });
}

export function testFaucetBinding(db: Db, area: ContractsArea) {
  return bindResource({
    definition: testFaucetResource,
    table: testFaucetOrders,
    hooks: { scope: memberRowScope(db, testFaucetOrders.memberId) },
    actions: {
      grant: async ({ input, user, request }) => {
        const memberId = Number(input.memberId);
        await requireMemberInReach(db, request, memberId);
        const order = await area.grantTestAsset({ memberId, amount: String(input.amount), reason: String(input.reason) }, user);
        return { id: order.id, orderNo: order.orderNo };
      },
    },
  });
}

export function deliveryCycleBinding(db: Db, area: ContractsArea) {
  return bindResource({
    definition: deliveryCycleResource,
    table: deliveryCycles,
    hooks: {
      beforeWrite: async ({ op, input, current, tx }) => {
        if (op === 'edit' && current && input.payoutRatio !== undefined && Number(input.payoutRatio) !== Number(current.payoutRatio)) {
          throw refuse(ResultCode.conflict, 'the payout ratio changes only four-eyes with a future effective time', { reason: 'contract.termsFourEyes', params: { symbol: String(current.productId) } }, { payoutRatio: 'needs four-eyes' });
        }
        if (op === 'add') {
          const [product] = await tx.select({ kind: contractProducts.kind }).from(contractProducts).where(eq(contractProducts.id, Number(input.productId)));
          if (product?.kind !== 'FIXED_EXPIRY') {
            throw refuse(ResultCode.badRequest, 'delivery cycles belong to a fixed-expiry product', { reason: 'contract.notFixedExpiry', params: {} }, { productId: 'not a fixed-expiry product' });
          }
        }
        const merged = { ...(current ?? {}), ...input } as Record<string, unknown>;
        if (Number(merged.maxStake) < Number(merged.minStake) || Number(merged.maxOpenStakePerMember) < Number(merged.maxStake)) {
          throw refuse(ResultCode.badRequest, 'stakes must satisfy min ≤ max ≤ max open per member', { reason: 'contract.stakeLimits', params: {} }, { maxStake: 'min ≤ max ≤ max open per member' });
        }
        return input;
      },
    },
    actions: {
      changePayout: async ({ input, user, loadRow }) => area.terms.request('contract.delivery-cycle.payout', asRecord(await loadRow(input.id!)), input, input.effectiveAt, input.reason!, user),
      pause: async ({ input, loadRow }) => area.toggleCycle(await loadRow(input.id!), 'PAUSED'),
      resume: async ({ input, loadRow }) => area.toggleCycle(await loadRow(input.id!), 'ACTIVE'),
    },
  });
}

/** The two samples an order used, with their source and venues: the evidence the order page shows. */
async function orderEvidence(db: Db, order: { openSampleId: number; closeSampleId: number | null }) {
  const ids = [order.openSampleId, order.closeSampleId].filter((id): id is number => id !== null);
  const rows = await db
    .select({ sample: priceSamples, code: indexSources.code, feed: indexSources.feed, method: indexSources.method })
    .from(priceSamples)
    .innerJoin(indexSources, eq(indexSources.id, priceSamples.indexSourceId))
    .where(inArray(priceSamples.id, ids));
  const shape = (id: number | null) => {
    const found = rows.find((r) => r.sample.id === id);
    if (!found) return null;
    const { sample } = found;
    return { id: sample.id, ts: sample.ts.toISOString(), value: sample.value, source: found.code, feed: found.feed, method: found.method, quotes: sample.quotes, hash: sample.hash, prevHash: sample.prevHash };
  };
  return { open: shape(order.openSampleId), close: shape(order.closeSampleId) };
}

export function deliveryOrderBinding(db: Db, area: ContractsArea) {
  return bindResource({
    definition: deliveryOrderResource,
    table: deliveryOrders,
    hooks: {
      scope: memberRowScope(db, deliveryOrders.memberId),
      decorateRow: async (row, { raw }) => ({ ...row, evidence: await orderEvidence(db, raw) }),
    },
    actions: {
      void: async ({ input, user, loadRow }) => area.delivery.requestVoid(await loadRow(input.id!), String(input.voidReason), input.reason!, user),
    },
  });
}

export const termChangeBinding = () => bindResource({ definition: termChangeResource, table: termChanges });
export const settlementAuditBinding = () => bindResource({ definition: settlementAuditResource, table: priceSamples });
export const settlementCheckBinding = () => bindResource({ definition: settlementCheckResource, table: settlementChecks });
