import { useState } from 'react';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/format/formatDateTime';
import '../locales';
import { useNoticeReaders } from '../api';

/** Under a notice's details: who has read it, latest first. */
export function NoticeReaders({ id }: { id: number }) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(1);
  const readers = useNoticeReaders(id, pageIndex);
  const total = readers.data?.total ?? 0;
  return (
    <div data-testid="notice-readers" style={{ marginTop: 16 }}>
      <Typography.Title level={5}>
        {t('message.notice.admin.readers')} ({total})
      </Typography.Title>
      <Table
        size="small"
        rowKey="userId"
        loading={readers.isFetching}
        dataSource={readers.data?.list ?? []}
        locale={{ emptyText: t('message.notice.admin.readersEmpty') }}
        pagination={total > 10 ? { current: pageIndex, pageSize: 10, total, onChange: setPageIndex, showSizeChanger: false } : false}
        columns={[
          { title: t('message.notice.admin.userName'), dataIndex: 'userName' },
          { title: t('message.notice.admin.nickname'), dataIndex: 'nickname' },
          { title: t('message.notice.admin.readAt'), dataIndex: 'readAt', render: (v: string) => formatDateTime(v) },
        ]}
      />
    </div>
  );
}
