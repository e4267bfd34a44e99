import { describe, expect, it } from 'vitest';
import { splitSettlement } from './trial-allocation';

/** The pro-rata settlement split contract settlement (issue 15) will post. */
describe('splitSettlement', () => {
  it('splits profit pro rata: 100 trial + 300 own margin earning 40 releases 10 of it from trial', () => {
    expect(splitSettlement({ trialMargin: '100', ownMargin: '300', pnl: '40' })).toEqual({
      trialReturned: '100',
      ownReturned: '300',
      trialLoss: '0',
      ownLoss: '0',
      profitRelease: '10',
      ownProfit: '30',
    });
  });

  it('consumes trial first on a loss, then own margin', () => {
    expect(splitSettlement({ trialMargin: '100', ownMargin: '300', pnl: '-60' })).toMatchObject({ trialReturned: '40', ownReturned: '300', trialLoss: '60', ownLoss: '0', profitRelease: '0' });
    expect(splitSettlement({ trialMargin: '100', ownMargin: '300', pnl: '-150' })).toMatchObject({ trialReturned: '0', ownReturned: '250', trialLoss: '100', ownLoss: '50' });
  });

  it('never loses more than the whole margin (liquidation beyond it is not a debt)', () => {
    expect(splitSettlement({ trialMargin: '100', ownMargin: '50', pnl: '-1000' })).toMatchObject({ trialReturned: '0', ownReturned: '0', trialLoss: '100', ownLoss: '50' });
  });

  it('rounds the trial share down at the currency scale, so the parts add up to the profit exactly', () => {
    const split = splitSettlement({ trialMargin: '1', ownMargin: '2', pnl: '1', scale: 2 });
    expect(split.profitRelease).toBe('0.33');
    expect(split.ownProfit).toBe('0.67');
    const exact = splitSettlement({ trialMargin: '0.000000000000000001', ownMargin: '0', pnl: '5.5' });
    expect(exact.profitRelease).toBe('5.5');
    expect(exact.ownProfit).toBe('0');
  });

  it('a position on own margin only releases nothing from trial; on trial only, all profit is released', () => {
    expect(splitSettlement({ trialMargin: '0', ownMargin: '10', pnl: '3' })).toMatchObject({ profitRelease: '0', ownProfit: '3' });
    expect(splitSettlement({ trialMargin: '10', ownMargin: '0', pnl: '3' })).toMatchObject({ profitRelease: '3', ownProfit: '0' });
    expect(splitSettlement({ trialMargin: '0', ownMargin: '0', pnl: '3' })).toMatchObject({ profitRelease: '0', ownProfit: '3' });
  });

  it('refuses malformed or negative input instead of guessing', () => {
    expect(() => splitSettlement({ trialMargin: '-1', ownMargin: '0', pnl: '0' })).toThrow(/negative/);
    expect(() => splitSettlement({ trialMargin: '1e3', ownMargin: '0', pnl: '0' })).toThrow(/decimal string/);
    expect(() => splitSettlement({ trialMargin: '0.001', ownMargin: '0', pnl: '0', scale: 2 })).toThrow(/decimal places/);
  });
});
