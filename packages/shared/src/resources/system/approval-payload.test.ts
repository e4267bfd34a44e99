import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../constants';
import { APPROVAL_PAYLOAD_VIEWS, readApprovalPayload, type ApprovalPayloadView } from './approval-payload';

const view = (change: ApprovalPayloadView['change'], hidden?: string[]): ApprovalPayloadView => ({ fields: {}, change, ...(hidden ? { hidden } : {}) });

describe("a request's payload read for the approver", () => {
  it('splits a before/after payload into its change and its facts, never showing the version', () => {
    const read = readApprovalPayload({ memberId: 4, version: 3, before: { canWithdraw: true }, after: { canWithdraw: false } }, view({ kind: 'beforeAfter' }));
    expect(read).toEqual({ facts: { memberId: 4 }, change: { before: { canWithdraw: true }, after: { canWithdraw: false } } });
  });

  it('lays the changed fields over the old ones', () => {
    const read = readApprovalPayload({ walletCode: 'USDT-TRC20', change: { withdrawFee: '2' }, before: { withdrawFee: '1.00000000', decimals: 6 } }, view({ kind: 'changeOverBefore' }));
    expect(read.change).toEqual({ before: { withdrawFee: '1.00000000', decimals: 6 }, after: { withdrawFee: '2', decimals: 6 } });
    expect(read.facts).toEqual({ walletCode: 'USDT-TRC20' });
  });

  it('reads a map of from/to pairs, at the top or under a key', () => {
    expect(readApprovalPayload({ feeRate: { from: null, to: '0.002' } }, view({ kind: 'pairs' }))).toEqual({ facts: {}, change: { before: { feeRate: null }, after: { feeRate: '0.002' } } });
    const contract = { kind: 'contract.product.terms', subjectId: 3, subjectLabel: 'BTCUSDT', changes: { maxLeverage: { from: 100, to: 50 } }, effectiveAt: '2026-12-08T00:00:00Z', version: 2, reason: 'risk' };
    expect(readApprovalPayload(contract, view({ kind: 'pairs', under: 'changes' }, ['kind', 'subjectId']))).toEqual({
      facts: { subjectLabel: 'BTCUSDT', effectiveAt: '2026-12-08T00:00:00Z', reason: 'risk' },
      change: { before: { maxLeverage: 100 }, after: { maxLeverage: 50 } },
    });
  });

  it("reads one field's from/to, or two objects of fields", () => {
    expect(readApprovalPayload({ leadTraderId: 9, from: 'GOLD', to: 'SILVER', version: 1 }, view({ kind: 'fromTo', field: 'tier' }))).toEqual({
      facts: { leadTraderId: 9 },
      change: { before: { tier: 'GOLD' }, after: { tier: 'SILVER' } },
    });
    expect(readApprovalPayload({ from: { licenceNumber: 'A' }, to: { licenceNumber: 'B' } }, view({ kind: 'fromTo' })).change).toEqual({ before: { licenceNumber: 'A' }, after: { licenceNumber: 'B' } });
  });

  it('keeps every key of a payload that is not in its shape among the facts', () => {
    expect(readApprovalPayload({ feeRate: '0.1', note: 'old shape' }, view({ kind: 'pairs' }))).toEqual({ facts: { feeRate: '0.1', note: 'old shape' } });
    expect(readApprovalPayload({ before: 'x', after: { a: 1 } }, view({ kind: 'beforeAfter' }))).toEqual({ facts: { before: 'x', after: { a: 1 } } });
    expect(readApprovalPayload(null, view(undefined))).toEqual({ facts: {} });
  });
});

describe('every kind’s view', () => {
  it('loads, and names each of its fields in every language', async () => {
    const unnamed: string[] = [];
    for (const [kind, load] of Object.entries(APPROVAL_PAYLOAD_VIEWS)) {
      const loaded = await load();
      expect(Object.keys(loaded.fields).length, kind).toBeGreaterThan(0);
      for (const [name, field] of Object.entries(loaded.fields)) {
        const { label } = field;
        for (const language of LANGUAGES) if (typeof label === 'string' || !label[language]?.trim()) unnamed.push(`${kind}.${name} (${language})`);
      }
    }
    expect(unnamed).toEqual([]);
  });
});
