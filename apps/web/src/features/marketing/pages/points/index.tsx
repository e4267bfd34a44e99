import { Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@ledgerdesk/shared';
import type { ListParams } from '@/components/resource/resourceApi';
import { POINTS_BATCH_PATH, POINTS_SUM_PATH, pointsLogResource } from '@ledgerdesk/shared/resources/marketing/points';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';
import { BatchDialog } from '@/components/resource/BatchDialog';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useLabel } from '@/components/resource/useLabel';
import type { ResourceRow } from '@/components/resource/resourceApi';
import { request } from '@/lib/request';
import { fill, l } from '../../components/labels';

const SUM = l('变动合计 {{total}}（{{rows}} 条）', 'Sum of change {{total}} ({{rows}} rows)', '變動合計 {{total}}（{{rows}} 筆）');

/** The sum of change over the list's own filters (member, source, time). */
function ChangeSum({ filters }: { filters: ListParams }) {
  const label = useLabel();
  const params = Object.fromEntries(Object.entries(filters).filter(([k, v]) => ['memberId', 'source', 'createdAtFrom', 'createdAtTo'].includes(k) && v !== undefined && v !== ''));
  const sum = useQuery({
    queryKey: ['points-sum', params],
    queryFn: () => request<{ total: number; rows: number }>({ url: `${API_PREFIX}/${POINTS_SUM_PATH}`, method: 'GET', params }),
  });
  if (!sum.data) return null;
  return (
    <Tag color={sum.data.total >= 0 ? 'green' : 'red'} data-testid="points-sum" style={{ fontSize: 14, padding: '4px 8px' }}>
      {fill(label(SUM), { total: sum.data.total > 0 ? `+${sum.data.total}` : sum.data.total, rows: sum.data.rows })}
    </Tag>
  );
}

/** The batch send's form, then its progress: the batch runs as a job on the server. */
function BatchSendDialog(props: ActionDialogProps<ResourceRow>) {
  return <BatchDialog {...props} progressPath={POINTS_BATCH_PATH} />;
}

const signed = (value: unknown) => {
  const n = Number(value);
  return <span style={{ color: n >= 0 ? '#237804' : '#cf1322', fontWeight: 500 }}>{n > 0 ? `+${n}` : n}</span>;
};

/** Integral records: the points log with the sum of change; send integral (single or batch, four-eyes when large) and reversal. */
export default function PointsPage() {
  return (
    <ResourcePage
      definition={pointsLogResource}
      cells={{ change: signed }}
      actionDialogs={{ grant: ApprovalFiledDialog, batchGrant: BatchSendDialog }}
      toolbarExtra={({ filters }) => <ChangeSum filters={filters} />}
      testId="points-list"
    />
  );
}
