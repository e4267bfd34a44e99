import { QUEUE_STATS_ENDPOINT, type QueueStats } from '@ledgerdesk/shared/resources/infra/queue';
import { request } from '@/lib/request';

/** The per-topic summary (the lists go through the resource engine). */
export const fetchQueueStats = () => request<QueueStats>({ url: QUEUE_STATS_ENDPOINT, method: 'GET' });
