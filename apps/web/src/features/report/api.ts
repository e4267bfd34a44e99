import { REPORT_ENDPOINTS, type StatementLine, type StatementPoint, type SwapPairTotal } from '@ledgerdesk/shared/report';
import { request } from '@/lib/request';

/* The report calls beside its resources (those go through the resource engine's api). */

export const fetchStatementLines = (currency: string, businessDate: string) =>
  request<{ list: StatementLine[] }>({ url: REPORT_ENDPOINTS.statementLines, method: 'GET', params: { currency, businessDate } });

export const fetchStatementSeries = (days: number) => request<{ list: StatementPoint[] }>({ url: REPORT_ENDPOINTS.statementSeries, method: 'GET', params: { days } });

export const fetchSwapTotals = () => request<{ list: SwapPairTotal[] }>({ url: REPORT_ENDPOINTS.swapTotals, method: 'GET' });
