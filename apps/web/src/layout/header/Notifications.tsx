import { Badge, Button, Empty, Flex, Popover, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ToolButton } from './ToolButton';
import { useNotices } from './useNotices';

/** The bell: unread count, mark all read, the list (or its empty text) and the way to the notification centre. */
export function Notifications() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notices, unreadCount, isRead, markAllRead, centrePath } = useNotices();

  const content = (
    <div data-testid="notifications-panel" style={{ width: 300 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('message.layout.notifications')}</Typography.Text>
        <Button type="link" size="small" disabled={unreadCount === 0} onClick={markAllRead}>
          {t('message.layout.markAllRead')}
        </Button>
      </Flex>
      {notices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('message.layout.noNotices')} />
      ) : (
        <ul className="ld-notice-list">
          {notices.map((n) => (
            <li key={n.id}>
              <Typography.Text type={isRead(n.id) ? 'secondary' : undefined}>{n.title}</Typography.Text>
              <Typography.Text type="secondary">{n.time}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
      <Button block type="link" disabled={!centrePath} onClick={() => centrePath && navigate(centrePath)}>
        {t('message.layout.noticeCentre')}
      </Button>
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Badge count={unreadCount} size="small" offset={[-6, 6]}>
        <ToolButton label={t('message.layout.notifications')} icon={<BellOutlined />} testId="notifications" />
      </Badge>
    </Popover>
  );
}
