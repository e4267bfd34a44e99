import { useState } from 'react';
import { Badge, Segmented, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Label } from '@ledgerdesk/shared';
import { APPROVAL_SUBJECT_OPTIONS, approvalResource } from '@ledgerdesk/shared/resources/system/approval';
import { MutedText } from '@/components/format/CellText';
import { ResourcePage } from '@/components/resource/ResourcePage';
import type { ResourceRow } from '@/components/resource/resourceApi';
import { useLabel } from '@/components/resource/useLabel';
import { pendingCount } from '../api';
import { ApprovalDecisionDialog } from '../components/ApprovalDecisionDialog';
import { ApprovalKindFilter } from '../components/ApprovalKindFilter';
import { PayloadView } from '../components/PayloadView';
import '../locales';

const dialogs = { approve: ApprovalDecisionDialog, reject: ApprovalDecisionDialog };
const PENDING = { status: 'PENDING' };
// Kinds by name, not by code: the kind column's label names the filter.
const FILTER_INPUTS = { kind: { control: <ApprovalKindFilter />, label: approvalResource.fields.kindTitle.label } };

/**
 * Approvals: the four-eyes requests waiting for a second operator (all of them a click away),
 * newest first, each approved or rejected in a dialog that shows what it changes; the maker may
 * withdraw their own. The badge counts what the signed-in operator may decide.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const [view, setView] = useState<'pending' | 'all'>('pending');
  const waiting = useQuery({ queryKey: ['system/approval', 'pendingCount'], queryFn: pendingCount, refetchInterval: 30_000 });
  return (
    <ResourcePage
      definition={approvalResource}
      scope={view === 'pending' ? PENDING : undefined}
      actionDialogs={dialogs}
      filterInputs={FILTER_INPUTS}
      cells={{
        kindTitle: (value, row: ResourceRow) => (value ? label(value as Label) : <Typography.Text code>{String(row.kind)}</Typography.Text>),
        subjectType: (value, row: ResourceRow) => {
          const subject = APPROVAL_SUBJECT_OPTIONS.find((option) => option.value === value);
          return (
            <span style={{ whiteSpace: 'nowrap' }}>
              {subject ? label(subject.label) : <Typography.Text code>{String(value)}</Typography.Text>}
              {row.subjectKey ? <MutedText> {String(row.subjectKey)}</MutedText> : null}
            </span>
          );
        },
      }}
      detailExtra={(row) => <PayloadView kind={String(row.kind)} payload={row.payload} />}
      toolbarExtra={
        <Segmented
          value={view}
          onChange={(value) => setView(value as 'pending' | 'all')}
          options={[
            {
              value: 'pending',
              label: (
                <span data-testid="approval-pending-tab" title={t('message.approval.waitingForYou', { count: waiting.data ?? 0 })}>
                  {t('message.approval.pending')}
                  <Badge count={waiting.data ?? 0} size="small" style={{ marginInlineStart: 6 }} />
                </span>
              ),
            },
            { value: 'all', label: t('message.approval.all') },
          ]}
        />
      }
      testId="approval-list"
    />
  );
}
