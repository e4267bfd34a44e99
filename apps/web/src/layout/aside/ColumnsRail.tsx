import { MenuIcon } from '@/components/icons/MenuIcon';
import { useMenuTitle } from '@/lib/menuTitle';
import { useSession } from '@/lib/session';
import { useThemeConfig } from '@/lib/themeConfig';
import { useActiveSection } from '../menu/useActiveSection';
import { useOpenMenu } from '../menu/useOpenMenu';
import { useBarColors } from '../theme/useBarColors';
import { Logo } from './Logo';

/**
 * The columns layout's narrow rail of first-level menus (icon and title). Choosing one opens it:
 * its children then fill the aside beside the rail, or the aside hides when it has none.
 */
export function ColumnsRail() {
  const menus = useSession((s) => s.menuList);
  const activePath = useActiveSection().section?.path;
  const { columnsAsideStyle, columnsAsideLayout, isShowLogo } = useThemeConfig((s) => s.themeConfig);
  const { columnsBar } = useBarColors();
  const openMenu = useOpenMenu();
  const titleOf = useMenuTitle();
  return (
    <nav
      data-testid="columns-rail"
      className={`ld-columns-rail ${columnsAsideStyle} ${columnsAsideLayout}`}
      style={{ background: columnsBar.background, color: columnsBar.color }}
    >
      {isShowLogo && <Logo collapsed color={columnsBar.color} />}
      {menus
        .filter((m) => !m.meta.isHide)
        .map((m) => (
          <button
            key={m.path}
            type="button"
            data-testid="column-item"
            className={`ld-column-item${m.path === activePath ? ' is-active' : ''}`}
            aria-current={m.path === activePath ? 'page' : undefined}
            onClick={() => openMenu(m.path)}
          >
            <MenuIcon name={m.meta.icon} />
            <span>{titleOf(m.meta)}</span>
          </button>
        ))}
    </nav>
  );
}
