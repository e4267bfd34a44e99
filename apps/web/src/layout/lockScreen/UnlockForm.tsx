import { useState, type FormEvent } from 'react';
import { Alert, Avatar, Button, Input } from 'antd';
import { ArrowRightOutlined, LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ResultCode, type UnlockFailureData } from '@ledgerdesk/shared';
import { ApiError } from '@/lib/request';
import { logOut } from '@/lib/logOut';
import { leaveToLogin } from '@/lib/session';
import { unlockScreen } from './unlockApi';

interface Props {
  userName: string;
  avatar: string;
  onUnlocked: () => void;
  onBack: () => void;
}

/** The password box revealed by the swipe; the server checks the password (DESIGN §7). */
export function UnlockForm({ userName, avatar, onUnlocked, onBack }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const explain = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('message.lockScreen.failed', { msg: String(error) });
    const data = error.data as UnlockFailureData | null;
    if (data?.reason === 'wrongPassword') {
      return data.attemptsLeft === undefined
        ? t('message.lockScreen.wrongPasswordNoCount')
        : t('message.lockScreen.wrongPassword', { count: data.attemptsLeft });
    }
    if (data?.reason === 'tooManyAttempts') {
      return t('message.lockScreen.tooManyAttempts', { minutes: Math.ceil((data.retryAfterSeconds ?? 60) / 60) });
    }
    return t('message.lockScreen.failed', { msg: error.msg });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await unlockScreen({ password });
      onUnlocked();
    } catch (error) {
      // The session ended while locked: the only way on is to sign in again.
      if (error instanceof ApiError && error.code === ResultCode.unauthorized) leaveToLogin();
      setProblem(explain(error));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="unlock-form" onSubmit={(e) => void submit(e)} aria-label={t('message.lockScreen.label')}>
      <Avatar size={72} src={avatar || undefined}>
        {userName.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className="unlock-form-user" data-testid="unlock-user">
        {userName}
      </div>
      <div className="unlock-form-row">
        <Input.Password
          autoFocus
          size="large"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder={t('message.lockScreen.passwordPlaceholder')}
          aria-label={t('message.lockScreen.password')}
          autoComplete="current-password"
          status={problem ? 'error' : undefined}
        />
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          loading={busy}
          icon={<ArrowRightOutlined />}
          aria-label={t('message.lockScreen.submit')}
        />
      </div>
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      <div className="unlock-form-links">
        <Button type="link" onClick={onBack}>
          {t('message.lockScreen.back')}
        </Button>
        <Button type="link" icon={<LogoutOutlined />} onClick={() => void logOut()}>
          {t('message.lockScreen.logout')}
        </Button>
      </div>
    </form>
  );
}
