import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales';
import { FormDialog } from './FormDialog';

export interface ReasonValues {
  reason: string;
  [extra: string]: string | undefined;
}

interface ReasonDialogProps {
  open: boolean;
  title: ReactNode;
  /** What the action does, in a sentence the operator confirms. */
  description: ReactNode;
  reasonRequired?: boolean;
  /** More fields before the reason (a payout reference). */
  extraFields?: ReactNode;
  okText?: ReactNode;
  danger?: boolean;
  onSubmit: (values: ReasonValues) => Promise<unknown>;
  onDone?: () => void;
  onClose: () => void;
}

/** A confirmation for an action with consequences, with the reason it is recorded under. */
export function ReasonDialog({ open, title, description, reasonRequired = true, extraFields, okText, danger, onSubmit, onDone, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog<ReasonValues>
      open={open}
      title={title}
      okText={okText}
      danger={danger}
      onSubmit={(values) => onSubmit({ ...values, reason: values.reason?.trim() ?? '' })}
      onDone={onDone}
      onClose={onClose}
      testId="reason-dialog"
    >
      <div style={{ marginBottom: 16 }}>{description}</div>
      {extraFields}
      <Form.Item
        name="reason"
        label={t('message.common.review.reason')}
        rules={[{ required: reasonRequired, whitespace: true, message: t('message.common.review.reasonRequired') }, { max: 500 }]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
