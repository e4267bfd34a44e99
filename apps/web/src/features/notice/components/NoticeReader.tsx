import { useState } from 'react';
import { Button, Flex, Modal, Tag, Typography } from 'antd';
import { PushpinOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MyNotice } from '@ledgerdesk/shared/notice';
import { NOTICE_TYPE_DICT } from '@ledgerdesk/shared/resources/system/notice';
import { DictTag } from '@/components/dict/DictTag';
import { formatDateTime } from '@/components/format/formatDateTime';
import { SafeHtml } from '@/components/richText/SafeHtml';
import '../locales';
import { useMarkRead } from '../api';

/** One notice read in a dialog: its kind, when it was published, and its content rebuilt from the allow-list. */
export function NoticeReader({ notice, onClose }: { notice: MyNotice | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={notice !== null}
      onCancel={onClose}
      title={notice?.title}
      width={720}
      footer={<Button onClick={onClose} data-testid="notice-reader-close">{t('message.notice.reader.close')}</Button>}
      destroyOnHidden
    >
      {notice ? (
        <div data-testid="notice-reader">
          <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
            <DictTag dictType={NOTICE_TYPE_DICT} value={notice.noticeType} />
            {notice.pinned ? (
              <Tag icon={<PushpinOutlined />} color="warning">
                {t('message.notice.centre.pinned')}
              </Tag>
            ) : null}
            <Typography.Text type="secondary">{t('message.notice.reader.publishedAt', { time: formatDateTime(notice.publishedAt) })}</Typography.Text>
          </Flex>
          <SafeHtml html={notice.content} testId="notice-content" />
        </div>
      ) : null}
    </Modal>
  );
}

/** Opening a notice marks it read (once); the reader dialog to render beside the list. */
export function useNoticeReader() {
  const [current, setCurrent] = useState<MyNotice | null>(null);
  const markRead = useMarkRead();
  const open = (notice: MyNotice) => {
    setCurrent(notice);
    if (!notice.read) markRead.mutate(notice.id);
  };
  return { open, reader: <NoticeReader notice={current} onClose={() => setCurrent(null)} /> };
}
