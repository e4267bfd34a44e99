import { operLogResource } from '@ledgerdesk/shared/resources/monitor/oper-log';
import { operationLogs } from '../../db/schema';
import { bindResource } from '../../resource';

/** The operation log on the resource engine: list, detail and export; no delete or clean route (retention job only). */
export function operLogBinding() {
  return bindResource({ definition: operLogResource, table: operationLogs });
}
