import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import type { ResourceDefinition } from '@ledgerdesk/shared';
import type { DictionaryMap } from '../dict/useDictionaries';
import { RowActions, type RowAction } from './RowActions';
import { fieldDisplay } from './fieldDisplay';
import type { ResourceRow } from './resourceApi';
import { useDisplayContext } from './useDisplayContext';
import { useLabel } from './useLabel';
import type { SortState } from './useResourceList';

/** A page's own renderer for a field's cells. */
export type CellRenderer<Row extends ResourceRow> = (value: unknown, row: Row) => ReactNode;

const DEFAULT_WIDTH = 140;
const ACTION_WIDTH = 64;

interface ColumnsInput<Row extends ResourceRow> {
  definition: ResourceDefinition;
  /** Listed fields to show, in order (the column settings). */
  visible: readonly string[];
  dicts: DictionaryMap;
  sort: SortState;
  cells?: Readonly<Record<string, CellRenderer<Row>>>;
  actionsTitle: string;
  /** The most actions a row can have, to size the actions column. */
  actionCount: number;
  actions: (row: Row) => RowAction[];
}

/**
 * The table's columns from the definition: titles, widths, server-side sorting on the sortable
 * fields, and cells formatted from the page's one dictionary map (no fetch per cell).
 */
export function useResourceColumns<Row extends ResourceRow>(input: ColumnsInput<Row>) {
  const { definition, visible, dicts, sort, cells, actionsTitle, actionCount, actions } = input;
  const label = useLabel();
  const ctx = useDisplayContext(dicts);
  const columns: TableColumnType<Row>[] = visible.map((name) => {
    const field = definition.fields[name]!;
    const custom = cells?.[name];
    return {
      key: name,
      dataIndex: name,
      title: label(field.label),
      width: field.width ?? DEFAULT_WIDTH,
      align: field.type === 'money' || (field.type === 'decimal' && !field.percent) ? 'right' : undefined,
      sorter: field.sort === true,
      sortOrder: sort.sortField === name ? (sort.sortOrder === 'asc' ? 'ascend' : 'descend') : null,
      render: (value: unknown, row: Row) => (custom ? custom(value, row) : fieldDisplay(name, field, row, ctx)),
    };
  });
  if (actionCount > 0) {
    columns.push({
      key: '__actions',
      title: actionsTitle,
      fixed: 'right',
      width: Math.min(ACTION_WIDTH * actionCount + 24, 320),
      render: (_: unknown, row: Row) => <RowActions actions={actions(row)} />,
    });
  }
  const scrollX = columns.reduce((sum, c) => sum + Number(c.width ?? DEFAULT_WIDTH), 0);
  return { columns, scrollX };
}
