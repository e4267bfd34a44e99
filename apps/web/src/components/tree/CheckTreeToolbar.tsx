import type { ReactNode } from 'react';
import { Button, Checkbox, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales';

export interface CheckTreeToolbarProps {
  /** null expands every branch, [] collapses them (the tree's expandedKeys state). */
  onExpand: (keys: null | []) => void;
  onCheckAll: () => void;
  onCheckNone: () => void;
  /** Whether checking a parent checks its children (antd Tree's checkStrictly, inverted). */
  linked: boolean;
  onLinkedChange: (linked: boolean) => void;
  /** What is chosen so far, in the words of the tree that uses the toolbar. */
  summary: ReactNode;
  disabled?: boolean;
}

/** The controls above a checkable tree of grants (a role's menus, its custom departments). */
export function CheckTreeToolbar({ onExpand, onCheckAll, onCheckNone, linked, onLinkedChange, summary, disabled }: CheckTreeToolbarProps) {
  const { t } = useTranslation();
  return (
    <Space wrap size="small" style={{ marginBottom: 8 }}>
      <Button size="small" onClick={() => onExpand(null)}>
        {t('message.common.tree.expandAll')}
      </Button>
      <Button size="small" onClick={() => onExpand([])}>
        {t('message.common.tree.collapseAll')}
      </Button>
      <Button size="small" disabled={disabled} onClick={onCheckAll}>
        {t('message.common.tree.checkAll')}
      </Button>
      <Button size="small" disabled={disabled} onClick={onCheckNone}>
        {t('message.common.tree.checkNone')}
      </Button>
      <Checkbox checked={linked} onChange={(e) => onLinkedChange(e.target.checked)}>
        {t('message.common.tree.linked')}
      </Checkbox>
      <Typography.Text type="secondary">{summary}</Typography.Text>
    </Space>
  );
}
