import './locales';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { logOut } from '@/lib/logOut';
import { useSession } from '@/lib/session';
import { PasswordForm } from './components/PasswordForm';

/**
 * After an administrator's reset the server refuses everything but changing the password, so
 * the console shows only this: a dialog that closes by a successful change (the session's user
 * no longer must change it, and the console continues) or by signing out.
 */
export function PasswordChangeGate() {
  const { t } = useTranslation();
  const changed = () => {
    const session = useSession.getState();
    if (session.userInfo) session.setUserInfo({ ...session.userInfo, mustChangePassword: false });
  };
  return (
    <Modal
      open
      title={t('message.personalCentre.forced.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button onClick={() => void logOut()} data-testid="forced-sign-out">
          {t('message.personalCentre.forced.signOut')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('message.personalCentre.forced.intro')}</Typography.Paragraph>
      <PasswordForm onChanged={changed} />
    </Modal>
  );
}
