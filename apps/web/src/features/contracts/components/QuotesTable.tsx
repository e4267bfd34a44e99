import { Table, Tag } from 'antd';
import { AmountText } from '@/components/format/AmountText';
import { useLabel } from '@/components/resource/useLabel';
import { T } from './labels';

export interface Quote {
  venue: string;
  symbol: string;
  price: string;
  weight: string;
  excluded: boolean;
}

/** The constituent quotes of one sample, outliers marked as the published rule excluded them. */
export function QuotesTable({ quotes }: { quotes: Quote[] }) {
  const label = useLabel();
  return (
    <Table
      rowKey="venue"
      size="small"
      pagination={false}
      dataSource={quotes}
      columns={[
        { title: label(T.venue), dataIndex: 'venue' },
        { title: label(T.symbol), dataIndex: 'symbol' },
        { title: label(T.price), dataIndex: 'price', align: 'right', render: (price: string) => <AmountText value={price} /> },
        { title: label(T.weight), dataIndex: 'weight', align: 'right' },
        { title: '', dataIndex: 'excluded', render: (excluded: boolean) => (excluded ? <Tag color="error">{label(T.excluded)}</Tag> : <Tag color="success">{label(T.counted)}</Tag>) },
      ]}
    />
  );
}
