import { z } from 'zod';
import { stakingAccrualResource } from '@ledgerdesk/shared/resources/earn/staking-accrual';
import { stakingOrderResource } from '@ledgerdesk/shared/resources/earn/staking-order';
import { stakingProductResource } from '@ledgerdesk/shared/resources/earn/staking-product';
import { stakingRateResource } from '@ledgerdesk/shared/resources/earn/staking-rate';
import type { Db } from '../../db/client';
import { stakingAccruals, stakingOrders, stakingProducts, stakingRateDays } from '../../db/schema';
import { bindResource } from '../../resource';
import { memberRowScope } from '../access/member-scope';
import type { AccrualService } from './accrual-service';
import { productFigures } from './product-figures';
import type { ProductInput, ProductService, StakingTerms } from './product-service';
import type { RateService } from './rate-service';
import type { RedemptionService } from './redemption-service';

const filed = (approval: { id: number; status: string }) => ({ approvalId: approval.id, status: approval.status });
const filedAnswer = z.object({ approvalId: z.number(), status: z.string() });

/** Products: list (with the derived figures), detail, export and text edits; everything else is an action. */
export function stakingProductBinding(db: Db, products: ProductService, rates: RateService) {
  const decorate = async <R extends Record<string, unknown>>(rows: R[]) => {
    const figures = await productFigures(db, rows.map((r) => Number(r.id)));
    return rows.map((row) => ({ ...row, ...figures.get(Number(row.id)) }));
  };
  return bindResource({
    definition: stakingProductResource,
    table: stakingProducts,
    hooks: {
      beforeWrite: ({ op, input, current }) => (op === 'edit' && current ? products.checkEdit(current, input) : input),
      decorateList: (rows) => decorate(rows),
      decorateRow: async (row) => (await decorate([row]))[0]!,
    },
    actions: {
      create: async ({ input, user }) => {
        const row = await products.create(input as unknown as ProductInput, user);
        return { id: row.id, code: row.code, status: row.status };
      },
      activate: async ({ input, user, loadRow }) => filed(await products.requestActivation((await loadRow(input.id!)).id, user)),
      changeTerms: async ({ input, user, loadRow }) => filed(await products.requestTermsChange((await loadRow(input.id!)).id, input as unknown as StakingTerms, input.reason ?? '', user)),
      publishRate: async ({ input, user, loadRow }) =>
        filed(await rates.requestPublish((await loadRow(input.id!)).id, { rateDate: String(input.rateDate), apr: String(input.apr), sourceNote: String(input.sourceNote) }, user)),
      pause: async ({ input, user, loadRow }) => pick(await products.move((await loadRow(input.id!)).id, 'PAUSED', user)),
      resume: async ({ input, user, loadRow }) => pick(await products.move((await loadRow(input.id!)).id, 'ACTIVE', user)),
      close: async ({ input, user, loadRow }) => pick(await products.move((await loadRow(input.id!)).id, 'CLOSED', user)),
    },
    actionAnswers: { activate: filedAnswer, changeTerms: filedAnswer, publishRate: filedAnswer },
  });
}

const pick = (row: { id: number; status: string; version: number }) => ({ id: row.id, status: row.status, version: row.version });

/** Published rates: read-only. */
export function stakingRateBinding() {
  return bindResource({ definition: stakingRateResource, table: stakingRateDays });
}

/** Records: read-only in the caller's member scope; the cancellation files a four-eyes request. */
export function stakingOrderBinding(db: Db, redemptions: RedemptionService) {
  return bindResource({
    definition: stakingOrderResource,
    table: stakingOrders,
    hooks: { scope: memberRowScope(db, stakingOrders.memberId) },
    actions: {
      cancel: async ({ input, user, loadRow }) => filed(await redemptions.requestCancel((await loadRow(input.id!)).id, input.reason ?? '', user)),
    },
    actionAnswers: { cancel: filedAnswer },
  });
}

const runAnswer = z.object({ accrualDate: z.string(), products: z.array(z.object({ productId: z.number(), code: z.string(), outcome: z.string(), orders: z.number().optional(), total: z.string().optional() })) });

/** Income records: read-only in the caller's member scope; "Run accrual" runs the daily job for a date. */
export function stakingAccrualBinding(db: Db, accruals: AccrualService) {
  return bindResource({
    definition: stakingAccrualResource,
    table: stakingAccruals,
    hooks: { scope: memberRowScope(db, stakingAccruals.memberId) },
    actions: { rerun: async ({ input }) => accruals.run(String(input.accrualDate)) },
    actionAnswers: { rerun: runAnswer },
  });
}
