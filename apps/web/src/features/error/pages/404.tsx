import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorPage } from '@/components/states/ErrorPage';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorPage
      status="404"
      title={t('message.notFound.title')}
      message={t('message.notFound.message')}
      action={t('message.notFound.back')}
      onAction={() => navigate('/home')}
    />
  );
}
