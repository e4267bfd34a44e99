import { useState } from 'react';
import { Badge, Button, Empty, Flex, Popover, Spin, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MyNotice } from '@ledgerdesk/shared/notice';
import { useNoticeReader } from '@/features/notice/components/NoticeReader';
import { NoticeRow } from '@/features/notice/components/NoticeRow';
import { ToolButton } from './ToolButton';
import { useNotices } from './useNotices';

/** The bell: unread count, mark all read, the unread notices (or the empty text) and the way to the notification centre. */
export function Notifications() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { notices, unreadCount, loading, markAllRead, markingAllRead, centrePath } = useNotices(open);
  const { open: read, reader } = useNoticeReader();
  const openNotice = (notice: MyNotice) => {
    setOpen(false);
    read(notice);
  };

  const content = (
    <div data-testid="notifications-panel" style={{ width: 'min(340px, calc(100vw - 32px))' }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 4 }}>
        <Typography.Text strong>{t('message.layout.notifications')}</Typography.Text>
        <Button type="link" size="small" disabled={unreadCount === 0} loading={markingAllRead} onClick={markAllRead}>
          {t('message.layout.markAllRead')}
        </Button>
      </Flex>
      <Spin spinning={loading}>
        {notices.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('message.layout.noNotices')} />
        ) : (
          <ul className="ld-notice-rows" style={{ maxHeight: 360, overflowY: 'auto' }}>
            {notices.map((n) => (
              <NoticeRow key={n.id} notice={n} onOpen={openNotice} compact />
            ))}
          </ul>
        )}
      </Spin>
      <Button
        block
        type="link"
        disabled={!centrePath}
        onClick={() => {
          setOpen(false);
          if (centrePath) navigate(centrePath);
        }}
      >
        {t('message.layout.noticeCentre')}
      </Button>
    </div>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" content={content} open={open} onOpenChange={setOpen}>
        <Badge count={unreadCount} size="small" offset={[-6, 6]} data-testid="notifications-badge">
          <ToolButton label={t('message.layout.notifications')} icon={<BellOutlined />} testId="notifications" menuOpen={open} />
        </Badge>
      </Popover>
      {reader}
    </>
  );
}
