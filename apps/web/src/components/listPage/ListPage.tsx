import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Form, Space, Table, type TableColumnsType } from 'antd';
import { ReloadOutlined, SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PageResult } from '@ledgerdesk/shared';
import '../locales';
import { filtersFromSearch, filtersToParams, type FilterValues, type ListFilters } from './filterParams';
import { listPagination } from './listPagination';
import { useListQuery, type ListParams } from './useListQuery';
import { usePagerCount } from './usePagerCount';

export interface ListPageProps<Row extends { id: number }> {
  /** The react-query key of this list; invalidating it (after a review) reloads the table. */
  queryKey: string;
  fetchPage: (params: ListParams) => Promise<PageResult<Row>>;
  title: ReactNode;
  /** The filter form's Form.Items. A RangePicker named CREATED_RANGE becomes createdFrom / createdTo. */
  filterFields: ReactNode;
  /** Filters an address may preset, e.g. ?status=PENDING from the home to-do or a pending alert. */
  urlFilters?: readonly string[];
  columns: TableColumnsType<Row>;
  /** Buttons above the table; they get the applied filters (an export exports what is shown). */
  toolbar?: (filters: ListFilters) => ReactNode;
  scrollX?: number;
  testId?: string;
}

/**
 * The skeleton every list page shares: filter form, toolbar, table and the SPEC §9 pager. A change
 * of the address's filters (following a link while the page is open) re-applies them.
 */
export function ListPage<Row extends { id: number }>(props: ListPageProps<Row>) {
  const { queryKey, fetchPage, title, filterFields, urlFilters = [], columns, toolbar, scrollX = 1200, testId } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const [searchParams] = useSearchParams();
  const fromUrl = filtersFromSearch(searchParams, urlFilters);
  const urlKey = JSON.stringify(fromUrl);
  const list = useListQuery(queryKey, fetchPage, filtersToParams(fromUrl));
  const pagerCount = usePagerCount();

  // Following a link to this open page (another ?status=…) replaces the filters it presets.
  const [appliedUrlKey, setAppliedUrlKey] = useState(urlKey);
  if (appliedUrlKey !== urlKey) {
    setAppliedUrlKey(urlKey);
    list.search(filtersToParams(fromUrl));
  }
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(JSON.parse(urlKey) as FilterValues);
  }, [form, urlKey]);

  const data = list.query.data;
  return (
    <Card
      title={title}
      data-testid={testId}
      extra={
        <Space wrap>
          {toolbar?.(list.filters)}
          <Button icon={<ReloadOutlined />} aria-label={t('message.common.refresh')} onClick={() => void list.query.refetch()} />
        </Space>
      }
    >
      <Form form={form} layout="inline" onFinish={(values) => list.search(filtersToParams(values))} style={{ rowGap: 12, marginBottom: 16 }}>
        {filterFields}
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('message.common.search')}
            </Button>
            <Button
              icon={<UndoOutlined />}
              onClick={() => {
                form.resetFields();
                list.search({});
              }}
            >
              {t('message.common.reset')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={list.query.isFetching}
        dataSource={data?.list}
        columns={columns}
        scroll={{ x: scrollX }}
        pagination={listPagination(list.page, data?.total ?? 0, pagerCount, list.setPage, (total) => t('message.common.total', { total }))}
      />
    </Card>
  );
}
