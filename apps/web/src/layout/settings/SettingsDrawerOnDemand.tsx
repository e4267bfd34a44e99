import { OnDemand } from '@/components/OnDemand';
import { preloadable } from '@/lib/preloadable';
import { useThemeConfig } from '@/lib/themeConfig';

const SettingsDrawer = preloadable(() => import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

/** The settings drawer, whose code (colour pickers, selects, number inputs) arrives after the console's first render. */
export function SettingsDrawerOnDemand() {
  const open = useThemeConfig((s) => s.themeConfig.isDrawer);
  return (
    <OnDemand open={open} preload={SettingsDrawer.preload}>
      <SettingsDrawer />
    </OnDemand>
  );
}
