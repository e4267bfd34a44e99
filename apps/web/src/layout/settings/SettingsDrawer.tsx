import { Divider, Drawer, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCK_SCREEN_MAX_SECONDS, LOCK_SCREEN_MIN_SECONDS, SETTINGS_DRAWER_WIDTH } from '@ledgerdesk/shared';
import { useThemeConfig } from '@/lib/themeConfig';
import { LayoutPicker } from './LayoutPicker';
import { SettingsActions } from './SettingsActions';
import { ChoiceSetting } from './rows/ChoiceSetting';
import { ColorSetting } from './rows/ColorSetting';
import { SettingRow } from './rows/SettingRow';
import { SwitchSetting } from './rows/SwitchSetting';
import { WatermarkTextSetting } from './rows/WatermarkTextSetting';

function Section({ title }: { title: string }) {
  return (
    <Divider titlePlacement="start" plain style={{ fontSize: 13, fontWeight: 600 }}>
      {title}
    </Divider>
  );
}

/** The layout configuration drawer (260px): every theme field of SPEC §3, applied live and remembered. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const config = useThemeConfig((s) => s.themeConfig);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);

  return (
    <Drawer
      open={config.isDrawer}
      size={SETTINGS_DRAWER_WIDTH}
      title={t('message.settings.title')}
      onClose={() => setThemeConfig({ isDrawer: false })}
      styles={{ body: { padding: '8px 16px 24px' } }}
      rootClassName="ld-settings-drawer"
    >
      <div data-testid="settings-drawer">
        <Section title={t('message.settings.layoutSection')} />
        <LayoutPicker />

        <Section title={t('message.settings.globalTheme')} />
        <ColorSetting field="primary" />
        <SwitchSetting field="isIsDark" label="message.settings.darkMode" />

        <Section title={t('message.settings.topBarSection')} />
        <ColorSetting field="topBar" />
        <ColorSetting field="topBarColor" />
        <SwitchSetting field="isTopBarColorGradual" />

        <Section title={t('message.settings.menuSection')} />
        <ColorSetting field="menuBar" />
        <ColorSetting field="menuBarColor" />
        <SwitchSetting field="isMenuBarColorGradual" />

        <Section title={t('message.settings.columnsSection')} />
        <ColorSetting field="columnsMenuBar" />
        <ColorSetting field="columnsMenuBarColor" />
        <SwitchSetting field="isColumnsMenuBarColorGradual" />

        <Section title={t('message.settings.interfaceSection')} />
        <SwitchSetting field="isCollapse" disabled={config.layout === 'transverse'} />
        <SwitchSetting field="isUniqueOpened" />
        <SwitchSetting field="isFixedHeader" />
        <SwitchSetting field="isClassicSplitMenu" disabled={config.layout !== 'classic'} />
        <SwitchSetting field="isLockScreen" />
        <SettingRow label={t('message.settings.lockScreenTime')}>
          <InputNumber
            size="small"
            style={{ width: 84 }}
            min={LOCK_SCREEN_MIN_SECONDS}
            max={LOCK_SCREEN_MAX_SECONDS}
            precision={0}
            disabled={!config.isLockScreen}
            value={config.lockScreenTime}
            data-testid="setting-lockScreenTime"
            onChange={(v) => v !== null && setThemeConfig({ lockScreenTime: v })}
          />
        </SettingRow>

        <Section title={t('message.settings.displaySection')} />
        <SwitchSetting field="isShowLogo" />
        <SwitchSetting field="isBreadcrumb" disabled={config.layout === 'transverse'} />
        <SwitchSetting field="isBreadcrumbIcon" disabled={!config.isBreadcrumb} />
        <SwitchSetting field="isTagsview" />
        <SwitchSetting field="isTagsviewIcon" disabled={!config.isTagsview} />
        <SwitchSetting field="isCacheTagsView" disabled={!config.isTagsview} />
        <SwitchSetting field="isSortableTagsView" disabled={!config.isTagsview} />
        <SwitchSetting field="isShareTagsView" disabled={!config.isTagsview} />
        <SwitchSetting field="isFooter" />
        <SwitchSetting field="isGrayscale" />
        <SwitchSetting field="isInvert" />
        <SwitchSetting field="isWartermark" />
        <WatermarkTextSetting />

        <Section title={t('message.settings.otherSection')} />
        <ChoiceSetting
          field="tagsStyle"
          labels={{ 'tags-style-one': 'message.settings.tagsStyleOne', 'tags-style-four': 'message.settings.tagsStyleFour', 'tags-style-five': 'message.settings.tagsStyleFive' }}
        />
        <ChoiceSetting
          field="animation"
          labels={{ 'slide-right': 'message.settings.slideRight', 'slide-left': 'message.settings.slideLeft', opacitys: 'message.settings.opacitys' }}
        />
        <ChoiceSetting field="columnsAsideStyle" labels={{ 'columns-round': 'message.settings.columnsRound', 'columns-card': 'message.settings.columnsCard' }} />
        <ChoiceSetting
          field="columnsAsideLayout"
          labels={{ 'columns-horizontal': 'message.settings.columnsHorizontal', 'columns-vertical': 'message.settings.columnsVertical' }}
        />

        <Divider />
        <SettingsActions />
      </div>
    </Drawer>
  );
}
