import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a call needs: a permission string, or any signed-in user, or nothing (public). */
export function AccessTag({ access }: { access: string }) {
  const { t } = useTranslation();
  if (access === 'public') return <Tag color="success">{t('message.apiDoc.access.public')}</Tag>;
  if (access === 'authenticated') return <Tag color="processing">{t('message.apiDoc.access.authenticated')}</Tag>;
  if (access === 'undeclared') return <Tag color="error">{t('message.apiDoc.access.undeclared')}</Tag>;
  return (
    <Tag color="purple" style={{ fontFamily: 'monospace' }}>
      {access}
    </Tag>
  );
}
