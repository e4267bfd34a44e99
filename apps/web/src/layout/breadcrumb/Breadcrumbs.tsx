import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { MenuIcon } from '../components/icons/MenuIcon';
import { translateTitle } from '../lib/i18n';
import { useThemeConfig } from '../lib/themeConfig';
import { useRouteTrail } from './useRouteTrail';

/** The matched menu path, translated; earlier items link to their redirect or path. */
export function Breadcrumbs() {
  const trail = useRouteTrail();
  const withIcon = useThemeConfig((s) => s.themeConfig.isBreadcrumbIcon);
  const items = trail.map((m, i) => {
    const title = withIcon ? (
      <>
        <MenuIcon name={m.meta.icon} /> {translateTitle(m.meta.title)}
      </>
    ) : (
      translateTitle(m.meta.title)
    );
    const last = i === trail.length - 1;
    return { key: m.path || m.name, title: last ? title : <Link to={m.redirect || m.path}>{title}</Link> };
  });
  return <Breadcrumb data-testid="breadcrumb" items={items} />;
}
