import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../../locales/org';
import { deptTreeData } from './deptTreeData';
import { useDeptTree } from './orgApi';

export interface DeptTreeSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  disabled?: boolean;
  /** Shown when nothing is chosen (default: "Top level", as a parent picker says). */
  placeholder?: string;
  /** Disabled departments may be chosen too (default: shown and marked, not choosable). */
  allowDisabled?: boolean;
  /** Leaves this department and everything under it out (a department cannot move under itself). */
  excludeId?: number;
  allowClear?: boolean;
}

/**
 * One department, picked from the tree the caller's data scope shows (a form control: value and
 * onChange as antd Form gives them). Disabled departments are marked; the server checks the choice again.
 */
export function DeptTreeSelect({ value, onChange, id, disabled, placeholder, allowDisabled = false, excludeId, allowClear = true }: DeptTreeSelectProps) {
  const { t } = useTranslation();
  const tree = useDeptTree();
  const disabledMark = t('message.org.disabledMark');
  const treeData = useMemo(
    () => deptTreeData(tree.data ?? [], { disabledMark, lockDisabled: !allowDisabled, excludeId }),
    [tree.data, disabledMark, allowDisabled, excludeId],
  );
  return (
    <TreeSelect<number>
      id={id}
      disabled={disabled}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={treeData}
      loading={tree.isLoading}
      allowClear={allowClear}
      showSearch={{ treeNodeFilterProp: 'name' }}
      treeNodeLabelProp="name"
      treeDefaultExpandAll
      placeholder={placeholder ?? t('message.org.topLevel')}
      notFoundContent={tree.isError ? t('message.org.loadFailed') : t('message.org.noDepartments')}
      style={{ width: '100%' }}
      data-testid="dept-tree-select"
    />
  );
}
