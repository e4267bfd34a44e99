import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type Key, type ReactElement, type ReactNode } from 'react';
import { Button, Card, Space, Table, type TableProps } from 'antd';
import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { endpointOf, hasOp, permissionOf, type CrudOp, type Language, type ResourceDefinition } from '@ledgerdesk/shared';
import '../locales';
import { usePermission } from '../auth/usePermission';
import { DictionaryScope } from '../dict/DictionaryScope';
import { useDictionaries } from '../dict/useDictionaries';
import { ExportButton } from '../export/ExportButton';
import { listPagination } from './listPagination';
import { RowActionsSource, type RowAction } from './RowActions';
import { usePagerCount } from './usePagerCount';
import type { ActionDialogs } from './actionTypes';
import { ColumnSettings } from './ColumnSettings';
import { dictTypesOf } from './dictTypesOf';
import { exportOptions } from './exportOptions';
import { ResourceDetailDrawer } from './ResourceDetailDrawer';
import { ResourceFilterForm } from './ResourceFilterForm';
import type { FilterInputs } from './FilterControl';
import { ResourceFormDrawer, type FormTarget } from './ResourceFormDrawer';
import type { ListParams, ResourceRow } from './resourceApi';
import { filtersFromSearch, filtersToParams } from './resourceFilters';
import { appliesTo, permittedActions } from './rowActions';
import { useColumnSettings } from './useColumnSettings';
import { useLabel } from './useLabel';
import { useResourceActions, type ResourceActions } from './useResourceActions';
import { useResourceColumns, type CellRenderer } from './useResourceColumns';
import { useResourceList } from './useResourceList';
import { usePhone } from './usePhone';
import { useStickyTop } from './useStickyTop';
import { useVirtualRows } from './useVirtualRows';
import './resourceTable.css';

/** What toolbarExtra gets: the applied filters (an export of the page's own exports what is shown) and the selection. */
export interface ToolbarContext<Row extends ResourceRow> {
  filters: ListParams;
  selected: Row[];
}

export interface ResourcePageProps<Row extends ResourceRow = ResourceRow> {
  definition: ResourceDefinition;
  /** Custom cell renderers by field name, instead of the type's formatting. */
  cells?: Readonly<Record<string, CellRenderer<Row>>>;
  /** A page's own dialog for a named action (a review dialog), instead of the generic one. */
  actionDialogs?: ActionDialogs<Row>;
  /**
   * Renderers the detail drawer uses for these fields, as the list does (amounts in their
   * currency's precision: "640.000000" in the list must not read "640" in the detail).
   */
  detailCells?: Readonly<Record<string, CellRenderer<Row>>>;
  /** Content under the fields of the detail drawer. */
  detailExtra?: (row: Row) => ReactNode;
  /** More buttons in the toolbar, before the built-in ones. */
  toolbarExtra?: ReactNode | ((context: ToolbarContext<Row>) => ReactNode);
  /** A page's own form controls by field name (a tree picker, a multi-select fed by the server). */
  inputs?: Readonly<Record<string, ReactElement<{ disabled?: boolean }>>>;
  /** A page's own filter controls by field name (a select fed by the server), instead of the type's. */
  filterInputs?: FilterInputs;
  /**
   * Filters the page fixes (a type's data under its type): always applied to the list and the
   * export, not offered in the filter form nor shown as a column, and preset in the create form.
   */
  scope?: Readonly<Record<string, string | number>>;
  testId?: string;
}

const mayDo = (definition: ResourceDefinition, has: (permission: string) => boolean, op: CrudOp) => hasOp(definition, op) && has(permissionOf(definition, op));

/** A row action before it meets a row: translated and permitted once, not for every row. */
interface RowActionKind<Row extends ResourceRow> {
  key: string;
  label: string;
  danger?: boolean;
  /** Whether the operator may, and for a row action of the definition whether the row's state allows it. */
  shown: boolean | ((row: Row) => boolean);
  /** `latest`: the page's action runner as of the click. */
  run: (row: Row, latest: ResourceActions<Row>) => void;
}

/** Columns a phone shows: the first ones of the operator's column layout. */
const PHONE_COLUMNS = 2;

/** Tree answers may carry empty `children`, which would draw an expander with nothing under it. */
function withoutEmptyChildren<Row extends ResourceRow>(rows: readonly Row[]): Row[] {
  return rows.map((row) => {
    const { children, ...rest } = row;
    return (children && children.length ? { ...rest, children: withoutEmptyChildren(children as Row[]) } : rest) as Row;
  });
}

/**
 * A resource's whole list page from its definition: filters (the address presets them), the
 * table with server-side sorting and the SPEC §9 pager (a tree is shown whole), column settings,
 * export, row and bulk actions, the create/edit drawer and the detail drawer. Every button
 * shows only with its permission.
 */
