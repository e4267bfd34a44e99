import { jobLogResource } from '@ledgerdesk/shared/resources/monitor/job-log';
import { jobLogs } from '../../db/schema';
import { bindResource } from '../../resource';

/** The job log on the resource engine: list (filters by job, result, trigger, time), detail and export. Written by the runner only. */
export function jobLogBinding() {
  return bindResource({ definition: jobLogResource, table: jobLogs });
}
