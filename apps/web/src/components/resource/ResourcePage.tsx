import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Card, Space, Table, type TableProps } from 'antd';
import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { endpointOf, hasOp, permissionOf, type Language, type ResourceDefinition } from '@ledgerdesk/shared';
import '../locales';
import { usePermission } from '../auth/usePermission';
import { useDictionaries } from '../dict/useDictionaries';
import { ExportButton } from '../export/ExportButton';
import { listPagination } from './listPagination';
import type { RowAction } from './RowActions';
import { usePagerCount } from './usePagerCount';
import type { ActionDialogs } from './actionTypes';
import { ColumnSettings } from './ColumnSettings';
import { dictTypesOf } from './dictTypesOf';
import { exportOptions } from './exportOptions';
import { ResourceDetailDrawer } from './ResourceDetailDrawer';
import { ResourceFilterForm } from './ResourceFilterForm';
import { ResourceFormDrawer, type FormTarget } from './ResourceFormDrawer';
import type { ListParams, ResourceRow } from './resourceApi';
import { filtersFromSearch, filtersToParams } from './resourceFilters';
import { appliesTo, permittedActions } from './rowActions';
import { useColumnSettings } from './useColumnSettings';
import { useLabel } from './useLabel';
import { useResourceActions } from './useResourceActions';
import { useResourceColumns, type CellRenderer } from './useResourceColumns';
import { useResourceList } from './useResourceList';
import { usePhone } from './usePhone';
import { useStickyTop } from './useStickyTop';
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
  /** Content under the fields of the detail drawer. */
  detailExtra?: (row: Row) => ReactNode;
  /** More buttons in the toolbar, before the built-in ones. */
  toolbarExtra?: ReactNode | ((context: ToolbarContext<Row>) => ReactNode);
  /** A page's own form controls by field name (a tree picker, a multi-select fed by the server). */
  inputs?: Readonly<Record<string, ReactElement<{ disabled?: boolean }>>>;
  /**
   * Filters the page fixes (a type's data under its type): always applied to the list and the
   * export, not offered in the filter form nor shown as a column, and preset in the create form.
   */
  scope?: Readonly<Record<string, string | number>>;
  testId?: string;
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
  const { definition, cells, actionDialogs, detailExtra, toolbarExtra, inputs, scope, testId } = props;
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
  const actions = useResourceActions<Row>(definition, actionDialogs, () => setSelected([]));

  const can = (op: Parameters<typeof permissionOf>[1]) => hasOp(definition, op) && has(permissionOf(definition, op));
  const tree = definition.tree;
  const rowActionsOffered = permittedActions(definition, 'row', has);
  const bulkActions = permittedActions(definition, 'bulk', has);
  const pageActions = permittedActions(definition, 'page', has);
  const canDelete = can('delete');
  const selectable = canDelete || bulkActions.length > 0;

  const rowActions = (row: Row): RowAction[] => [
    { key: 'detail', label: t('message.common.detail'), onClick: () => setDetailRow(row) },
    { key: 'edit', label: t('message.resource.edit'), visible: can('edit'), onClick: () => setFormTarget({ mode: 'edit', row }) },
    {
      key: 'addChild',
      label: t('message.resource.addChild'),
      visible: tree !== undefined && can('add'),
      onClick: () => setFormTarget({ mode: 'create', preset: tree ? { [tree.parentField]: row.id } : {} }),
    },
    ...rowActionsOffered.map(([name, action]) => ({
      key: name,
      label: label(action.label),
      danger: action.danger,
      visible: appliesTo(action, row),
      onClick: () => actions.start(name, action, [row]),
    })),
    { key: 'delete', label: t('message.resource.delete.ok'), danger: true, visible: canDelete, onClick: () => actions.remove([row]) },
  ];
  const actionCount = 1 + Number(can('edit')) + Number(tree !== undefined && can('add')) + rowActionsOffered.length + Number(canDelete);
  const { columns } = useResourceColumns<Row>({
    definition,
    // A fixed filter holds one value for every row: no column for it.
    visible: settings.visible.filter((name) => !fixed.has(name)).slice(0, phone ? PHONE_COLUMNS : undefined),
    dicts,
    sort: list.sort,
    cells,
    actionsTitle: t('message.common.actions'),
    actionCount,
    actions: rowActions,
    narrow: phone,
  });

  const onTableChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    list.setSort(sorter.order && typeof sorter.columnKey === 'string' ? { sortField: sorter.columnKey, sortOrder: sorter.order === 'ascend' ? 'asc' : 'desc' } : null);
  };

  const data = list.query.data;
  const rows = tree ? withoutEmptyChildren(data?.list ?? []) : data?.list;
  const extra = typeof toolbarExtra === 'function' ? toolbarExtra({ filters: list.filters, selected }) : toolbarExtra;
  const title = label(definition.title);
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
          filters={{ ...list.filters, ...list.sortParams, ...exportOptions(definition, i18n.language as Language, label, title) }}
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
      />
      {/*
        Density follows the shell's component size (antd's componentSize). Columns are laid out by
        their content and the table scrolls sideways inside its card; its header and that
        scrollbar stay in view while the page scrolls (the header under the fixed top bar).
      */}
      <Table<Row>
        className="resource-table"
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={rows}
        columns={columns}
        tableLayout="auto"
        scroll={{ x: 'max-content' }}
        sticky={{ offsetHeader: stickyTop }}
        onChange={onTableChange}
        rowSelection={
          selectable
            ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_keys, picked) => setSelected(picked.filter(Boolean)), checkStrictly: true }
            : undefined
        }
        pagination={
          tree
            ? false
            : listPagination(list.page, data?.total ?? 0, pagerCount, list.setPage, (total) => t('message.common.total', { total }))
        }
        locale={{ emptyText: list.query.isError ? t('message.resource.loadFailed') : t('message.resource.empty') }}
      />
      <ResourceFormDrawer definition={definition} target={formTarget} onClose={() => setFormTarget(null)} inputs={inputs} fixed={fixed} />
      <ResourceDetailDrawer<Row> definition={definition} row={detailRow} dicts={dicts} onClose={() => setDetailRow(null)} extra={detailExtra} />
      {actions.dialog}
    </Card>
  );
}
