import { smsCodeResource } from '@ledgerdesk/shared/resources/system/sms-code';
import { smsCodes } from '../../db/schema';
import { bindResource } from '../../resource';

/**
 * The verification-code log on the resource engine: list, detail and export. The code's hash is a
 * column of the table but no field of the definition, so the engine never selects it for an answer.
 */
export function smsCodeBinding() {
  return bindResource({ definition: smsCodeResource, table: smsCodes });
}
