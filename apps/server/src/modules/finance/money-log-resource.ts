import { moneyLogResource } from '@ledgerdesk/shared/resources/finance/money-log';
import { moneyLogs } from '../../db/schema';
import { bindResource } from '../../resource';

/** The money log on the resource engine: list and export only; nothing in the console writes it (see ledger.ts). */
export function moneyLogBinding() {
  return bindResource({ definition: moneyLogResource, table: moneyLogs });
}
