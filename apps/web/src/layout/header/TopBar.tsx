import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { useThemeConfig } from '@/lib/themeConfig';
import { useBarColors } from '../theme/useBarColors';
import { HeaderTools } from './HeaderTools';

export const TOP_BAR_HEIGHT = 56;

/**
 * The top bar every layout shares: what the layout puts at its left (collapse toggle and
 * breadcrumb, a logo, a horizontal menu), then the header tools. Sticky with isFixedHeader.
 */
export function TopBar({ children }: { children: ReactNode }) {
  const isFixedHeader = useThemeConfig((s) => s.themeConfig.isFixedHeader);
  const { topBar } = useBarColors();
  return (
    <Layout.Header
      data-testid="top-bar"
      className={`ld-top-bar${isFixedHeader ? ' is-fixed' : ''}`}
      style={{ background: topBar.background, color: topBar.color, height: TOP_BAR_HEIGHT, lineHeight: `${TOP_BAR_HEIGHT}px` }}
    >
      <div className="ld-top-bar-start">{children}</div>
      <HeaderTools />
    </Layout.Header>
  );
}
