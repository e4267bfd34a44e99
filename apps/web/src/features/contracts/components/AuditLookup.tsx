import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Descriptions, Form, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { deliveryOrderResource } from '@ledgerdesk/shared/resources/contracts/delivery-order';
import { indexSourceResource } from '@ledgerdesk/shared/resources/contracts/index-source';
import { productResource } from '@ledgerdesk/shared/resources/contracts/product';
import { SETTLEMENT_AUDIT_ENDPOINTS } from '@ledgerdesk/shared/resources/contracts/settlement-audit';
import { testProductResource } from '@ledgerdesk/shared/resources/contracts/test-product';
import { downloadExport } from '@/components/export/downloadExport';
import { AmountText } from '@/components/format/AmountText';
import { formatAmount } from '@/components/format/formatAmount';
import { formatDateTime } from '@/components/format/formatDateTime';
import { fieldDisplay } from '@/components/resource/fieldDisplay';
import { resourceApi } from '@/components/resource/resourceApi';
import { useDisplayContext } from '@/components/resource/useDisplayContext';
import { useLabel } from '@/components/resource/useLabel';
import { request } from '@/lib/request';
import { FeedTag } from './FeedTag';
import { T } from './labels';
import { outlierRuleWords } from './outlierRuleWords';
import { QuotesTable, type Quote } from './QuotesTable';

interface AuditAnswer {
  product: { id: number; symbol: string };
  source: { code: string; name: string; feed: string; method: string; windowSeconds: number; outlierPercent: string; publishedDocUrl: string } | null;
  sample: { id: number; ts: string; value: string; quotes: Quote[]; prevHash: string; hash: string; nextLinks: boolean | null } | null;
  orders: Array<{ id: number; orderNo: string; member: string; usedAs: 'OPEN' | 'CLOSE'; direction: string; stake: string; currency: string; openPrice: string; closePrice: string | null; result: string | null; payout: string | null }>;
}

const ORDER_FIELDS = deliveryOrderResource.fields;
/** Both product lists (real and test): the audit covers every instrument. */
async function allProducts() {
  const params = { pageNum: 1, pageSize: 100 };
  const [real, test] = await Promise.all([resourceApi(productResource).list(params), resourceApi(testProductResource).list(params)]);
  return [...real.list, ...test.list].map((p) => ({ value: p.id, label: String(p.symbol) }));
}

/** Product + time → the sample in force, its source, venues and chain link, and every order that used it; evidence as CSV. */
export function AuditLookup() {
  const label = useLabel();
  const display = useDisplayContext();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const initial = { productId: params.get('productId') ? Number(params.get('productId')) : undefined, at: params.get('at') ? dayjs(params.get('at')) : dayjs() };
  const [query, setQuery] = useState<{ productId: number; at: string } | null>(initial.productId ? { productId: initial.productId, at: initial.at.toISOString() } : null);
  const products = useQuery({ queryKey: ['contract-audit-products'], queryFn: allProducts });
  const answer = useQuery({
    queryKey: ['contract-audit', query],
    enabled: query !== null,
    queryFn: () => request<AuditAnswer>({ url: SETTLEMENT_AUDIT_ENDPOINTS.lookup, method: 'GET', params: query! }),
  });
  const data = answer.data;
  const submit = (values: { productId: number; at: Dayjs }) => setQuery({ productId: values.productId, at: values.at.toISOString() });
  const exportEvidence = async () => {
    if (!query) return;
    const name = await downloadExport(SETTLEMENT_AUDIT_ENDPOINTS.evidence, query, 'settlement-evidence.csv');
    message.success(name);
  };

  return (
    <Card size="small" title={label(T.lookupTitle)} style={{ marginBottom: 16 }} data-testid="audit-lookup">
      <Typography.Paragraph type="secondary">{label(T.lookupHelp)}</Typography.Paragraph>
      <Form layout="inline" initialValues={initial} onFinish={submit}>
        <Form.Item name="productId" label={label(T.product)} rules={[{ required: true }]}>
          <Select style={{ width: 220 }} options={products.data ?? []} showSearch optionFilterProp="label" data-testid="audit-product" />
        </Form.Item>
        <Form.Item name="at" label={label(T.at)} rules={[{ required: true }]}>
          <DatePicker showTime data-testid="audit-at" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="audit-submit">
            {label(T.lookup)}
          </Button>
          <Button onClick={() => void exportEvidence()} disabled={!data?.sample} data-testid="audit-evidence">
            {label(T.evidence)}
          </Button>
        </Space>
      </Form>
      {data && !data.sample && <Alert style={{ marginTop: 16 }} type="warning" showIcon message={label(T.noSampleAt)} />}
      {data?.sample && data.source && (
        <div data-testid="audit-result" style={{ marginTop: 16 }}>
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={label(T.source)}>
              {data.source.code} <FeedTag feed={data.source.feed} />
            </Descriptions.Item>
            <Descriptions.Item label={label(T.method)}>
              {fieldDisplay('method', indexSourceResource.fields.method, data.source, display)} · {label(T.window)} {data.source.windowSeconds}
            </Descriptions.Item>
            <Descriptions.Item label={label(T.outlierRule)} span={2}>
              {outlierRuleWords(data.source.outlierPercent, label)}
            </Descriptions.Item>
            <Descriptions.Item label={label(T.time)}>{formatDateTime(data.sample.ts)}</Descriptions.Item>
            <Descriptions.Item label={label(T.value)}>{formatAmount(data.sample.value)}</Descriptions.Item>
            <Descriptions.Item label={label(T.prevHash)} span={2}>
              <Typography.Text code style={{ fontSize: 12 }}>{data.sample.prevHash || '—'}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={label(T.hash)} span={2}>
              <Typography.Text code style={{ fontSize: 12 }}>{data.sample.hash}</Typography.Text>{' '}
              {data.sample.nextLinks === null ? <Tag>{label(T.chainHead)}</Tag> : data.sample.nextLinks ? <Tag color="success">{label(T.chainOk)}</Tag> : <Tag color="error">{label(T.chainBroken)}</Tag>}
            </Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 12 }}>
            <QuotesTable quotes={data.sample.quotes} />
          </div>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {label(T.orders)}
          </Typography.Title>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={data.orders}
            data-testid="audit-orders"
            columns={[
              { title: label(T.orderNo), dataIndex: 'orderNo' },
              { title: label(T.member), dataIndex: 'member' },
              { title: label(T.usedAs), dataIndex: 'usedAs', render: (u: string) => label(u === 'CLOSE' ? T.usedClose : T.usedOpen) },
              // Direction, result and amounts as the delivery order list shows them.
              { title: label(T.direction), dataIndex: 'direction', render: (_: string, o) => fieldDisplay('direction', ORDER_FIELDS.direction, o, display) },
              { title: label(T.stake), dataIndex: 'stake', align: 'right', render: (v: string, o) => <AmountText value={v} currency={o.currency} /> },
              { title: label(T.openPrice), dataIndex: 'openPrice', align: 'right', render: (v: string) => <AmountText value={v} /> },
              { title: label(T.closePrice), dataIndex: 'closePrice', align: 'right', render: (v: string | null) => <AmountText value={v} /> },
              { title: label(T.result), dataIndex: 'result', render: (_: string | null, o) => fieldDisplay('result', ORDER_FIELDS.result, o, display) },
              { title: label(T.payout), dataIndex: 'payout', align: 'right', render: (v: string | null) => <AmountText value={v} /> },
            ]}
          />
        </div>
      )}
    </Card>
  );
}
