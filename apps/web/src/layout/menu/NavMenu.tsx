import { useState } from 'react';
import { ConfigProvider, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from '@ledgerdesk/shared';
import { useMenuTitle } from '@/lib/menuTitle';
import { useThemeConfig } from '@/lib/themeConfig';
import { barMenuTheme, type BarColors } from '../theme/barColors';
import { accordionOpenKeys } from './menuTree';
import { menuItems } from './menuItems';
import { useActiveTrail } from './useActiveTrail';
import { useOpenMenu } from './useOpenMenu';

interface NavMenuProps {
  menus: readonly MenuRoute[];
  mode: 'inline' | 'horizontal';
  /** The bar the menu sits on: its items take the bar's text colour over its background. */
  colors: BarColors;
  /** 1 shows the first level only (a split menu's top part). */
  depth?: number;
  collapsed?: boolean;
  /** The entry to highlight when it is not the page itself (a split menu highlights the page's top level). */
  activeKey?: string;
  testId?: string;
  /** Called after an entry is chosen (the mobile drawer closes). */
  onChosen?: () => void;
}

/** The one menu of the shell: aside, top bar, mobile drawer and split menus all render this. */
export function NavMenu({ menus, mode, colors, depth, collapsed = false, activeKey, testId, onChosen }: NavMenuProps) {
  const { i18n } = useTranslation();
  const titleOf = useMenuTitle();
  const unique = useThemeConfig((s) => s.themeConfig.isUniqueOpened);
  const openMenu = useOpenMenu();
  const trail = useActiveTrail();
  const selected = activeKey ?? trail.at(-1)?.path;
  const trailKeys = trail.slice(0, -1).map((m) => m.path);

  const [openKeys, setOpenKeys] = useState<string[]>(trailKeys);
  // A new page opens the submenus leading to it (adjusted while rendering, not in an effect).
  const [openedFor, setOpenedFor] = useState(selected);
  if (openedFor !== selected) {
    setOpenedFor(selected);
    setOpenKeys((keys) => (unique ? trailKeys : [...new Set([...keys, ...trailKeys])]));
  }

  const { theme, config } = barMenuTheme(colors);
  const inlineOpen = mode === 'inline' && !collapsed;
  return (
    <ConfigProvider theme={config}>
      <Menu
        data-testid={testId}
        // Titles are translated when the items are built: a language switch rebuilds them.
        key={i18n.language}
        theme={theme}
        mode={mode}
        inlineCollapsed={mode === 'inline' ? collapsed : undefined}
        style={{ background: 'transparent', borderInlineEnd: 0, borderBottom: 0, flex: mode === 'horizontal' ? 1 : undefined, minWidth: 0 }}
        items={menuItems(menus, titleOf, depth)}
        selectedKeys={selected ? [selected] : []}
        {...(inlineOpen
          ? { openKeys, onOpenChange: (next: string[]) => setOpenKeys(unique ? accordionOpenKeys(menus, openKeys, next) : next) }
          : {})}
        onClick={({ key }) => {
          openMenu(key);
          onChosen?.();
        }}
      />
    </ConfigProvider>
  );
}
