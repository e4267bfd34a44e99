import { createContext, useContext } from 'react';
import { Button, Dropdown, Space } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';

export interface RowAction {
  key: string;
  label: string;
  onClick: () => void;
  /** Hidden when false: the row's state or the operator's permissions do not allow it. */
  visible?: boolean;
  danger?: boolean;
}

/**
 * A table row's link buttons, only those that apply. `compact` (a phone) folds them into one
 * menu button, so the row's columns keep the narrow screen.
 */
export function RowActions({ actions, compact = false, label }: { actions: RowAction[]; compact?: boolean; label?: string }) {
  const shown = actions.filter((a) => a.visible !== false);
  if (compact) {
    return (
      <Dropdown
        trigger={['click']}
        menu={{ items: shown.map((a) => ({ key: a.key, label: a.label, danger: a.danger, onClick: a.onClick })) }}
      >
        <Button type="text" size="small" icon={<EllipsisOutlined />} aria-label={label} />
      </Dropdown>
    );
  }
  return (
    <Space size={0} wrap>
      {shown.map((a) => (
        <Button key={a.key} type="link" size="small" danger={a.danger} onClick={a.onClick}>
          {a.label}
        </Button>
      ))}
    </Space>
  );
}

/**
 * The page's actions of a row, given to the actions cells by context: the table's columns stay
 * the same while the page re-renders (a new column set re-renders every cell), and the cells
 * still follow what the operator may do now.
 */
export const RowActionsSource = createContext<(row: never) => RowAction[]>(() => []);

export function RowActionsCell<Row>({ row, compact, label }: { row: Row; compact?: boolean; label?: string }) {
  const actionsOf = useContext(RowActionsSource) as (row: Row) => RowAction[];
  return <RowActions actions={actionsOf(row)} compact={compact} label={label} />;
}
