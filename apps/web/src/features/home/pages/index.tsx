import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@ledgerdesk/shared';
import { Auth } from '@/components/auth/Auth';
import { useSession } from '@/lib/session';
import { TodoBoard } from '../components/TodoBoard';
import '../locales';

export default function HomePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  if (!user) return null;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('message.home.welcome', { name: user.userNickname || user.userName })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('message.home.intro')}</Typography.Paragraph>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('message.home.roles')}>
            {user.roles.map((r) => (
              <Tag key={r} color="blue">
                {r}
              </Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label={t('message.home.signInTime')}>{dayjs(user.time).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Auth value={PERMISSIONS.todoSummary}>
        <TodoBoard />
      </Auth>
    </Space>
  );
}
