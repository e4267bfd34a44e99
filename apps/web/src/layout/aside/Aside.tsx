import { Drawer, Layout } from 'antd';
import type { MenuRoute } from '@ledgerdesk/shared';
import { useSession } from '@/lib/session';
import { useThemeConfig } from '@/lib/themeConfig';
import { NavMenu } from '../menu/NavMenu';
import { useBarColors } from '../theme/useBarColors';
import { useIsMobile } from '@/lib/useIsMobile';
import { Logo } from './Logo';
import { useMobileAside } from './useMobileAside';

export const ASIDE_WIDTH = 220;
const COLLAPSED_WIDTH = 64;

/**
 * The aside menu every layout with an aside shares; `menus` is the whole tree (by default), or the
 * children of the active first level in the split layouts. On narrow screens it is a drawer instead.
 */
export function Aside({ menus, withLogo = true }: { menus?: readonly MenuRoute[]; withLogo?: boolean }) {
  const allMenus = useSession((s) => s.menuList);
  const shown = menus ?? allMenus;
  const { isCollapse, isShowLogo } = useThemeConfig((s) => s.themeConfig);
  const { menuBar } = useBarColors();
  const isMobile = useIsMobile();
  const { open, setOpen } = useMobileAside();

  if (isMobile) {
    return (
      <Drawer
        open={open}
        placement="left"
        size={ASIDE_WIDTH}
        closable={false}
        rootClassName="ld-menu-drawer"
        onClose={() => setOpen(false)}
        styles={{ body: { padding: 0, background: menuBar.background } }}
      >
        <div data-testid="aside">
          {isShowLogo && <Logo color={menuBar.color} />}
          <NavMenu menus={shown} mode="inline" colors={menuBar} testId="aside-menu" onChosen={() => setOpen(false)} />
        </div>
      </Drawer>
    );
  }

  return (
    <Layout.Sider
      data-testid="aside"
      collapsed={isCollapse}
      collapsedWidth={COLLAPSED_WIDTH}
      width={ASIDE_WIDTH}
      trigger={null}
      className="ld-aside"
      style={{ background: menuBar.background }}
    >
      {withLogo && isShowLogo && <Logo collapsed={isCollapse} color={menuBar.color} />}
      <NavMenu menus={shown} mode="inline" colors={menuBar} collapsed={isCollapse} testId="aside-menu" />
    </Layout.Sider>
  );
}
