import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@ledgerdesk/shared';
import { Auth } from '@/components/auth/Auth';
import { translateTitle } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useThemeConfig } from '@/lib/themeConfig';
import { useIsMobile } from '@/lib/useIsMobile';
import { TodoBoard } from '../components/TodoBoard';
import '../locales';

/** The intro points to where the menu is: on a phone it is a drawer behind the ☰ button, whatever the layout. */
function useIntro(): string {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const layout = useThemeConfig((s) => s.themeConfig.layout);
  if (isMobile) return t('message.home.introPhone');
  return layout === 'transverse' ? t('message.home.introTop') : t('message.home.intro');
}

export default function HomePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const intro = useIntro();
  if (!user) return null;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('message.home.welcome', { name: user.userNickname || user.userName })}
        </Typography.Title>
        <Typography.Paragraph type="secondary" data-testid="home-intro">
          {intro}
        </Typography.Paragraph>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('message.home.roles')}>
            {user.roleNames.map((name, i) => (
              <Tag key={user.roles[i] ?? name} color="blue">
                {translateTitle(name)}
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
