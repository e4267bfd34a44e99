import type { ReactNode } from 'react';
import { Alert, App, Form, Input, Radio, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewAction, ReviewRights } from '@ledgerdesk/shared';
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
  /** Their name, as the lists show people. */
  createdByName?: string | null;
  /**
   * What the server says this operator may decide (the row's `reviewRights`): a barred decision is
   * not offered, and its reason is shown instead.
   */
  rights?: ReviewRights;
  /** The confirmation asked before a decision is sent, naming the record and its amount. */
  confirmText: (values: ReviewValues) => ReactNode;
  /** Fields shown only when approving (the recharge's credited amount). */
  approveFields?: ReactNode;
  /** Beside rejecting, when the remark becomes mandatory (a credited amount that differs). */
  remarkRequiredWhen?: (values: ReviewValues) => boolean;
  onSubmit: (values: ReviewValues) => Promise<unknown>;
  onDone?: () => void;
  onClose: () => void;
}

const ACTIONS: readonly ReviewAction[] = ['approve', 'reject'];

/**
 * Approve or reject, each confirmed before it is sent. Only the decisions the server would accept
 * are offered; the others say why not. A rejection needs a reason the member can be told.
 */
export function ReviewDialog(props: ReviewDialogProps) {
  const { open, title, summary, createdBy, createdByName, rights, confirmText, approveFields, remarkRequiredWhen, onSubmit, onDone, onClose } = props;
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<ReviewValues>();
  const me = useSession((s) => s.userInfo?.id);
  const action = Form.useWatch('action', form);
  const remarkRequired = (values: ReviewValues) => values.action === 'reject' || (remarkRequiredWhen?.(values) ?? false);
  const isAllowed = (a: ReviewAction) => rights?.[a].allowed ?? true;
  const firstAllowed = ACTIONS.find(isAllowed);
  const barred = ACTIONS.filter((a) => !isAllowed(a));
  const who = createdByName ? createdByName : `#${createdBy}`;

  const confirm = async (values: ReviewValues) => {
    const rejecting = values.action === 'reject';
    return modal.confirm({
      title: t(rejecting ? 'message.common.review.confirmReject' : 'message.common.review.confirmApprove'),
      content: confirmText(values),
      okText: t(rejecting ? 'message.common.review.reject' : 'message.common.review.approve'),
      okButtonProps: { danger: rejecting },
      cancelText: t('message.resource.cancel'),
    });
  };

  return (
    <FormDialog<ReviewValues>
      open={open}
      title={title}
      form={form as FormInstance<ReviewValues>}
      initialValues={{ action: firstAllowed }}
      okText={t(action === 'reject' ? 'message.common.review.reject' : 'message.common.review.approve')}
      danger={action === 'reject'}
      okDisabled={!firstAllowed}
      confirm={confirm}
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
                : t('message.common.review.createdBy', { name: who })
          }
        />
      )}
      <Form.Item name="action" label={t('message.common.review.decision')} rules={[{ required: true, message: t('message.common.review.nothingAllowed') }]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={ACTIONS.map((a) => ({ value: a, label: t(`message.common.review.${a}`), disabled: !isAllowed(a) }))}
        />
      </Form.Item>
      {barred.map((a) => (
        <Typography.Paragraph key={a} type="warning" data-testid={`review-barred-${a}`} style={{ marginTop: -12 }}>
          {t('message.common.review.barredTitle', { action: t(`message.common.review.${a}`) })}
          {t(`message.common.review.barred.${rights?.[a].reason ?? 'NOT_REVIEWABLE'}`)}
        </Typography.Paragraph>
      ))}
      {action !== 'reject' && firstAllowed && approveFields}
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
