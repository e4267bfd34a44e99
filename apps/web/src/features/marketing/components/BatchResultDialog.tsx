import { useRef, useState } from 'react';
import { Button, Modal, Space, Table, Tag, Typography } from 'antd';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';
import type { ResourceRow } from '@/components/resource/resourceApi';
import { useLabel } from '@/components/resource/useLabel';
import { ApiError } from '@/lib/request';
import { refusalText } from '@/lib/refusalText';
import { loadRefusalMessages } from '@/lib/refusalMessages';
import { fill, l } from './labels';

interface Item {
  memberRef: string;
  status: 'GRANTED' | 'PENDING_APPROVAL' | 'FAILED';
  error: { msg: string; reason?: string; params?: Record<string, unknown> } | string | null;
}
interface Answer {
  total: number;
  succeeded: number;
  failed: number;
  items: Item[];
}

const T = {
  title: l('批量结果', 'Batch result', '批量結果'),
  member: l('会员', 'Member', '會員'),
  result: l('结果', 'Result', '結果'),
  summary: l('共 {{total}} 个：成功 {{ok}}，失败 {{failed}}', '{{total}} in all: {{ok}} done, {{failed}} failed', '共 {{total}} 個：成功 {{ok}}，失敗 {{failed}}'),
  close: l('关闭', 'Close', '關閉'),
  GRANTED: l('已发放', 'Granted', '已發放'),
  PENDING_APPROVAL: l('待复核', 'Awaiting approval', '待覆核'),
  FAILED: l('失败', 'Failed', '失敗'),
};
const COLORS = { GRANTED: 'success', PENDING_APPROVAL: 'processing', FAILED: 'error' } as const;

const errorText = (e: Item['error']) => (e === null ? null : typeof e === 'string' ? e : refusalText(new ApiError(409, e.msg, { reason: e.reason, params: e.params })));

/** A batch action's form, then its result per member (every failure named), like the trial batch. */
export function BatchResultDialog<Row extends ResourceRow>(props: ActionDialogProps<Row>) {
  const label = useLabel();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const got = useRef<Answer | null>(null);
  if (answer) {
    const close = () => {
      props.onDone();
      props.onClose();
    };
    return (
      <Modal open title={label(T.title)} onCancel={close} footer={<Button onClick={close}>{label(T.close)}</Button>} width={640} data-testid="batch-result">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text strong data-testid="batch-summary">
            {fill(label(T.summary), { total: answer.total, ok: answer.succeeded, failed: answer.failed })}
          </Typography.Text>
          <Table<Item>
            rowKey="memberRef"
            size="small"
            dataSource={answer.items}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              { title: label(T.member), dataIndex: 'memberRef', width: 180 },
              { title: label(T.result), dataIndex: 'status', width: 130, render: (s: Item['status']) => <Tag color={COLORS[s]}>{label(T[s])}</Tag> },
              { title: '', dataIndex: 'error', render: (e: Item['error']) => (e ? <Typography.Text type="danger">{errorText(e)}</Typography.Text> : null) },
            ]}
          />
        </Space>
      </Modal>
    );
  }
  return (
    <ApprovalFiledDialog<Row>
      {...props}
      onAnswer={(a) => {
        got.current = a as Answer;
        if ((a as Answer).failed > 0) void loadRefusalMessages().catch(() => undefined);
      }}
      onDone={() => undefined}
      onClose={() => (got.current === null ? props.onClose() : setAnswer(got.current))}
    />
  );
}
