import { OnDemand } from '@/components/OnDemand';
import { preloadable } from '@/lib/preloadable';

const MenuSearchDialog = preloadable(() => import('./MenuSearchDialog').then((m) => ({ default: m.MenuSearchDialog })));

/** The menu search dialog, whose code (antd's AutoComplete and its select) arrives after the console's first render. */
export function MenuSearchDialogOnDemand({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <OnDemand open={open} preload={MenuSearchDialog.preload}>
      <MenuSearchDialog open={open} onClose={onClose} />
    </OnDemand>
  );
}
