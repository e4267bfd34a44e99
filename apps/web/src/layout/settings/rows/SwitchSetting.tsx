import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeConfig, type ThemeConfig } from '@/lib/themeConfig';
import { SettingRow } from './SettingRow';

type SwitchField = { [K in keyof ThemeConfig]: ThemeConfig[K] extends boolean ? K : never }[keyof ThemeConfig];

/** An on/off field of the theme configuration, labelled message.settings.<field> (or `label`). */
export function SwitchSetting({ field, label, disabled }: { field: SwitchField; label?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const checked = useThemeConfig((s) => s.themeConfig[field]);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  return (
    <SettingRow label={t(label ?? `message.settings.${field}`)}>
      <Switch size="small" checked={checked} disabled={disabled} data-testid={`setting-${field}`} onChange={(on) => setThemeConfig({ [field]: on })} />
    </SettingRow>
  );
}
