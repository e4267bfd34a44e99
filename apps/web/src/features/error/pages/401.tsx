import { useTranslation } from 'react-i18next';
import { ErrorPage } from '@/components/states/ErrorPage';
import { logOut } from '@/lib/logOut';

/**
 * Re-authorizing signs in again as someone with the right, so it first ends this session on the
 * server (the sign-out call): the old token must not stay valid behind the sign-in page.
 */
export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      status="401"
      title={t('message.noAccess.title')}
      message={t('message.noAccess.message')}
      action={t('message.noAccess.reauthorize')}
      onAction={() => void logOut()}
    />
  );
}
