import './consoleStyles';
import './shell.css';
import type { LayoutName } from '@ledgerdesk/shared';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useThemeConfig } from '@/lib/themeConfig';
import { classicLayout } from './layouts/ClassicLayout';
import { columnsLayout } from './layouts/ColumnsLayout';
import { defaultsLayout } from './layouts/DefaultsLayout';
import { ShellFrame, type LayoutSlots } from './layouts/ShellFrame';
import { transverseLayout } from './layouts/TransverseLayout';
import { SettingsDrawerOnDemand } from './settings/SettingsDrawerOnDemand';
import { useIsMobile } from '@/lib/useIsMobile';
import { useRouteTrail } from './useRouteTrail';
import { Watermark } from './watermark/Watermark';

const LAYOUT_SLOTS: Record<LayoutName, LayoutSlots> = {
  defaults: defaultsLayout,
  classic: classicLayout,
  transverse: transverseLayout,
  columns: columnsLayout,
};

/**
 * The signed-in console: the configured layout (on a narrow screen always `defaults`, whose
 * aside is then a drawer), the settings drawer and the watermark.
 */
export function ShellLayout() {
  const layout = useThemeConfig((s) => s.themeConfig.layout);
  const isMobile = useIsMobile();
  useDocumentTitle(useRouteTrail().at(-1)?.meta);
  const shown = isMobile ? 'defaults' : layout;
  return (
    <>
      <ShellFrame layout={shown} slots={LAYOUT_SLOTS[shown]} />
      <SettingsDrawerOnDemand />
      <Watermark />
    </>
  );
}
