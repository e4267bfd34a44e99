import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useThemeConfig } from '@/lib/themeConfig';
import { useMobileAside } from '../aside/useMobileAside';
import { useIsMobile } from '@/lib/useIsMobile';
import { ToolButton } from './ToolButton';

/** Folds or unfolds the aside; on a narrow screen it is the hamburger that opens the menu drawer. */
export function CollapseToggle() {
  const { t } = useTranslation();
  const isCollapse = useThemeConfig((s) => s.themeConfig.isCollapse);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  const isMobile = useIsMobile();
  const openDrawer = useMobileAside((s) => s.setOpen);
  if (isMobile) {
    return <ToolButton label={t('message.layout.openMenu')} icon={<MenuOutlined />} testId="menu-drawer-toggle" onClick={() => openDrawer(true)} />;
  }
  return (
    <ToolButton
      label={t(isCollapse ? 'message.layout.expand' : 'message.layout.collapse')}
      icon={isCollapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      testId="collapse-toggle"
      onClick={() => setThemeConfig({ isCollapse: !isCollapse })}
    />
  );
}
