import { useState } from 'react';
import { Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ledgerdesk/shared';
import type { PersonalLoginRow } from '@ledgerdesk/shared/personal';
import { dictLabel } from '@/components/dict/dictLabel';
import { useDictData } from '@/components/dict/useDictData';
import { formatDateTime } from '@/components/format/formatDateTime';
import { getLoginLog, personalKeys } from '../api';
import { methodLabel, orUnknown } from './clientLabels';

const H = 'message.personalCentre.history';
/** Reasons other sign-in methods write (mobile codes and the like), labelled by the area that writes them. */
const LOGIN_RESULT_DICT = 'sys_login_result';

/** The user's own sign-in attempts (and lock-screen and password-change attempts), newest first. */
export function LoginHistory() {
  const { t, i18n } = useTranslation();
  const otherResults = useDictData(LOGIN_RESULT_DICT).data;
  const resultLabel = (reason: string): string => {
    const key = `message.personalCentre.reasons.${reason}`;
    if (i18n.exists(key)) return t(key);
    const entry = otherResults?.find((v) => v.value === reason);
    return entry ? dictLabel(entry, i18n.language as Language) : reason;
  };
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
            <Tag color={row.success ? 'success' : 'error'}>{resultLabel(row.reason)}</Tag>
          ),
        },
      ]}
    />
  );
}
