import '../locales';
import { Alert, Card, Spin, Tabs, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { personalKeys } from '../api';
import { LoginHistory } from '../components/LoginHistory';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileCard } from '../components/ProfileCard';
import { SessionList } from '../components/SessionList';
import { useProfile } from '../components/useProfile';

const T = 'message.personalCentre.tabs';

/** SPEC §2 `/personal`: open to every signed-in user (a static route of the shell, not a granted menu). */
export default function PersonalPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const afterPasswordChange = () => queryClient.invalidateQueries({ queryKey: personalKeys.all });
  return (
    <Card title={t('message.personal.title')}>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'profile',
            label: t(`${T}.profile`),
            children: profile.data ? (
              <ProfileCard profile={profile.data} onChanged={profile.accept} />
            ) : profile.isError ? (
              <Alert type="error" showIcon title={profile.error.message} />
            ) : (
              <Spin />
            ),
          },
          {
            key: 'password',
            label: t(`${T}.password`),
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('message.personalCentre.password.intro')}</Typography.Paragraph>
                <PasswordForm onChanged={afterPasswordChange} />
              </>
            ),
          },
          { key: 'history', label: t(`${T}.history`), children: <LoginHistory /> },
          { key: 'sessions', label: t(`${T}.sessions`), children: <SessionList /> },
        ]}
      />
    </Card>
  );
}
