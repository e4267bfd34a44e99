import { useMemo, type ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import type { FieldDefinition, ResourceDefinition } from '@ledgerdesk/shared';
import type { DictionaryMap } from '../dict/useDictionaries';
import { RowActionsCell } from './RowActions';
import { fieldDisplay } from './fieldDisplay';
import type { ResourceRow } from './resourceApi';
import { useDisplayContext } from './useDisplayContext';
import { useLabel } from './useLabel';
import type { SortState } from './useResourceList';

/** A page's own renderer for a field's cells. */
export type CellRenderer<Row extends ResourceRow> = (value: unknown, row: Row) => ReactNode;

const DEFAULT_WIDTH = 140;
const ACTION_WIDTH = 64;
/** Room a value of the type needs whole: "2024-03-04 05:06:07", an amount with many decimals. */
const MIN_WIDTH: Partial<Record<FieldDefinition['type'], number>> = { datetime: 176, money: 160, decimal: 120 };
/** Free text is cut (whole on hover) past this many times its column's width instead of widening the table without end. */
const TEXT_STRETCH = 1.6;
/** On a phone free text is cut sooner, so the first columns share the screen. */
const PHONE_TEXT_WIDTH = 96;

/** Types whose values are short and must never break: they keep one line and widen their column instead. */
const WHOLE_VALUES = new Set<FieldDefinition['type']>(['money', 'decimal', 'datetime', 'integer', 'reference', 'dict', 'enum', 'boolean']);

interface ColumnsInput<Row extends ResourceRow> {
  definition: ResourceDefinition;
  /** Listed fields to show, in order (the column settings). */
  visible: readonly string[];
  dicts: DictionaryMap;
  sort: SortState;
  cells?: Readonly<Record<string, CellRenderer<Row>>>;
  actionsTitle: string;
  /** The most actions a row can have, to size the actions column; the actions come from RowActionsSource. */
  actionCount: number;
  /**
   * A phone: columns take the room their values need (no least widths), free text is cut sooner,
   * and a row's actions are one menu button that scrolls with the row.
   */
  narrow?: boolean;
  /**
   * A virtual table (a long page): every column has its width (no layout by content), and a value
   * wider than its column is cut, whole on hover and in the detail.
   */
  fixedWidths?: boolean;
}

export const columnWidthOf = (field: FieldDefinition) => Math.max(field.width ?? DEFAULT_WIDTH, MIN_WIDTH[field.type] ?? 0);

/**
 * The table's columns from the definition: titles, widths, server-side sorting on the sortable
 * fields, and cells formatted from the page's one dictionary map (no fetch per cell). The table
 * lays them out by content (see ResourcePage): a column's width is its least, numbers, times and
 * tags stay on one line and widen their column, so no value is cut mid-way; long free text is
 * cut past a bound and shown whole on hover (and in the detail drawer).
 */
export function useResourceColumns<Row extends ResourceRow>(input: ColumnsInput<Row>) {
  const { definition, visible, dicts, sort, cells, actionsTitle, actionCount, narrow = false, fixedWidths = false } = input;
  const label = useLabel();
  const ctx = useDisplayContext(dicts);
  const visibleKey = visible.join('\n');
  const { sortField, sortOrder } = sort;
  // Stable while what they show stays the same: a new column set makes antd re-render every cell of the page.
  const columns = useMemo(() => {
    const built: TableColumnType<Row>[] = visibleKey.split('\n').filter(Boolean).map((name) => {
      const field = definition.fields[name]!;
      const custom = cells?.[name];
      const width = columnWidthOf(field);
      const whole = WHOLE_VALUES.has(field.type);
      const textWidth = narrow ? PHONE_TEXT_WIDTH : Math.round((fixedWidths ? width - 16 : width * TEXT_STRETCH));
      return {
        key: name,
        dataIndex: name,
        title: label(field.label),
        width: narrow && !fixedWidths ? undefined : width,
        align: field.type === 'money' || (field.type === 'decimal' && !field.percent) ? 'right' : undefined,
        sorter: field.sort === true,
        sortOrder: sortField === name ? (sortOrder === 'asc' ? 'ascend' : 'descend') : null,
        onCell: whole ? () => ({ className: 'resource-cell-whole' }) : undefined,
        render: (value: unknown, row: Row) => {
          if (custom) return custom(value, row);
          const shown = fieldDisplay(name, field, row, ctx);
          if (whole) return shown;
          return (
            <div className="resource-cell-text" style={{ maxWidth: textWidth }} title={typeof shown === 'string' ? shown : undefined}>
              {shown}
            </div>
          );
        },
      };
    });
    if (actionCount > 0) {
      const width = Math.min(ACTION_WIDTH * actionCount + 24, 320);
      built.push({
        key: '__actions',
        title: actionsTitle,
        fixed: narrow ? undefined : 'right',
        width: narrow ? (fixedWidths ? ACTION_WIDTH : undefined) : width,
        render: (_: unknown, row: Row) => <RowActionsCell row={row} compact={narrow} label={actionsTitle} />,
      });
    }
    return built;
  }, [definition, visibleKey, ctx, label, sortField, sortOrder, cells, actionsTitle, actionCount, narrow, fixedWidths]);
  return { columns };
}
