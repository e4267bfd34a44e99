import { Table, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageResult } from '@ledgerdesk/shared';

export interface RecentRecordsProps<Row extends { id: number }> {
  queryKey: string;
  memberId: number;
  fetch: (memberId: number) => Promise<PageResult<Row>>;
  columns: TableColumnsType<Row>;
  /** The full list, filtered to this member. */
  fullListPath: string;
}

/** A member's latest records of one kind, with a link to all of them. */
export function RecentRecords<Row extends { id: number }>({ queryKey, memberId, fetch, columns, fullListPath }: RecentRecordsProps<Row>) {
  const { t } = useTranslation();
  const records = useQuery({ queryKey: [queryKey, 'member', memberId], queryFn: () => fetch(memberId) });
  return (
    <>
      <Table<Row> rowKey="id" size="small" loading={records.isLoading} dataSource={records.data?.list} columns={columns} pagination={false} scroll={{ x: 640 }} />
      <div style={{ marginTop: 8, textAlign: 'right' }}>
        <Link to={`${fullListPath}?memberId=${memberId}`}>{t('message.member.detail.viewAll', { total: records.data?.total ?? 0 })}</Link>
      </div>
    </>
  );
}
