import { Alert, Descriptions, Form, Input, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Label } from '@ledgerdesk/shared';
import { APPROVAL_REMARK_MAX, approvalResource } from '@ledgerdesk/shared/resources/system/approval';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { resourceApi, type ResourceRow } from '@/components/resource/resourceApi';
import { useLabel } from '@/components/resource/useLabel';
import { formatDateTime } from '@/components/format/formatDateTime';
import { FormDialog } from '@/components/review/FormDialog';
import { PayloadView } from './PayloadView';
import '../locales';

const api = resourceApi(approvalResource);

/**
 * Approving or rejecting one request: who asked and why, what it changes (before and after), then
 * the decision with a remark (required to reject). The server refuses the maker and anyone without
 * the kind's own permission; its refusal is shown inside the dialog, in the operator's language.
 */
export function ApprovalDecisionDialog({ name, action, rows, run, onDone, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const target = rows[0]!;
  const detail = useQuery({ queryKey: ['system/approval', 'decide', target.id], queryFn: () => api.get<ResourceRow>(target.id) });
  const request = detail.data;
  const rejecting = name === 'reject';
  const actionName = label(action.label);
  return (
    <FormDialog<{ remark?: string }>
      open
      title={t('message.approval.requestTitle', { action: actionName, id: target.id })}
      danger={action.danger}
      okText={actionName}
      onSubmit={(values) => run({ remark: values.remark?.trim() ?? '' })}
      onDone={onDone}
      onClose={onClose}
      testId={`approval-${name}-dialog`}
    >
      <Alert type={rejecting ? 'warning' : 'info'} showIcon style={{ marginBottom: 12 }} title={t(rejecting ? 'message.approval.rejectHint' : 'message.approval.approveHint')} />
      {!request ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={label(approvalResource.fields.kindTitle.label)}>
              {request.kindTitle ? label(request.kindTitle as never) : String(request.kind)}
            </Descriptions.Item>
            {/* The summary names the subject and, for several kinds, what it held before: the payload alone does not. */}
            <Descriptions.Item label={label(approvalResource.fields.summary.label)}>{label(request.summary as Label)}</Descriptions.Item>
            <Descriptions.Item label={t('message.approval.requestedBy')}>{String(request.makerIdLabel ?? request.makerId)}</Descriptions.Item>
            <Descriptions.Item label={t('message.approval.requestedAt')}>{formatDateTime(String(request.createdAt))}</Descriptions.Item>
            {request.makerRemark ? <Descriptions.Item label={t('message.approval.note')}>{String(request.makerRemark)}</Descriptions.Item> : null}
          </Descriptions>
          <PayloadView kind={String(request.kind)} payload={request.payload} />
        </>
      )}
      <Form.Item
        name="remark"
        label={t('message.approval.remark')}
        style={{ marginTop: 16 }}
        rules={[{ required: rejecting, whitespace: true, message: t('message.approval.remarkRequired') }, { max: APPROVAL_REMARK_MAX }]}
      >
        <Input.TextArea rows={2} maxLength={APPROVAL_REMARK_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
