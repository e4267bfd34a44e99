import { CloseCircleOutlined, CloseOutlined, ColumnWidthOutlined, FullscreenOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TagAction } from './useTagActions';

const ICONS = {
  refresh: ReloadOutlined,
  close: CloseOutlined,
  closeOthers: ColumnWidthOutlined,
  closeAll: CloseCircleOutlined,
  fullscreen: FullscreenOutlined,
} satisfies Record<TagAction, unknown>;

/** The same icon for an action wherever it is offered: context menu and the actions dropdown. */
export function TagActionIcon({ action }: { action: TagAction }) {
  const Icon = ICONS[action];
  return <Icon aria-hidden />;
}
