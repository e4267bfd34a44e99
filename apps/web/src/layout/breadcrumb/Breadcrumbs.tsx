import { Breadcrumb, ConfigProvider } from 'antd';
import { Link } from 'react-router';
import { MenuIcon } from '@/components/icons/MenuIcon';
import { useMenuTitle } from '@/lib/menuTitle';
import { useThemeConfig } from '@/lib/themeConfig';
import { useBarColors } from '../theme/useBarColors';
import { useIsMobile } from '@/lib/useIsMobile';
import { useRouteTrail } from '../useRouteTrail';

/**
 * The matched menu path, in the current language; earlier items link to their redirect or path. It takes the
 * top bar's text colour so it stays readable on any top-bar colour, and hides on narrow screens.
 */
export function Breadcrumbs() {
  const trail = useRouteTrail();
  const { isBreadcrumb, isBreadcrumbIcon } = useThemeConfig((s) => s.themeConfig);
  const { topBar } = useBarColors();
  const isMobile = useIsMobile();
  const titleOf = useMenuTitle();
  if (!isBreadcrumb || isMobile) return null;

  const items = trail.map((m, i) => {
    const title = (
      <>
        {isBreadcrumbIcon && <MenuIcon name={m.meta.icon} />} {titleOf(m.meta)}
      </>
    );
    const last = i === trail.length - 1;
    return { key: m.path || m.name, title: last ? title : <Link to={m.redirect || m.path}>{title}</Link> };
  });
  // Muted, yet 4.9:1 on the default bar (70% gave 3.2:1).
  const muted = `color-mix(in srgb, ${topBar.color} 90%, transparent)`;
  return (
    <ConfigProvider
      theme={{ components: { Breadcrumb: { lastItemColor: topBar.color, itemColor: muted, linkColor: muted, separatorColor: muted, linkHoverColor: topBar.color } } }}
    >
      <Breadcrumb data-testid="breadcrumb" items={items} className="ld-breadcrumb" />
    </ConfigProvider>
  );
}
