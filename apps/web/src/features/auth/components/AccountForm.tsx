import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useSession } from '@/lib/session';
import { useRetranslatedErrors } from '@/lib/useRetranslatedErrors';
import { getCaptcha, signIn } from '../api';
import type { SignedInHandler } from '../types';
import { CaptchaField } from './CaptchaField';
import { describeLoginFailure, greetingKey } from './loginFailure';

interface AccountValues {
  username: string;
  password: string;
  captchaCode?: string;
}

export function AccountForm({ onSignedIn }: { onSignedIn: SignedInHandler }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AccountValues>();
  useRetranslatedErrors(form);
  const [submitting, setSubmitting] = useState(false);
  // Kept as what happened, worded at render: a language switch re-words it.
  const [failure, setFailure] = useState<{ noPermission: true } | { error: unknown } | null>(null);
  const captcha = useQuery({ queryKey: ['captcha'], queryFn: getCaptcha, gcTime: 0, staleTime: Infinity });
  const captchaOn = captcha.data?.enabled ?? true;

  const freshCaptcha = () => {
    form.setFieldValue('captchaCode', '');
    void captcha.refetch();
  };

  const submit = async ({ username, password, captchaCode }: AccountValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      const { token, session } = await signIn({
        username,
        password,
        captchaId: captcha.data?.captchaId ?? '',
        captchaCode: captchaCode ?? '',
      });
      useSession.getState().signIn(token, session);
      const outcome = await onSignedIn();
      if (outcome === 'ready') {
        const greeting = t(greetingKey(new Date().getHours()));
        feedback().message.success(t('message.login.signedIn', { greeting }));
        return;
      }
      if (outcome !== 'failed') setFailure({ noPermission: true });
      freshCaptcha();
    } catch (error) {
      setFailure({ error });
      freshCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<AccountValues> form={form} name="login" layout="vertical" size="large" onFinish={submit} data-testid="login-form" requiredMark={false}>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={'error' in failure ? describeLoginFailure(failure.error, t) : t('message.login.failure.noPermission')}
          style={{ marginBottom: 16 }}
          role="alert"
        />
      )}
      <Form.Item label={t('message.login.userName')} name="username" rules={[{ required: true, whitespace: true, message: t('message.login.userNameRequired') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('message.login.userNamePlaceholder')} autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item label={t('message.login.password')} name="password" rules={[{ required: true, message: t('message.login.passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('message.login.passwordPlaceholder')} autoComplete="current-password" maxLength={128} />
      </Form.Item>
      {captchaOn && (
        <CaptchaField formName="login" captcha={captcha} rules={[{ required: true, whitespace: true, message: t('message.login.captchaRequiredField') }]} />
      )}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('message.login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
