import { Button, Space } from 'antd';

export interface RowAction {
  key: string;
  label: string;
  onClick: () => void;
  /** Hidden when false: the row's state or the operator's permissions do not allow it. */
  visible?: boolean;
  danger?: boolean;
}

/** A table row's link buttons, only those that apply. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Space size={0} wrap>
      {actions
        .filter((a) => a.visible !== false)
        .map((a) => (
          <Button key={a.key} type="link" size="small" danger={a.danger} onClick={a.onClick}>
            {a.label}
          </Button>
        ))}
    </Space>
  );
}
