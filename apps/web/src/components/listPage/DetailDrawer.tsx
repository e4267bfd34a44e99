import type { ReactNode } from 'react';
import { Descriptions, Drawer, type DescriptionsProps } from 'antd';

interface DetailDrawerProps {
  open: boolean;
  title: ReactNode;
  items: DescriptionsProps['items'];
  onClose: () => void;
  loading?: boolean;
  /** Actions in the drawer's header (review, payout, …). */
  extra?: ReactNode;
  /** Anything below the fields: related records, history. */
  children?: ReactNode;
  size?: number;
}

/** A record's every field, read-only, beside the list it was opened from. */
export function DetailDrawer({ open, title, items, onClose, loading, extra, children, size = 640 }: DetailDrawerProps) {
  return (
    <Drawer open={open} title={title} onClose={onClose} size={size} extra={extra} loading={loading} destroyOnHidden>
      <Descriptions column={1} size="small" bordered items={items} styles={{ label: { width: 180 } }} />
      {children}
    </Drawer>
  );
}
