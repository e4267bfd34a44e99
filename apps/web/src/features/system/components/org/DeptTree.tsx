import { Empty, Spin, Tree, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckTreeToolbar } from '@/components/tree/CheckTreeToolbar';
import '../../locales/org';
import { deptTreeData } from './deptTreeData';
import { deptIdsOf, deptParentIdsOf, useDeptTree } from './orgApi';

export interface DeptTreeProps {
  /** The chosen department ids (a role's custom departments). */
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
  disabled?: boolean;
  /** Whether checking a department checks its sub-departments too (default on; off chooses each alone). */
  defaultLinked?: boolean;
  height?: number;
}

/**
 * A checkable department tree for a role's custom departments (a form control: value = the ids).
 * Linked, a checked parent takes its whole subtree and the value holds every fully checked
 * department (half-checked parents are not chosen); unlinked, each department is chosen alone.
 * Disabled departments stay choosable, marked: a role may cover a department being wound down.
 */
export function DeptTree({ value, onChange, id, disabled, defaultLinked = true, height = 320 }: DeptTreeProps) {
  const { t } = useTranslation();
  const tree = useDeptTree();
  const [linked, setLinked] = useState(defaultLinked);
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const disabledMark = t('message.org.disabledMark');
  const treeData = useMemo(() => deptTreeData(nodes, { disabledMark, lockDisabled: false }), [nodes, disabledMark]);
  const allIds = useMemo(() => deptIdsOf(nodes), [nodes]);
  // null: everything open (a role's departments are chosen by seeing them) until the operator folds some.
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const expandedKeys = useMemo(() => expanded ?? deptParentIdsOf(nodes), [expanded, nodes]);

  const chosen = value ?? [];
  const onCheck = (checked: Key[] | { checked: Key[]; halfChecked: Key[] }) => {
    const keys = Array.isArray(checked) ? checked : checked.checked;
    onChange?.(keys.map(Number));
  };

  if (tree.isLoading) return <Spin size="small" />;
  if (tree.isError) return <Typography.Text type="danger">{t('message.org.loadFailed')}</Typography.Text>;
  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('message.org.noDepartments')} />;
  return (
    <div id={id} data-testid="dept-tree">
      <CheckTreeToolbar
        onExpand={setExpanded}
        onCheckAll={() => onChange?.(allIds)}
        onCheckNone={() => onChange?.([])}
        linked={linked}
        onLinkedChange={setLinked}
        summary={t('message.org.selectedCount', { count: chosen.length })}
        disabled={disabled}
      />
      <Tree
        checkable
        selectable={false}
        disabled={disabled}
        checkStrictly={!linked}
        checkedKeys={linked ? chosen : { checked: chosen, halfChecked: [] }}
        onCheck={onCheck}
        expandedKeys={expandedKeys}
        onExpand={setExpanded}
        treeData={treeData}
        height={height}
        style={{ border: '1px solid var(--ant-color-border-secondary)', borderRadius: 6, padding: 4 }}
      />
    </div>
  );
}
