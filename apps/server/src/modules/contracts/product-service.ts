import { and, count, eq, sql } from 'drizzle-orm';
import { decimalParam, ResultCode } from '@ledgerdesk/shared';
import { PRODUCT_STATE_MOVES, PRODUCT_TERMS } from '@ledgerdesk/shared/resources/contracts/product-fields';
import { TEST_ASSET } from '@ledgerdesk/shared/resources/contracts/test-product';
import type { Db, Tx } from '../../db/client';
import { contractPositions, contractProducts } from '../../db/schema';
import { conflict, refuse } from '../../lib/errors';
import { refuseIfDuplicate, type Operator } from '../../lib/review-support';

type ProductRow = typeof contractProducts.$inferSelect;

/** How many positions of a product are open: DELISTED requires none (catalogue §5.1). */
async function openPositions(tx: Tx, productId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(contractPositions).where(and(eq(contractPositions.productId, productId), eq(contractPositions.status, 'OPEN')));
  return row?.n ?? 0;
}

const TERM_FIELDS = Object.keys(PRODUCT_TERMS) as Array<keyof typeof PRODUCT_TERMS>;
const differs = (a: unknown, b: unknown) => (typeof a === 'string' && typeof b === 'string' ? decimalParam(a) !== decimalParam(b) : a !== b);

/** Leverage options: distinct whole numbers from 1 to the maximum, ascending. */
function checkLeverage(options: unknown, maxLeverage: number): void {
  const ok = Array.isArray(options) && options.length > 0 && options.every((n, i) => Number.isInteger(n) && n >= 1 && n <= maxLeverage && (i === 0 || n > options[i - 1]));
  if (!ok) throw refuse(ResultCode.badRequest, `leverage options must be ascending whole numbers from 1 to ${maxLeverage}`, { reason: 'contract.leverageOptions', params: { max: maxLeverage } }, { leverageOptions: `ascending whole numbers 1–${maxLeverage}` });
}

/**
 * Product contracts and test product contracts (catalogue §5.1–5.2): creation as DRAFT with the
 * resource's visibility, edits (terms are four-eyes once a product left DRAFT), the state machine
 * with its delisting guard, and promotion of a test product into a new DRAFT real one.
 */
export class ProductService {
  constructor(private readonly db: Db) {}

  /** The engine's add/edit hook of one of the two resources (`test` picks which). */
  checkWrite(test: boolean) {
    return async ({ op, input, current: row }: { op: 'add' | 'edit'; input: Record<string, unknown>; current: Record<string, unknown> | null }) => {
      const current = row as ProductRow | null;
      const merged = { ...(current ?? {}), ...input } as Record<string, unknown>;
      if (op === 'edit' && current) {
        if (current.state === 'DELISTED') throw conflict(`product ${current.symbol} is delisted`, { reason: 'contract.productDelisted', params: { symbol: current.symbol } });
        // P&L, margin and marks multiply by the product's current contract size; positions do not
        // carry their own, so a new size would re-price every open position and past margin. It is
        // therefore fixed once the product leaves DRAFT (only an ENABLED product trades, and nothing
        // returns to DRAFT): not a four-eyes term for new orders, since it cannot apply to new orders
        // only. A different size is a new product.
        if (current.state !== 'DRAFT' && input.contractSize !== undefined && differs(input.contractSize, current.contractSize)) {
          throw refuse(ResultCode.conflict, `product ${current.symbol} is ${current.state}: its contract size ${decimalParam(current.contractSize)} is fixed once it has left DRAFT (open positions are valued at it)`, {
            reason: 'contract.contractSizeFixed',
            params: { symbol: current.symbol, state: current.state, size: decimalParam(current.contractSize) },
          }, { contractSize: 'fixed once the product has left DRAFT' });
        }
        const changed = TERM_FIELDS.filter((f) => input[f] !== undefined && differs(input[f], current[f]));
        if (current.state !== 'DRAFT' && changed.length) {
          throw refuse(ResultCode.conflict, `product ${current.symbol} is live: fees, leverage and margin change only four-eyes with an effective time`, {
            reason: 'contract.termsFourEyes',
            params: { symbol: current.symbol },
          }, { [changed[0]!]: 'needs four-eyes' });
        }
      }
      if (input.leverageOptions !== undefined || input.maxLeverage !== undefined) checkLeverage(merged.leverageOptions, Number(merged.maxLeverage));
      if (merged.minQty !== undefined && merged.maxQty !== undefined && Number(merged.maxQty) < Number(merged.minQty)) {
        throw refuse(ResultCode.badRequest, 'the max quantity must not be below the min quantity', { reason: 'contract.qtyRange', params: {} }, { maxQty: 'below min quantity' });
      }
      if (merged.kind === 'DATED' && !merged.deliveryAt) throw refuse(ResultCode.badRequest, 'a dated product needs a delivery time', { reason: 'contract.deliveryAtMissing', params: {} }, { deliveryAt: 'required for DATED' });
      if (op === 'add') {
        const quote = String(input.quoteWalletCode ?? '');
        if (test !== (quote === TEST_ASSET)) {
          const why = test ? `a test product is quoted in the test asset ${TEST_ASSET}` : `a real product is never quoted in the test asset ${TEST_ASSET}`;
          throw refuse(ResultCode.badRequest, why, { reason: 'contract.quoteAsset', params: { asset: TEST_ASSET } }, { quoteWalletCode: why });
        }
        return { ...input, state: 'DRAFT', visibleTo: test ? 'TEST_ONLY' : 'ALL' };
      }
      return input;
    };
  }

