import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuParentOption } from '@ledgerdesk/shared/resources/system/menu';
import { translateTitle } from '@/lib/i18n';
import { useMenuParams } from '../menuApi';

interface MenuParentSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  disabled?: boolean;
}

interface TreeNode {
  value: number;
  title: string;
  children?: TreeNode[];
}

const toNodes = (options: readonly MenuParentOption[]): TreeNode[] =>
  options.map((o) => ({ value: o.id, title: translateTitle(o.title), children: o.children ? toNodes(o.children) : undefined }));

/** The parent of a menu, picked from the tree of directories and pages; empty is the top level. */
export function MenuParentSelect({ value, onChange, id, disabled }: MenuParentSelectProps) {
  const { t } = useTranslation();
  const params = useMenuParams();
  return (
    <TreeSelect<number>
      id={id}
      disabled={disabled}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={toNodes(params.data?.parents ?? [])}
      loading={params.isLoading}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      placeholder={t('message.systemMenu.topLevel')}
      style={{ width: '100%' }}
    />
  );
}
