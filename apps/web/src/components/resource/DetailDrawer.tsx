import type { ReactNode } from 'react';
import { Descriptions, Drawer, type DescriptionsProps } from 'antd';

interface DetailDrawerProps {
  open: boolean;
  title: ReactNode;
  items: DescriptionsProps['items'];
  onClose: () => void;
  loading?: boolean;
  /** Actions at the foot of the drawer, where the pending alerts (top right) never cover them. */
  footer?: ReactNode;
  /** Anything below the fields: related records, history. */
  children?: ReactNode;
  size?: number;
}

/** A record's every field, read-only, beside the list it was opened from. */
export function DetailDrawer({ open, title, items, onClose, loading, footer, children, size = 640 }: DetailDrawerProps) {
  return (
    <Drawer open={open} title={title} onClose={onClose} size={size} footer={footer} loading={loading} destroyOnHidden>
      <Descriptions column={1} size="small" bordered items={items} styles={{ label: { width: 180 } }} />
      {children}
    </Drawer>
  );
}
