import { useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isPassword, isStrongPassword, ResultCode } from '@ledgerdesk/shared';
import type { PasswordChange } from '@ledgerdesk/shared/personal';
import { refusalOf } from '@/components/resource/serverRefusal';
import { refusalText } from '@/lib/refusalText';
import { changePassword } from '../api';
import { PasswordStrength } from '@/components/password/PasswordStrength';

interface Values extends PasswordChange {
  confirm: string;
}

const P = 'message.personalCentre.password';

/**
 * The change-password form of the personal centre and of the forced change after an
 * administrator's reset. The server decides; the same rules here only spare a round trip.
 */
export function PasswordForm({ onChanged }: { onChanged: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async ({ oldPassword, newPassword: next }: Values) => {
    setBusy(true);
    setFormError(null);
    try {
      await changePassword({ oldPassword, newPassword: next });
      form.resetFields();
      void message.success(t(`${P}.changed`));
      await onChanged();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.fields.oldPassword) form.setFields([{ name: 'oldPassword', errors: [t(`${P}.wrongOld`)] }]);
      if (refusal.fields.newPassword) {
        const same = oldPassword === next;
        form.setFields([{ name: 'newPassword', errors: [t(same ? `${P}.sameAsOld` : `${P}.weakRejected`)] }]);
      }
      if (!refusal.onFields) setFormError(refusal.error.code === ResultCode.tooManyRequests ? t(`${P}.tooMany`) : refusalText(refusal.error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} style={{ maxWidth: 420 }} requiredMark={false}>
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Form.Item name="oldPassword" label={t(`${P}.old`)} rules={[{ required: true, message: t(`${P}.oldRequired`) }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t(`${P}.new`)}
        extra={<PasswordStrength value={newPassword} />}
        dependencies={['oldPassword']}
        rules={[
          { required: true, message: t(`${P}.newRequired`) },
          {
            validator: async (_rule, value: string | undefined) => {
              if (!value) return;
              if (!isPassword(value)) throw new Error(t(`${P}.formatRejected`));
              if (!isStrongPassword(value)) throw new Error(t(`${P}.weakRejected`));
              if (value === form.getFieldValue('oldPassword')) throw new Error(t(`${P}.sameAsOld`));
            },
          },
        ]}
        tooltip={t(`${P}.rule`)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t(`${P}.confirm`)}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t(`${P}.newRequired`) },
          {
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== form.getFieldValue('newPassword')) throw new Error(t(`${P}.mismatch`));
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t(`${P}.submit`)}
      </Button>
    </Form>
  );
}
