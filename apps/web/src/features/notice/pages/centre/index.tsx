import { useState } from 'react';
import { App, Button, Card, Empty, Flex, Pagination, Segmented, Spin } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import '../../locales';
import { useMarkAllRead, useMyNotices, useUnreadCount } from '../../api';
import { useNoticeReader } from '../../components/NoticeReader';
import { NoticeRow } from '../../components/NoticeRow';

const C = 'message.notice.centre';
const PAGE_SIZE = 10;

/**
 * The notification centre: every notice addressed to the user, pinned first then newest, unread
 * ones marked; opening one reads it (and marks it read); all can be marked read at once. Open to
 * every signed-in user (its calls need a session only).
 */
export default function NoticeCentrePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageIndex, setPageIndex] = useState(1);
  const notices = useMyNotices(pageIndex, PAGE_SIZE, unreadOnly);
  const unread = useUnreadCount().data ?? 0;
  const markAll = useMarkAllRead();
  const { open, reader } = useNoticeReader();
  const list = notices.data?.list ?? [];

  return (
    <Card
      title={t(`${C}.title`)}
      data-testid="notice-centre"
      extra={
        <Button
          icon={<CheckOutlined />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onSuccess: () => message.success(t(`${C}.allRead`)) })}
        >
          {t(`${C}.markAllRead`)}
        </Button>
      }
    >
      <Segmented
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(v) => {
          setUnreadOnly(v === 'unread');
          setPageIndex(1);
        }}
        options={[
          { value: 'all', label: t(`${C}.all`) },
          { value: 'unread', label: `${t(`${C}.unread`)} (${unread})` },
        ]}
        style={{ marginBottom: 12 }}
      />
      <Spin spinning={notices.isFetching && !notices.data}>
        {list.length === 0 && !notices.isLoading ? (
          <Empty description={t(unreadOnly ? `${C}.emptyUnread` : `${C}.empty`)} />
        ) : (
          <ul className="ld-notice-rows">
            {list.map((n) => (
              <NoticeRow key={n.id} notice={n} onOpen={open} />
            ))}
          </ul>
        )}
      </Spin>
      {(notices.data?.total ?? 0) > PAGE_SIZE ? (
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <Pagination current={pageIndex} pageSize={PAGE_SIZE} total={notices.data?.total ?? 0} onChange={setPageIndex} showSizeChanger={false} />
        </Flex>
      ) : null}
      {reader}
    </Card>
  );
}
