import { useState } from 'react';
import { ColorPicker, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { colorError, useThemeConfig, type ColorField } from '@/lib/themeConfig';
import { SettingRow } from './SettingRow';

/**
 * A colour field: a picker, and the hex value to type. A value that is empty or not hex is
 * refused with its warning (SPEC §5) and the colour in use stays, so the theme never breaks.
 */
export function ColorSetting({ field }: { field: ColorField }) {
  const { t } = useTranslation();
  const value = useThemeConfig((s) => s.themeConfig[field]);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  const [draft, setDraft] = useState(value);
  // The stored colour changed elsewhere (picker, restore defaults): the typed text follows.
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setDraft(value);
  }

  const commit = (raw: string) => {
    const error = colorError(field, raw);
    if (error) {
      feedback().message.warning(t(error));
      setDraft(value);
      return;
    }
    setThemeConfig({ [field]: raw });
  };

  return (
    <SettingRow label={t(`message.settings.${field}`)}>
      <Space.Compact size="small">
        <ColorPicker
          size="small"
          disabledAlpha
          format="hex"
          allowClear
          value={value}
          onChangeComplete={(color) => commit(color.toHexString())}
          onClear={() => commit('')}
        />
        <Input
          size="small"
          style={{ width: 84 }}
          value={draft}
          aria-label={t(`message.settings.${field}`)}
          data-testid={`setting-${field}`}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => draft !== value && commit(draft)}
          onPressEnter={() => commit(draft)}
        />
      </Space.Compact>
    </SettingRow>
  );
}
