import { useState } from 'react';
import { Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PersonalLoginRow } from '@ledgerdesk/shared/personal';
import { formatDateTime } from '@/components/format/formatDateTime';
import { getLoginLog, personalKeys } from '../api';
import { methodLabel, orUnknown } from './clientLabels';

const H = 'message.personalCentre.history';

/** The user's own sign-in attempts (and lock-screen and password-change attempts), newest first. */
export function LoginHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const log = useQuery({
    queryKey: personalKeys.loginLog(page.pageIndex, page.pageSize),
    queryFn: () => getLoginLog(page.pageIndex, page.pageSize),
    placeholderData: keepPreviousData,
  });
  return (
    <Table<PersonalLoginRow>
      rowKey="id"
      size="middle"
      data-testid="login-history"
      loading={log.isFetching}
      dataSource={log.data?.list ?? []}
      scroll={{ x: 760 }}
      pagination={{
        current: page.pageIndex,
        pageSize: page.pageSize,
        total: log.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: ['10', '20', '50', '100'],
        onChange: (pageIndex, pageSize) => setPage({ pageIndex: pageSize === page.pageSize ? pageIndex : 1, pageSize }),
      }}
      columns={[
        { key: 'time', title: t(`${H}.time`), dataIndex: 'createdAt', width: 180, render: (v: string) => formatDateTime(v) },
        { key: 'ip', title: t(`${H}.ip`), dataIndex: 'ip', width: 140 },
        { key: 'browser', title: t(`${H}.browser`), dataIndex: 'browser', width: 160, render: (v: string) => orUnknown(t, v) },
        { key: 'os', title: t(`${H}.os`), dataIndex: 'os', width: 130, render: (v: string) => orUnknown(t, v) },
        { key: 'method', title: t(`${H}.method`), dataIndex: 'method', width: 110, render: (v: string) => methodLabel(t, v) },
        {
          key: 'result',
          title: t(`${H}.result`),
          render: (_v, row) => (
            <Tag color={row.success ? 'success' : 'error'}>{t(`message.personalCentre.reasons.${row.reason}`, { defaultValue: row.reason })}</Tag>
          ),
        },
      ]}
    />
  );
}
