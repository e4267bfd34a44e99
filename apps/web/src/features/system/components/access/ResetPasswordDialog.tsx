import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { useLabel } from '@/components/resource/useLabel';
import { FormDialog } from '@/components/review/FormDialog';
import '../../locales/access';
import { PasswordStrengthInput } from './PasswordStrengthInput';

/** The administrator's password reset, with the strength shown while typing; the user must change it at next sign-in. */
export function ResetPasswordDialog({ action, rows, run, onDone, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const field = action.input?.password;
  const row = rows[0];
  const who = row ? `${String(row.userName ?? '')} #${row.id}` : '';
  return (
    <FormDialog<{ password: string }>
      open
      title={`${label(action.label)} ${who}`}
      danger
      okText={label(action.label)}
      onSubmit={(values) => run({ password: values.password })}
      onDone={onDone}
      onClose={onClose}
      testId="reset-password-dialog"
    >
      <Typography.Paragraph type="secondary">{t('message.access.resetPassword.hint')}</Typography.Paragraph>
      <Form.Item
        name="password"
        label={field ? label(field.label) : undefined}
        extra={field?.help ? label(field.help) : undefined}
        rules={[{ required: true, message: field ? t('message.resource.validation.required', { label: label(field.label) }) : undefined }]}
      >
        <PasswordStrengthInput />
      </Form.Item>
    </FormDialog>
  );
}
