import { Empty, Spin, Tag, Tooltip, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleMenuNode } from '@ledgerdesk/shared/resources/system/role';
import { useMenuTitle } from '@/lib/menuTitle';
import { CheckTreeToolbar } from '@/components/tree/CheckTreeToolbar';
import '../../locales/access';
import { useRoleFormOptions } from './accessApi';
import { flattenMenus, grantsOfCheck, linkedView } from './menuGrantTree';

export interface MenuGrantTreeProps {
  /** The granted menu ids: checked nodes and their half-checked parents. */
  value?: number[] | null;
  onChange?: (value: number[]) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * The menus and buttons a role grants, as a checkable tree (a form control: value = menu ids).
 * Linked, checking a page checks its buttons and a half-checked parent is granted too, which is
 * what the console needs to show a page; unlinked, each node is granted alone. What the editor
 * does not hold cannot be newly checked (the server refuses it as well).
 */
export function MenuGrantTree({ value, onChange, id, disabled }: MenuGrantTreeProps) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const options = useRoleFormOptions();
  const nodes = useMemo(() => options.data?.menus ?? [], [options.data]);
  const granted = useMemo(() => value ?? [], [value]);
  const view = useMemo(() => linkedView(nodes, granted), [nodes, granted]);
  const [linkedChoice, setLinked] = useState<boolean | null>(null);
  const linked = linkedChoice ?? view.linkable;
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const all = useMemo(() => flattenMenus(nodes), [nodes]);

  const treeData = useMemo(() => {
    const held = new Set(granted);
    const toNode = (n: RoleMenuNode): TreeDataNode => {
      const name = title({ title: n.title, titles: { ...(n.titleEn ? { en: n.titleEn } : {}), ...(n.titleZhTw ? { 'zh-tw': n.titleZhTw } : {}) } });
      const label = (
        <span data-menu-id={n.id} data-permission={n.permission || undefined}>
          {name}
          {n.menuType === 'F' ? (
            <Tag style={{ marginInlineStart: 6 }} bordered={false}>
              {t('message.access.menus.button')}
            </Tag>
          ) : null}
          {n.permission ? <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>{n.permission}</Typography.Text> : null}
        </span>
      );
      return {
        key: n.id,
        title: n.grantable ? label : <Tooltip title={t('message.access.menus.notYours')}>{label}</Tooltip>,
        disableCheckbox: !n.grantable && !held.has(n.id),
        children: n.children?.map(toNode),
      };
    };
    return nodes.map(toNode);
  }, [nodes, granted, title, t]);

  const onCheck = (checked: Key[] | { checked: Key[]; halfChecked: Key[] }, info: { halfCheckedKeys?: Key[] }) => {
    if (Array.isArray(checked)) onChange?.(grantsOfCheck(checked, info.halfCheckedKeys ?? []));
    else onChange?.(grantsOfCheck(checked.checked));
  };

  if (options.isLoading) return <Spin size="small" />;
  if (options.isError) return <Typography.Text type="danger">{t('message.access.menus.loadFailed')}</Typography.Text>;
  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div id={id} data-testid="menu-grant-tree">
      <CheckTreeToolbar
        onExpand={setExpanded}
        onCheckAll={() => onChange?.(grantsOfCheck(all.filter((n) => n.grantable).map((n) => n.id)))}
        onCheckNone={() => onChange?.([])}
        linked={linked}
        onLinkedChange={setLinked}
        summary={t('message.access.menus.selected', { count: granted.length })}
        disabled={disabled}
      />
      <Tree
        checkable
        selectable={false}
        disabled={disabled}
        checkStrictly={!linked}
        checkedKeys={linked ? view.checked : { checked: granted, halfChecked: [] }}
        onCheck={onCheck}
        expandedKeys={expanded ?? all.filter((n) => n.children?.length).map((n) => n.id)}
        onExpand={setExpanded}
        treeData={treeData}
        // Not virtual: a few hundred nodes at most, every one findable by the browser's own search.
        style={{ border: '1px solid var(--ant-color-border-secondary)', borderRadius: 6, padding: 4, maxHeight: 420, overflow: 'auto' }}
      />
    </div>
  );
}
