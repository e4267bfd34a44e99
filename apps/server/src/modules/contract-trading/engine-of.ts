import type { Db } from '../../db/client';
import { ContractTradingEngine } from './trading-engine';

const engines = new WeakMap<Db, ContractTradingEngine>();

/**
 * The one engine of a database handle: the trading routes, the jobs and the copy fan-out (which
 * listens to its fills) must share it, whichever area plugin asks first.
 */
export function engineOf(db: Db): ContractTradingEngine {
  let engine = engines.get(db);
  if (!engine) {
    engine = new ContractTradingEngine(db);
    engines.set(db, engine);
  }
  return engine;
}
