import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/components/states/ErrorPage';
import { leaveToLogin } from '@/lib/session';

export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      status="401"
      title={t('message.noAccess.title')}
      message={t('message.noAccess.message')}
      action={t('message.noAccess.reauthorize')}
      onAction={leaveToLogin}
    />
  );
}
