import { Alert, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONFIG_CHANGE_REASON_DICT, type MemberConfigChange, type MemberConfigValues } from '@ledgerdesk/shared/member-config';
import { memberConfigResource } from '@ledgerdesk/shared/resources/member/config';
import { DictTag } from '@/components/dict/DictTag';
import { formatDateTime } from '@/components/format/formatDateTime';
import { useLabel } from '@/components/resource/useLabel';
import './messages';

const fields = memberConfigResource.fields as Readonly<Record<string, { label: Parameters<ReturnType<typeof useLabel>>[0] }>>;

/** The changed values of one change, "label: before → after". */
function changedItems(before: MemberConfigValues, after: MemberConfigValues): Array<keyof MemberConfigValues> {
  return (Object.keys(after) as Array<keyof MemberConfigValues>).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

/** A member's config changes, newest first: who, why, what changed, and the approver of a four-eyes change. */
export function ConfigHistory({ changes, pendingApproval }: { changes: readonly MemberConfigChange[]; pendingApproval: { id: number } | null }) {
  const { t } = useTranslation();
  const label = useLabel();
  const text = (value: unknown) => (value === null ? '—' : typeof value === 'boolean' ? t(value ? 'message.memberConfig.yes' : 'message.memberConfig.no') : String(value));
  return (
    <div data-testid="member-config-history">
      <Typography.Title level={5}>{t('message.memberConfig.history')}</Typography.Title>
      {pendingApproval && <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={t('message.memberConfig.pendingApproval', { id: pendingApproval.id })} />}
      <Table<MemberConfigChange>
        size="small"
        rowKey="id"
        pagination={false}
        locale={{ emptyText: t('message.memberConfig.noHistory') }}
        dataSource={[...changes]}
        columns={[
          { title: t('message.memberConfig.when'), dataIndex: 'createdAt', width: 160, render: (v: string) => formatDateTime(v) },
          { title: t('message.memberConfig.operator'), dataIndex: 'operatorName', width: 100 },
          { title: t('message.memberConfig.changeReason'), dataIndex: 'reasonCode', width: 130, render: (v: string | null) => (v ? <DictTag dictType={CONFIG_CHANGE_REASON_DICT} value={v} /> : '—') },
          {
            title: t('message.memberConfig.changes'),
            key: 'changes',
            render: (_: unknown, change) => (
              <div>
                {changedItems(change.before, change.after).map((k) => (
                  <div key={k}>
                    {label(fields[k]!.label)}: {text(change.before[k])} → <Typography.Text strong>{text(change.after[k])}</Typography.Text>
                  </div>
                ))}
              </div>
            ),
          },
          {
            title: t('message.memberConfig.approver'),
            dataIndex: 'approverName',
            width: 110,
            render: (v: string | null, change) => (change.approvalId ? <Tag color="purple">{`${v ?? ''} #${change.approvalId}`}</Tag> : '—'),
          },
        ]}
      />
    </div>
  );
}
