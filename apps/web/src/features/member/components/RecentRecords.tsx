import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceDefinition } from '@ledgerdesk/shared';
import { useDictionaries } from '@/components/dict/useDictionaries';
import { dictTypesOf } from '@/components/resource/dictTypesOf';
import { fieldDisplay } from '@/components/resource/fieldDisplay';
import { resourceApi, type ResourceRow } from '@/components/resource/resourceApi';
import { resourceKeys } from '@/components/resource/resourceKeys';
import { useDisplayContext } from '@/components/resource/useDisplayContext';
import { useLabel } from '@/components/resource/useLabel';

const RECENT = 10;

/** What a row unfolds to, for the rows that have it. */
export interface Unfold {
  when: (row: ResourceRow) => boolean;
  render: (row: ResourceRow) => ReactNode;
}

interface RecentRecordsProps {
  /** A resource whose `memberId` field names the member (recharges, withdrawals, money log, real-name). */
  definition: ResourceDefinition;
  memberId: number;
  /** The fields shown, formatted as the resource's own page shows them. */
  fields: readonly string[];
  /** What a row unfolds to (a recharge's voucher, a real-name application's images). */
  unfold?: Unfold;
}

/** A member's latest records of one resource, with a link to its page filtered to the member. */
export function RecentRecords({ definition, memberId, fields, unfold }: RecentRecordsProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const { dicts } = useDictionaries(dictTypesOf(definition));
  const ctx = useDisplayContext(dicts);
  const params = { pageIndex: 1, pageSize: RECENT, memberId };
  // Under the resource's own keys: a review anywhere refreshes these rows too.
  const records = useQuery({ queryKey: resourceKeys(definition).list(params), queryFn: () => resourceApi(definition).list<ResourceRow>(params) });
  const columns: TableColumnsType<ResourceRow> = fields.map((name) => {
    const field = definition.fields[name]!;
    return { key: name, title: label(field.label), render: (_: unknown, row: ResourceRow) => fieldDisplay(name, field, row, ctx) };
  });
  return (
    <>
      <Table<ResourceRow>
        rowKey="id"
        size="small"
        loading={records.isLoading}
        dataSource={records.data?.list}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={unfold && { rowExpandable: unfold.when, expandedRowRender: unfold.render }}
      />
      {definition.menu && (
        <div style={{ marginTop: 8, textAlign: 'right' }}>
          <Link to={`${definition.menu.path}?memberId=${memberId}`}>{t('message.member.detail.viewAll', { total: records.data?.total ?? 0 })}</Link>
        </div>
      )}
    </>
  );
}
