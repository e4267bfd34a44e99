import type { TableColumnType } from 'antd';
import { Typography } from 'antd';
import { AmountText } from '../format/AmountText';
import { formatDateTime } from '../format/formatDateTime';
import { DictTag } from '../dict/DictTag';
import { RowActions, type RowAction } from './RowActions';

/* Column builders the money lists share, so every list shows members, money, times and states alike. */

export function memberColumn<Row extends { memberId: number; memberAccount: string }>(title: string): TableColumnType<Row> {
  return {
    title,
    key: 'member',
    width: 170,
    render: (_, row) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {row.memberAccount} <Typography.Text type="secondary">#{row.memberId}</Typography.Text>
      </span>
    ),
  };
}

export function amountColumn<Row>(title: string, dataIndex: keyof Row & string, options: { signed?: boolean; width?: number } = {}): TableColumnType<Row> {
  return {
    title,
    dataIndex,
    align: 'right',
    width: options.width ?? 150,
    render: (value: string | null) => <AmountText value={value} signed={options.signed} />,
  };
}

export function timeColumn<Row>(title: string, dataIndex: keyof Row & string): TableColumnType<Row> {
  return { title, dataIndex, width: 170, render: (value: string | null) => formatDateTime(value) };
}

export function dictColumn<Row>(title: string, dataIndex: keyof Row & string, dictType: string, width = 130): TableColumnType<Row> {
  return { title, dataIndex, width, render: (value: string | number) => <DictTag dictType={dictType} value={value} /> };
}

/** The last column: the row's actions, kept in view when the table scrolls sideways. */
export function actionsColumn<Row>(title: string, width: number, actions: (row: Row) => RowAction[]): TableColumnType<Row> {
  return { title, key: 'actions', fixed: 'right', width, render: (_, row) => <RowActions actions={actions(row)} /> };
}
