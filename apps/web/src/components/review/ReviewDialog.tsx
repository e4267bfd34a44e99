import type { ReactNode } from 'react';
import { Alert, Form, Input, Radio, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewAction } from '@ledgerdesk/shared';
import '../locales';
import { useSession } from '@/lib/session';
import { FormDialog } from './FormDialog';

export interface ReviewValues {
  action: ReviewAction;
  remark?: string;
  /** Recharges only: the credited amount when it differs from the requested one. */
  amount?: string;
}

interface ReviewDialogProps {
  open: boolean;
  title: ReactNode;
  /** The facts the reviewer decides on (member, amount, state). */
  summary: ReactNode;
  /** The operator who created the record, to say so when it is the reviewer: the server refuses that approval. */
  createdBy?: number | null;
  /** Fields shown only when approving (the recharge's credited amount). */
  approveFields?: ReactNode;
  /** Beside rejecting, when the remark becomes mandatory (a credited amount that differs). */
  remarkRequiredWhen?: (values: ReviewValues) => boolean;
  onSubmit: (values: ReviewValues) => Promise<unknown>;
  onDone?: () => void;
  onClose: () => void;
}

/** Approve or reject. A rejection needs a reason the member can be told. */
export function ReviewDialog({ open, title, summary, createdBy, approveFields, remarkRequiredWhen, onSubmit, onDone, onClose }: ReviewDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReviewValues>();
  const me = useSession((s) => s.userInfo?.id);
  const action = Form.useWatch('action', form);
  const remarkRequired = (values: ReviewValues) => values.action === 'reject' || (remarkRequiredWhen?.(values) ?? false);

  return (
    <FormDialog<ReviewValues>
      open={open}
      title={title}
      form={form as FormInstance<ReviewValues>}
      initialValues={{ action: 'approve' }}
      okText={t(action === 'reject' ? 'message.common.review.reject' : 'message.common.review.approve')}
      danger={action === 'reject'}
      onSubmit={(values) => onSubmit({ ...values, remark: values.remark?.trim() ?? '' })}
      onDone={onDone}
      onClose={onClose}
      testId="review-dialog"
    >
      {summary}
      {createdBy !== undefined && (
        <Alert
          type={createdBy !== null && createdBy === me ? 'warning' : 'info'}
          showIcon
          style={{ margin: '12px 0' }}
          title={
            createdBy === null
              ? t('message.common.review.createdByMember')
              : createdBy === me
                ? t('message.common.review.createdByYou')
                : t('message.common.review.createdBy', { id: createdBy })
          }
        />
      )}
      <Form.Item name="action" label={t('message.common.review.decision')} rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'approve', label: t('message.common.review.approve') },
            { value: 'reject', label: t('message.common.review.reject') },
          ]}
        />
      </Form.Item>
      {action !== 'reject' && approveFields}
      <Form.Item
        name="remark"
        label={t(action === 'reject' ? 'message.common.review.reason' : 'message.common.review.remark')}
        required={action === 'reject'}
        dependencies={['action', 'amount']}
        rules={[
          ({ getFieldsValue }) => ({
            validator: (_, value: string | undefined) =>
              remarkRequired(getFieldsValue(true) as ReviewValues) && !value?.trim()
                ? Promise.reject(new Error(t(action === 'reject' ? 'message.common.review.reasonRequired' : 'message.common.review.remarkRequired')))
                : Promise.resolve(),
          }),
          { max: 500 },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} placeholder={t('message.common.review.remarkPlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}
