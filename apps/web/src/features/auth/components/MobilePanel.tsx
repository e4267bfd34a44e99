import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Form, Input, type InputRef } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isMobilePhone } from '@ledgerdesk/shared';
import { SMS_CODE_LENGTH, type MobileFailureData } from '@ledgerdesk/shared/sms';
import { feedback } from '@/lib/feedback';
import { ApiError } from '@/lib/request';
import { useSession } from '@/lib/session';
import { useRetranslatedErrors } from '@/lib/useRetranslatedErrors';
import { getCaptcha } from '../api';
import '../locales/mobile';
import { sendSmsCode, signInBySmsCode } from '../mobileApi';
import type { SignedInHandler } from '../types';
import { CaptchaField } from './CaptchaField';
import { greetingKey } from './loginFailure';
import { MethodNotEnabled } from './MethodNotEnabled';
import { describeMobileFailure, mobileReasonOf } from './mobileFailure';

interface MobileValues {
  phone: string;
  captchaCode?: string;
  code: string;
}

/** Kept untranslated, so switching the language re-words what is shown. */
type Notice = { kind: 'failure'; error: unknown } | { kind: 'noPermission' } | { kind: 'sent'; minutes: number };

/** Seconds until `until`, ticking while it lies ahead. */
function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Sign-in by a code sent to the phone: the number (and the picture captcha when the server has it
 * on) asks for a code, counted down until another may be asked for; the code signs in as the
 * password form does. The server answers alike whether or not an account has the number, so the
 * panel says a code is on its way "if the number belongs to an account".
 */
export function MobilePanel({ onSignedIn, onUseAccount }: { onSignedIn: SignedInHandler; onUseAccount: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MobileValues>();
  useRetranslatedErrors(form);
  const codeInput = useRef<InputRef>(null);
  // The captcha goes with asking for a code, not with signing in: it is required only then.
  const askingCode = useRef(false);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [disabled, setDisabled] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);
  // Its own captcha: each is single use, and the account form may hold another.
  const captcha = useQuery({ queryKey: ['captcha', 'mobile'], queryFn: getCaptcha, gcTime: 0, staleTime: Infinity });
  const captchaOn = captcha.data?.enabled ?? true;

  const failed = (error: unknown) => {
    if (mobileReasonOf(error) === 'methodDisabled') setDisabled(true);
    setNotice({ kind: 'failure', error });
  };

  const getCode = async () => {
    askingCode.current = true;
    try {
      await form.validateFields(captchaOn ? ['phone', 'captchaCode'] : ['phone']);
    } catch {
      return;
    } finally {
      askingCode.current = false;
    }
    const { phone, captchaCode } = form.getFieldsValue();
    setSending(true);
    setNotice(null);
    try {
      const answer = await sendSmsCode({ phone, captchaId: captcha.data?.captchaId ?? '', captchaCode: captchaCode ?? '' });
      setResendAt(Date.now() + answer.resendAfterSeconds * 1000);
      setNotice({ kind: 'sent', minutes: Math.round(answer.expiresInSeconds / 60) });
      codeInput.current?.focus();
    } catch (error) {
      const retryAfter = error instanceof ApiError ? (error.data as Partial<MobileFailureData> | null)?.retryAfterSeconds : undefined;
      if (retryAfter) setResendAt(Date.now() + retryAfter * 1000);
      failed(error);
    } finally {
      setSending(false);
      // The server consumed the captcha, whatever it answered.
      if (captchaOn) {
        form.setFieldValue('captchaCode', '');
        void captcha.refetch();
      }
    }
  };

  const submit = async ({ phone, code }: MobileValues) => {
    setSubmitting(true);
    setNotice(null);
    try {
      const { token } = await signInBySmsCode({ phone, code });
      useSession.getState().signIn(token);
      const outcome = await onSignedIn();
      if (outcome === 'ready') {
        feedback().message.success(t('message.login.signedIn', { greeting: t(greetingKey(new Date().getHours())) }));
        return;
      }
      if (outcome !== 'failed') setNotice({ kind: 'noPermission' });
    } catch (error) {
      failed(error);
      form.setFieldValue('code', '');
    } finally {
      setSubmitting(false);
    }
  };

  const noticeText = (n: Notice) => {
    if (n.kind === 'sent') return t('message.mobileSignIn.sent', { minutes: n.minutes });
    if (n.kind === 'noPermission') return t('message.login.failure.noPermission');
    return describeMobileFailure(n.error, t);
  };

  return (
    <>
      {disabled && <MethodNotEnabled onUseAccount={onUseAccount} />}
      <Form<MobileValues>
        form={form}
        name="mobile-login"
        layout="vertical"
        size="large"
        onFinish={submit}
        requiredMark={false}
        disabled={disabled}
        data-testid="mobile-login-form"
      >
        {notice && !disabled && (
          <Alert
            type={notice.kind === 'sent' ? 'success' : 'error'}
            showIcon
            title={noticeText(notice)}
            style={{ marginBottom: 16 }}
            role={notice.kind === 'sent' ? 'status' : 'alert'}
          />
        )}
        <Form.Item
          label={t('message.login.mobile')}
          name="phone"
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('message.mobileSignIn.phoneRequired') },
            { validator: async (_, value: string) => (isMobilePhone((value ?? '').trim()) ? undefined : Promise.reject(new Error(t('message.mobileSignIn.phoneInvalid')))) },
          ]}
          normalize={(value: string) => value.replace(/\s+/g, '')}
        >
          <Input prefix={<MobileOutlined />} placeholder={t('message.login.mobilePlaceholder')} inputMode="tel" autoComplete="tel" maxLength={11} />
        </Form.Item>
        {captchaOn && (
          <CaptchaField
            formName="mobile"
            captcha={captcha}
            rules={[
              {
                validator: async (_: unknown, value?: string) => {
                  if (askingCode.current && !value?.trim()) throw new Error(t('message.login.captchaRequiredField'));
                },
              },
            ]}
          />
        )}
        <Form.Item label={t('message.login.smsCode')} required>
          <Flex gap={8}>
            <Form.Item
              name="code"
              noStyle
              validateFirst
              rules={[
                { required: true, message: t('message.mobileSignIn.codeRequired') },
                { pattern: new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), message: t('message.mobileSignIn.codeFormat') },
              ]}
            >
              <Input
                ref={codeInput}
                id="mobile_code"
                prefix={<SafetyOutlined />}
                placeholder={t('message.login.smsCodePlaceholder')}
                aria-label={t('message.login.smsCode')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={SMS_CODE_LENGTH}
              />
            </Form.Item>
            <Button onClick={() => void getCode()} loading={sending} disabled={disabled || secondsLeft > 0} style={{ minWidth: 132 }} data-testid="mobile-get-code">
              {secondsLeft > 0 ? t('message.mobileSignIn.resendIn', { count: secondsLeft }) : t('message.login.getCode')}
            </Button>
          </Flex>
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('message.login.submit')}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
