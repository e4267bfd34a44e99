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

/** An item's state: waiting, applied (GRANTED; CREATED for an award line; FILED for a second operator), FAILED, or CANCELLED with its batch. */
type ItemStatus = 'PENDING' | 'GRANTED' | 'CREATED' | 'FILED' | 'FAILED' | 'CANCELLED';

interface BatchItem {
  id: number;
  memberRef: string;
  status: ItemStatus;
  grantId: number | null;
  error: { msg: string; reason?: string; params?: Record<string, unknown> } | null;
}
interface Batch {
  id: number;
  status: string;
  total: number;
  succeeded: number;
  failed: number;
  /** Items not shown: their members are outside the reader's data scope. */
  hidden: number;
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
  hidden: l('另有 {{hidden}} 项未显示：其会员不在您的数据权限范围内', '{{hidden}} more not shown: their members are outside your data scope', '另有 {{hidden}} 項未顯示：其會員不在您的資料權限範圍內'),
  queued: l('排队中，稍后开始…', 'Queued: starting shortly…', '排隊中，稍後開始…'),
  awaiting: l('等待第二位操作员复核，复核通过后开始', 'Waiting for a second operator; it starts once approved', '等待第二位操作員覆核，覆核通過後開始'),
  REJECTED: l('复核被驳回：未发放任何一项', 'Rejected by the second operator: nothing was granted', '覆核被駁回：未發放任何一項'),
  CANCELLED_BATCH: l('申请已撤回：未发放任何一项', 'The request was withdrawn: nothing was granted', '申請已撤回：未發放任何一項'),
  PENDING: l('等待', 'Waiting', '等待'),
  GRANTED: l('已发放', 'Granted', '已發放'),
  CREATED: l('已创建', 'Created', '已建立'),
  FILED: l('待复核', 'Awaiting approval', '待覆核'),
  FAILED: l('失败', 'Failed', '失敗'),
  CANCELLED: l('未发放', 'Not granted', '未發放'),
};
const COLORS = { PENDING: 'default', GRANTED: 'success', CREATED: 'success', FILED: 'processing', FAILED: 'error', CANCELLED: 'default' } as const;
/** States after which the batch changes no more: the polling stops. */
const isFinal = (status: string) => status.startsWith('DONE') || status === 'REJECTED' || status === 'CANCELLED';

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
    refetchInterval: (q) => (q.state.data && isFinal(q.state.data.status) ? false : 500),
  });
  const batch = query.data;
  const finished = batch ? isFinal(batch.status) : false;
  const handled = batch ? batch.succeeded + batch.failed : 0;
  const stateText = (b: Batch) => {
    if (b.status === 'QUEUED') return label(T.queued);
    if (b.status === 'PENDING_APPROVAL') return label(T.awaiting);
    if (b.status === 'REJECTED') return label(T.REJECTED);
    if (b.status === 'CANCELLED') return label(T.CANCELLED_BATCH);
    if (!b.status.startsWith('DONE')) return label(T.running);
    return b.failed > 0 ? label(T.partial) : label(T.done);
  };
  return (
    <Modal open title={label(T.title)} onCancel={onClose} footer={<Button onClick={onClose}>{label(T.close)}</Button>} width={640} data-testid="batch-progress">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Progress percent={batch ? Math.round((handled / Math.max(batch.total, 1)) * 100) : 0} status={!finished ? 'active' : batch!.failed > 0 || !batch!.status.startsWith('DONE') ? 'exception' : 'success'} />
        <Typography.Text strong data-testid="batch-summary">
          {batch ? fill(label(T.summary), { total: batch.total, ok: batch.succeeded, failed: batch.failed }) : ''}
        </Typography.Text>
        <Typography.Text type={finished && (batch!.failed > 0 || !batch!.status.startsWith('DONE')) ? 'danger' : undefined} data-testid="batch-state">
          {batch ? stateText(batch) : ''}
        </Typography.Text>
        {batch && batch.hidden > 0 ? (
          <Typography.Text type="secondary" data-testid="batch-hidden">
            {fill(label(T.hidden), { hidden: batch.hidden })}
          </Typography.Text>
        ) : null}
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
 * Any batch job with per-member results (trial funds, coupon sendings, award and points batches):
 * the action's form, then the progress polled from `progressPath` (GET ?id=batchId). A batch
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
