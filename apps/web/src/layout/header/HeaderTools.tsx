import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { useThemeConfig } from '@/lib/themeConfig';
import { useIsMobile } from '@/lib/useIsMobile';
import { ComponentSizeSwitch } from './ComponentSizeSwitch';
import { FullscreenToggle } from './FullscreenToggle';
import { MenuSearch } from './MenuSearch';
import { MoreTools } from './MoreTools';
import { Notifications } from './Notifications';
import { ToolButton } from './ToolButton';
import { UserMenu } from './UserMenu';

/**
 * The tools at the right of every layout's top bar (SPEC §2 user menu). On a narrow screen only
 * the bell and the user menu stay in the bar; the rest are entries of the "more" menu, so the bar
 * fits a phone (all of them took 416px of a 390px screen and covered the menu button).
 */
export function HeaderTools() {
  const { t } = useTranslation();
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <div className="ld-header-tools" data-testid="header-tools">
        <Notifications />
        <MoreTools />
        <UserMenu />
      </div>
    );
  }
  return (
    <div className="ld-header-tools" data-testid="header-tools">
      <ComponentSizeSwitch />
      <LanguageSwitch />
      <MenuSearch />
      <ToolButton
        label={t('message.layout.settings')}
        icon={<SettingOutlined />}
        testId="settings-button"
        onClick={() => setThemeConfig({ isDrawer: true })}
      />
      <Notifications />
      <FullscreenToggle />
      <UserMenu />
    </div>
  );
}
