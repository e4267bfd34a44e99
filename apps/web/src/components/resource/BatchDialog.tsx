import { useRef, useState } from 'react';
import { Button, Modal, Progress, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Label } from '@ledgerdesk/shared';
import { API_PREFIX } from '@ledgerdesk/shared';
import type { ActionDialogProps } from './actionTypes';
import type { ResourceRow } from './resourceApi';
import { useLabel } from './useLabel';
import { ApiError, request } from '@/lib/request';
import { refusalText } from '@/lib/refusalText';
import { loadRefusalMessages } from '@/lib/refusalMessages';
import { ApprovalFiledDialog } from './ApprovalFiledDialog';

interface BatchItem {
  id: number;
  memberRef: string;
  status: 'PENDING' | 'GRANTED' | 'FAILED';
  grantId: number | null;
  error: { msg: string; reason?: string; params?: Record<string, unknown> } | null;
}
interface Batch {
  id: number;
  status: string;
  total: number;
  succeeded: number;
  failed: number;
  items: BatchItem[];
}

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });
const T = {
  title: l('批量发放进度', 'Batch grant progress', '批量發放進度'),
  member: l('会员', 'Member', '會員'),
  result: l('结果', 'Result', '結果'),
  summary: l('共 {{total}} 个：成功 {{ok}}，失败 {{failed}}', '{{total}} in all: {{ok}} granted, {{failed}} failed', '共 {{total}} 個：成功 {{ok}}，失敗 {{failed}}'),
  running: l('正在发放…', 'Granting…', '正在發放…'),
  done: l('全部成功', 'All granted', '全部成功'),
  partial: l('部分失败：失败的会员未发放，见下表原因', 'Some failed: the members below marked failed got nothing (reason beside each)', '部分失敗：失敗的會員未發放，見下表原因'),
  close: l('关闭', 'Close', '關閉'),
  PENDING: l('等待', 'Waiting', '等待'),
  GRANTED: l('已发放', 'Granted', '已發放'),
  FAILED: l('失败', 'Failed', '失敗'),
};
const COLORS = { PENDING: 'default', GRANTED: 'success', FAILED: 'error' } as const;

const fill = (text: string, values: Record<string, number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

/** A batch's progress and its result per member, polled until the job has gone through every item. */
function BatchProgress({ batchId, path, onClose }: { batchId: number; path: string; onClose: () => void }) {
  const label = useLabel();
  const query = useQuery({
    queryKey: ['batch-progress', path, batchId],
    queryFn: async () => {
      const answer = await request<Batch>({ url: `${API_PREFIX}/${path}`, method: 'GET', params: { id: batchId } });
      // A failed item carries a server reason inside a successful answer: its texts load here, not with a failed call.
      if (answer.items.some((item) => item.error)) await loadRefusalMessages().catch(() => undefined);
      return answer;
    },
    refetchInterval: (q) => (q.state.data?.status.startsWith('DONE') ? false : 500),
  });
  const batch = query.data;
  const finished = batch?.status.startsWith('DONE') ?? false;
  const handled = batch ? batch.succeeded + batch.failed : 0;
  return (
    <Modal open title={label(T.title)} onCancel={onClose} footer={<Button onClick={onClose}>{label(T.close)}</Button>} width={640} data-testid="batch-progress">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Progress percent={batch ? Math.round((handled / Math.max(batch.total, 1)) * 100) : 0} status={!finished ? 'active' : batch!.failed > 0 ? 'exception' : 'success'} />
        <Typography.Text strong data-testid="batch-summary">
          {batch ? fill(label(T.summary), { total: batch.total, ok: batch.succeeded, failed: batch.failed }) : ''}
        </Typography.Text>
        <Typography.Text type={finished && batch!.failed > 0 ? 'danger' : undefined}>
          {!finished ? label(T.running) : batch!.failed > 0 ? label(T.partial) : label(T.done)}
        </Typography.Text>
        <Table<BatchItem>
          rowKey="id"
          size="small"
          dataSource={batch?.items ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: label(T.member), dataIndex: 'memberRef', width: 180 },
            { title: label(T.result), dataIndex: 'status', width: 100, render: (s: BatchItem['status']) => <Tag color={COLORS[s]}>{label(T[s])}</Tag> },
            {
              title: '',
              dataIndex: 'error',
              render: (e: BatchItem['error']) => (e ? <Typography.Text type="danger">{refusalText(new ApiError(409, e.msg, { reason: e.reason, params: e.params }))}</Typography.Text> : null),
            },
          ]}
        />
      </Space>
    </Modal>
  );
}

/**
 * Any batch grant with per-member results (trial funds, coupon sendings): the action's form, then
 * the progress polled from `progressPath` (GET ?id=batchId; items PENDING/GRANTED/FAILED). A batch
 * filed for a second operator (its answer names an approval) shows no progress: it waits.
 */
export function BatchDialog<Row extends ResourceRow>(props: ActionDialogProps<Row> & { progressPath: string }) {
  const { progressPath, ...dialog } = props;
  const [batchId, setBatchId] = useState<number | null>(null);
  const started = useRef<number | null>(null);
  if (batchId !== null) {
    return (
      <BatchProgress
        batchId={batchId}
        path={progressPath}
        onClose={() => {
          dialog.onDone();
          dialog.onClose();
        }}
      />
    );
  }
  return (
    <ApprovalFiledDialog<Row>
      {...dialog}
      onAnswer={(answer) => {
        const { batchId: id, approvalId } = answer as { batchId: number; approvalId?: number | null };
        started.current = typeof approvalId === 'number' ? null : id;
      }}
      onDone={() => (started.current === null ? dialog.onDone() : undefined)}
      onClose={() => (started.current === null ? dialog.onClose() : setBatchId(started.current))}
    />
  );
}