export function ResourcePage<Row extends ResourceRow = ResourceRow>(props: ResourcePageProps<Row>) {
  const { definition, cells, actionDialogs, detailCells, detailExtra, toolbarExtra, inputs, filterInputs, scope, testId } = props;
  const { t, i18n } = useTranslation();
  const label = useLabel();
  const { has } = usePermission();
  const pagerCount = usePagerCount();
  const { dicts } = useDictionaries(dictTypesOf(definition));
  const settings = useColumnSettings(definition);
  // A phone (antd's xs) shows the first columns of the operator's layout; the rest are in the detail.
  const phone = usePhone();
  const stickyTop = useStickyTop();
  const [searchParams] = useSearchParams();
  const preset = filtersFromSearch(definition, searchParams);
  const presetKey = JSON.stringify(preset);
  const fixed = useMemo(() => new Set(Object.keys(scope ?? {})), [scope]);
  const list = useResourceList<Row>(definition, {
    memoryName: JSON.stringify(scope ?? {}),
    preset,
    presetKey,
    toParams: (values) => ({ ...filtersToParams(definition, values), ...scope }),
  });
  const [selected, setSelected] = useState<Row[]>([]);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detailRow, setDetailRow] = useState<Row | null>(null);
  // A tree's unfolded rows. A child added under a row unfolds it, whether or not the refreshed tree
  // has arrived yet: the operator sees what they added without looking for it.
  const [unfolded, setUnfolded] = useState<readonly Key[]>([]);
  const unfoldParentOf = useCallback(
    (saved: FormTarget) => {
      const parentField = definition.tree?.parentField;
      const parent = parentField && saved.mode === 'create' ? saved.preset?.[parentField] : undefined;
      if (typeof parent === 'number') setUnfolded((keys) => (keys.includes(parent) ? keys : [...keys, parent]));
    },
    [definition.tree],
  );
  const actions = useResourceActions<Row>(definition, actionDialogs, () => setSelected([]));

  const can = (op: CrudOp) => mayDo(definition, has, op);
  const tree = definition.tree;
  const rowActionsOffered = useMemo(() => permittedActions(definition, 'row', has), [definition, has]);
  const bulkActions = permittedActions(definition, 'bulk', has);
  const pageActions = permittedActions(definition, 'page', has);
  const canDelete = can('delete');
  const selectable = canDelete || bulkActions.length > 0;

  // The action cells' source changes only with what they show (the language, the permissions): a
  // new function each render re-rendered every row's buttons whenever the page did (loading, the
  // new page, a selection), and translated every label again for each row; this was the most of a
  // 1000-row page change of members (issue 10). A click runs the page's latest handlers.
  const handlers = useRef(actions);
  useLayoutEffect(() => {
    handlers.current = actions;
  });
  const rowActionKinds = useMemo(
    (): RowActionKind<Row>[] => [
      { key: 'detail', label: t('message.common.detail'), shown: true, run: (row) => setDetailRow(row) },
      { key: 'edit', label: t('message.resource.edit'), shown: mayDo(definition, has, 'edit'), run: (row) => setFormTarget({ mode: 'edit', row }) },
      {
        key: 'addChild',
        label: t('message.resource.addChild'),
        shown: definition.tree !== undefined && mayDo(definition, has, 'add'),
        run: (row) => setFormTarget({ mode: 'create', preset: definition.tree ? { [definition.tree.parentField]: row.id } : {} }),
      },
      ...rowActionsOffered.map(([name, action]): RowActionKind<Row> => ({
        key: name,
        label: label(action.label),
        danger: action.danger,
        shown: (row) => appliesTo(action, row),
        run: (row, latest) => latest.start(name, action, [row]),
      })),
      { key: 'delete', label: t('message.resource.delete.ok'), danger: true, shown: mayDo(definition, has, 'delete'), run: (row, latest) => latest.remove([row]) },
    ],
    [definition, has, t, label, rowActionsOffered],
  );
  const rowActions = useCallback(
    (row: Row): RowAction[] =>
      rowActionKinds.map(({ shown, run, ...kind }) => ({ ...kind, visible: typeof shown === 'function' ? shown(row) : shown, onClick: () => run(row, handlers.current) })),
    [rowActionKinds],
  );
  const actionCount = rowActionKinds.filter((kind) => kind.shown !== false).length;
  // Stable while the selection is: a new one makes antd rebuild its selection column and re-render its cells.
  const rowSelection = useMemo<TableProps<Row>['rowSelection']>(
    () =>
      selectable
        ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_keys, picked) => setSelected(picked.filter(Boolean)), checkStrictly: true }
        : undefined,
    [selectable, selected],
  );
  const data = list.query.data;
  // A new page is drawn at transition priority: React renders it in slices between input, not in one long task.
  const pageRows = useMemo(() => (tree ? withoutEmptyChildren(data?.list ?? []) : data?.list), [tree, data]);
  const rows = useDeferredValue(pageRows);
  // Until then the table still holds the page before (none on a first load): it shows as loading,
  // never as "No records" above a pager that counts the rows.
  const drawing = rows !== pageRows;
  const virtual = useVirtualRows(rows?.length ?? 0);
  const { columns } = useResourceColumns<Row>({
    definition,
    // A fixed filter holds one value for every row: no column for it.
    visible: settings.visible.filter((name) => !fixed.has(name)).slice(0, phone ? PHONE_COLUMNS : undefined),
    dicts,
    sort: list.sort,
    cells,
    actionsTitle: t('message.common.actions'),
    actionCount,
    narrow: phone,
    fixedWidths: virtual !== undefined,
  });
  const scrollX = useMemo(() => (virtual ? columns.reduce((sum, c) => sum + (Number(c.width) || 0), selectable ? 48 : 0) : 'max-content'), [virtual, columns, selectable]);

  const onTableChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    list.setSort(sorter.order && typeof sorter.columnKey === 'string' ? { sortField: sorter.columnKey, sortOrder: sorter.order === 'ascend' ? 'asc' : 'desc' } : null);
  };

  const extra = typeof toolbarExtra === 'function' ? toolbarExtra({ filters: list.filters, selected }) : toolbarExtra;
  const title = label(definition.title);
  // Once per language: reading the browser's time zone on every render of the page is not free.
  const exportTexts = useMemo(() => exportOptions(definition, i18n.language as Language, label, title), [definition, i18n.language, label, title]);
  const toolbar = (
    <Space wrap>
      {extra}
      {can('add') && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormTarget({ mode: 'create', preset: scope })}>
          {t('message.resource.add')}
        </Button>
      )}
      {pageActions.map(([name, action]) => (
        <Button key={name} danger={action.danger} onClick={() => actions.start(name, action, [])}>
          {label(action.label)}
        </Button>
      ))}
      {selectable && selected.length > 0 && (
        <>
          {bulkActions.map(([name, action]) => (
            <Button key={name} danger={action.danger} onClick={() => actions.start(name, action, selected)}>
              {`${label(action.label)} (${selected.length})`}
            </Button>
          ))}
          {canDelete && (
            <Button danger icon={<DeleteOutlined />} onClick={() => actions.remove(selected, () => setSelected([]))}>
              {t('message.resource.delete.selected', { count: selected.length })}
            </Button>
          )}
        </>
      )}
      {can('export') && (
        <ExportButton
          url={endpointOf(definition, 'export').path}
          filters={{ ...list.filters, ...list.sortParams, ...exportTexts }}
          fileName={`${title}.xlsx`}
        />
      )}
      <ColumnSettings definition={definition} settings={settings} />
      <Button icon={<ReloadOutlined />} aria-label={t('message.common.refresh')} onClick={() => void list.query.refetch()} />
    </Space>
  );
  return (
    <Card
      title={title}
      size={phone ? 'small' : undefined}
      data-testid={testId ?? `resource-${definition.name}`}
      // A phone keeps the title whole: the buttons go under it.
      extra={phone ? undefined : toolbar}
    >
      {phone && <div style={{ marginBottom: 12 }}>{toolbar}</div>}
      <ResourceFilterForm
        definition={definition}
        dicts={dicts}
        values={list.values}
        onSearch={list.search}
        fixed={fixed}
        inputs={filterInputs}
      />
      {/*
        Density follows the shell's component size (antd's componentSize). Columns are laid out by
        their content and the table scrolls sideways inside its card; its header and that
        scrollbar stay in view while the page scrolls (the header under the fixed top bar).
        A long page (hundreds of rows; SPEC §9 allows 1000) is virtual instead: only the rows in
        view are in the DOM, in a body of the window's height that scrolls both ways itself, the
        columns at their widths (content cannot size them over rows that are not drawn).
      */}
      <DictionaryScope value={dicts}>
        <RowActionsSource value={rowActions}>
          <Table<Row>
            className={virtual ? 'resource-table resource-table-virtual' : 'resource-table'}
            rowKey="id"
            loading={list.query.isFetching || drawing}
            dataSource={rows}
            columns={columns}
            tableLayout={virtual ? 'fixed' : 'auto'}
            virtual={virtual !== undefined}
            scroll={virtual ? { x: scrollX, y: virtual.height } : { x: scrollX }}
            sticky={{ offsetHeader: stickyTop }}
            onChange={onTableChange}
            rowSelection={rowSelection}
            expandable={tree ? { expandedRowKeys: unfolded, onExpandedRowsChange: setUnfolded } : undefined}
            pagination={
              tree
                ? false
                : listPagination(list.page, data?.total ?? 0, pagerCount, list.setPage, (total) =>
                    // An estimate is said as one ("about 1,000,000"): too many rows to count on every page.
                    data?.totalEstimated ? t('message.common.totalAbout', { total: total.toLocaleString(i18n.language) }) : t('message.common.total', { total }),
                  )
            }
            locale={{ emptyText: list.query.isError ? t('message.resource.loadFailed') : t('message.resource.empty') }}
          />
        </RowActionsSource>
      </DictionaryScope>
      <ResourceFormDrawer definition={definition} target={formTarget} onClose={() => setFormTarget(null)} onSaved={unfoldParentOf} inputs={inputs} fixed={fixed} />
      <ResourceDetailDrawer<Row> definition={definition} row={detailRow} dicts={dicts} onClose={() => setDetailRow(null)} cells={detailCells} extra={detailExtra} />
      {actions.dialog}
    </Card>
  );
}
