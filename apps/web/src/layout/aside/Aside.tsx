import { ConfigProvider, Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogoMark } from '../components/brand/LogoMark';
import { useSession } from '../lib/session';
import { useThemeConfig } from '../lib/themeConfig';
import { findMenu, menuItems } from './menuItems';
import { useRouteTrail } from './useRouteTrail';

const ASIDE_WIDTH = 220;
/** The menu sits on the configurable menuBar colour, so its own dark backgrounds step aside. */
const MENU_TOKENS = { darkItemBg: 'transparent', darkSubMenuItemBg: 'rgba(0, 0, 0, 0.12)' };

export function Aside() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const menus = useSession((s) => s.menuList);
  const { isCollapse, isShowLogo, globalTitle, menuBar } = useThemeConfig((s) => s.themeConfig);
  const trail = useRouteTrail().filter((m) => !m.meta.isHide);
  const selected = trail.at(-1)?.path;

  const open = (path: string) => {
    const link = findMenu(menus, path)?.meta.isLink;
    if (link && /^https?:\/\//.test(link)) window.open(link, '_blank', 'noopener,noreferrer');
    else navigate(path);
  };

  return (
    <Layout.Sider
      collapsed={isCollapse}
      collapsedWidth={64}
      width={ASIDE_WIDTH}
      trigger={null}
      style={{ background: menuBar, overflow: 'auto', height: '100vh', position: 'sticky', top: 0 }}
    >
      {isShowLogo && (
        <a
          href="/home"
          aria-label={t('message.layout.logo', { title: globalTitle })}
          onClick={(e) => {
            e.preventDefault();
            navigate('/home');
          }}
          style={{ display: 'flex', alignItems: 'center', gap: 10, height: 56, padding: '0 18px', color: '#fff', fontWeight: 600, fontSize: 17, textDecoration: 'none', whiteSpace: 'nowrap', overflow: 'hidden' }}
        >
          <LogoMark />
          {!isCollapse && <span>{globalTitle}</span>}
        </a>
      )}
      <ConfigProvider theme={{ components: { Menu: MENU_TOKENS } }}>
      <Menu
        data-testid="aside-menu"
        key={i18n.language}
        theme="dark"
        mode="inline"
        style={{ background: 'transparent', borderInlineEnd: 0 }}
        items={menuItems(menus)}
        selectedKeys={selected ? [selected] : []}
        defaultOpenKeys={isCollapse ? [] : trail.slice(0, -1).map((m) => m.path)}
        onClick={({ key }) => open(key)}
      />
      </ConfigProvider>
    </Layout.Sider>
  );
}