  /** A state change along PRODUCT_STATE_MOVES; DELISTED needs zero open positions. */
  async move(tx: Tx, subject: Record<string, unknown>, to: string, operator: Operator): Promise<ProductRow> {
    const product = subject as ProductRow;
    if (!(PRODUCT_STATE_MOVES[product.state] ?? []).includes(to)) {
      const from = Object.keys(PRODUCT_STATE_MOVES).filter((s) => PRODUCT_STATE_MOVES[s]!.includes(to));
      throw refuse(ResultCode.conflict, `product ${product.symbol} is ${product.state}; ${to} is reached only from ${from.join(' or ') || 'nowhere'}`, {
        reason: 'record.wrongState',
        params: { id: product.symbol, status: product.state, expected: from.join(', ') },
      });
    }
    if (to === 'DELISTED') {
      const open = await openPositions(tx, product.id);
      if (open > 0) throw conflict(`product ${product.symbol} has ${open} open position(s): it is delisted only when none is open`, { reason: 'contract.openPositions', params: { symbol: product.symbol, count: open } });
    }
    const [row] = await tx
      .update(contractProducts)
      .set({ state: to, version: sql`${contractProducts.version} + 1`, updatedAt: sql`now()`, updatedBy: operator.userId })
      .where(eq(contractProducts.id, product.id))
      .returning();
    return row!;
  }

  /** Copies a test product's settings into a new DRAFT real product (positions never move). */
  async promote(subject: Record<string, unknown>, input: { symbol: string; quoteWalletCode: string }, operator: Operator): Promise<ProductRow> {
    const test = subject as ProductRow;
    if (test.visibleTo !== 'TEST_ONLY') throw conflict(`product ${test.symbol} is not a test product`, { reason: 'contract.notTestProduct', params: { symbol: test.symbol } });
    if (test.promotedToId) throw conflict(`test product ${test.symbol} was already promoted`, { reason: 'contract.alreadyPromoted', params: { symbol: test.symbol } });
    if (input.quoteWalletCode === TEST_ASSET) {
      throw refuse(ResultCode.badRequest, `a real product is never quoted in the test asset ${TEST_ASSET}`, { reason: 'contract.quoteAsset', params: { asset: TEST_ASSET } }, { quoteWalletCode: 'is the test asset' });
    }
    return this.db.transaction(async (tx) => {
      const { id: _id, createdAt: _c, updatedAt: _u, promotedToId: _p, version: _v, ...settings } = test;
      try {
        const [real] = await tx
          .insert(contractProducts)
          .values({ ...settings, symbol: input.symbol, quoteWalletCode: input.quoteWalletCode, state: 'DRAFT', visibleTo: 'ALL', createdBy: operator.userId, updatedBy: operator.userId })
          .returning();
        await tx.update(contractProducts).set({ promotedToId: real!.id, version: sql`${contractProducts.version} + 1`, updatedAt: sql`now()` }).where(eq(contractProducts.id, test.id));
        return real!;
      } catch (error) {
        refuseIfDuplicate(error, 'symbol', `symbol ${input.symbol}`);
      }
    });
  }
}
