import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeConfig, type ThemeConfig } from '@/lib/themeConfig';
import { SettingRow } from './SettingRow';

type ChoiceField = 'tagsStyle' | 'animation' | 'columnsAsideStyle' | 'columnsAsideLayout';

/** A field with a fixed set of values; `labels` maps each value to its translation key. */
export function ChoiceSetting<F extends ChoiceField>({ field, labels }: { field: F; labels: Record<ThemeConfig[F], string> }) {
  const { t } = useTranslation();
  const value = useThemeConfig((s) => s.themeConfig[field]);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  const options = (Object.keys(labels) as ThemeConfig[F][]).map((v) => ({ value: v, label: t(labels[v]) }));
  return (
    <SettingRow label={t(`message.settings.${field}`)}>
      <Select
        size="small"
        style={{ width: 110 }}
        value={value}
        options={options}
        data-testid={`setting-${field}`}
        onChange={(v) => setThemeConfig({ [field]: v } as Partial<ThemeConfig>)}
      />
    </SettingRow>
  );
}
