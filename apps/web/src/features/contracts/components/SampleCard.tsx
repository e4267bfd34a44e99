import { Card, Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { indexSourceResource } from '@ledgerdesk/shared/resources/contracts/index-source';
import { formatAmount } from '@/components/format/formatAmount';
import { formatDateTime } from '@/components/format/formatDateTime';
import { fieldDisplay } from '@/components/resource/fieldDisplay';
import { useDisplayContext } from '@/components/resource/useDisplayContext';
import { useLabel } from '@/components/resource/useLabel';
import { FeedTag } from './FeedTag';
import { T } from './labels';
import { QuotesTable, type Quote } from './QuotesTable';

export interface SampleEvidence {
  id: number;
  ts: string;
  value: string;
  source: string;
  feed: string;
  method: string;
  quotes: Quote[];
  hash: string;
  prevHash: string;
}

/** One recorded price sample an order used: source, feed, method, time, value, venues and hash, with a link to the audit. */
export function SampleCard({ title, sample, productId, testId }: { title: string; sample: SampleEvidence | null; productId: number; testId: string }) {
  const label = useLabel();
  const display = useDisplayContext();
  if (!sample) {
    return (
      <Card size="small" title={title} data-testid={testId} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">{label(T.noSample)}</Typography.Text>
      </Card>
    );
  }
  const audit = `/contract/settlement-audit?productId=${productId}&at=${encodeURIComponent(sample.ts)}`;
  return (
    <Card size="small" title={title} data-testid={testId} style={{ marginTop: 16 }} extra={<Link to={audit}>{label(T.verify)}</Link>}>
      <Descriptions size="small" column={2}>
        <Descriptions.Item label={label(T.source)}>
          {sample.source} <FeedTag feed={sample.feed} />
        </Descriptions.Item>
        <Descriptions.Item label={label(T.method)}>{fieldDisplay('method', indexSourceResource.fields.method, { method: sample.method }, display)}</Descriptions.Item>
        <Descriptions.Item label={label(T.time)}>{formatDateTime(sample.ts)}</Descriptions.Item>
        <Descriptions.Item label={label(T.value)}>{formatAmount(sample.value)}</Descriptions.Item>
        <Descriptions.Item label={label(T.hash)} span={2}>
          <Typography.Text code copyable style={{ fontSize: 12 }}>
            {sample.hash}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <QuotesTable quotes={sample.quotes} />
    </Card>
  );
}
