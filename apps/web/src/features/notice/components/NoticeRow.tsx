import { Badge, Flex, Tag, Typography } from 'antd';
import { PushpinOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MyNotice } from '@ledgerdesk/shared/notice';
import { NOTICE_TYPE_DICT } from '@ledgerdesk/shared/resources/system/notice';
import { DictTag } from '@/components/dict/DictTag';
import { formatDateTime } from '@/components/format/formatDateTime';
import '../locales';
import './notice.css';

/**
 * One notice in a list (the bell's and the centre's): unread ones carry a dot and a bold title;
 * the whole row is a button that opens it. `compact` leaves the tags out (the bell is narrow).
 */
export function NoticeRow({ notice, onOpen, compact }: { notice: MyNotice; onOpen: (notice: MyNotice) => void; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={`ld-notice-row${notice.read ? '' : ' ld-notice-unread'}`} data-testid="notice-row" data-read={notice.read}>
      <button type="button" className="ld-notice-row-button" onClick={() => onOpen(notice)}>
        <Flex gap={8} align="flex-start">
          <Badge status={notice.read ? 'default' : 'processing'} style={{ visibility: notice.read ? 'hidden' : 'visible', marginTop: 2 }} />
          <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Flex gap={6} align="center" wrap style={{ minWidth: 0 }}>
              {!compact && notice.pinned ? (
                <Tag icon={<PushpinOutlined />} color="warning" style={{ marginInlineEnd: 0 }}>
                  {t('message.notice.centre.pinned')}
                </Tag>
              ) : null}
              {!compact ? <DictTag dictType={NOTICE_TYPE_DICT} value={notice.noticeType} /> : null}
              <Typography.Text strong={!notice.read} ellipsis style={{ minWidth: 0, flex: 1 }}>
                {compact && notice.pinned ? <PushpinOutlined style={{ marginInlineEnd: 4 }} /> : null}
                {notice.title}
              </Typography.Text>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {notice.read ? '' : `${t('message.notice.centre.unreadMark')} · `}
              {formatDateTime(notice.publishedAt)}
            </Typography.Text>
          </Flex>
        </Flex>
      </button>
    </li>
  );
}
