import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { useThemeConfig } from '@/lib/themeConfig';
import { ComponentSizeSwitch } from './ComponentSizeSwitch';
import { FullscreenToggle } from './FullscreenToggle';
import { MenuSearch } from './MenuSearch';
import { Notifications } from './Notifications';
import { ToolButton } from './ToolButton';
import { UserMenu } from './UserMenu';

/** The tools at the right of every layout's top bar (SPEC §2 user menu). */
export function HeaderTools() {
  const { t } = useTranslation();
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
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
