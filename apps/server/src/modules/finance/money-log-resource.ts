import { moneyLogResource } from '@ledgerdesk/shared/resources/finance/money-log';
import type { Db } from '../../db/client';
import { moneyLogs } from '../../db/schema';
import { bindResource } from '../../resource';
import { currencyScales } from './currency-scales';
import { memberRowScope } from '../access/member-scope';

/**
 * The money log on the resource engine: list and export only; nothing in the console writes it
 * (see ledger.ts). Data scope: the member's (modules/access/member-scope.ts).
 */
export function moneyLogBinding(db: Db) {
  return bindResource({ definition: moneyLogResource, table: moneyLogs, hooks: { scope: memberRowScope(db, moneyLogs.memberId), moneyScale: currencyScales } });
}
