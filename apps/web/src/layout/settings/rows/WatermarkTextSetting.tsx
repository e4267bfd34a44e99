import { useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeConfig } from '@/lib/themeConfig';
import '../locales';
import { SettingRow } from './SettingRow';

/**
 * The watermark text (SPEC §5: trimmed, ignored if empty). The box shows what is typed, spaces
 * and all, while the setting takes it trimmed; blanking it keeps the text in use and says so, so
 * clearing the box never silently removes the watermark. Leaving the box shows the text in use.
 */
export function WatermarkTextSetting() {
  const { t } = useTranslation();
  const { isWartermark, wartermarkText } = useThemeConfig((s) => s.themeConfig);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  const [draft, setDraft] = useState<string | null>(null);
  const blank = draft !== null && draft.trim() === '';
  return (
    <>
      <SettingRow label={t('message.settings.wartermarkText')}>
        <Input
          size="small"
          style={{ width: 110 }}
          maxLength={40}
          disabled={!isWartermark}
          value={draft ?? wartermarkText}
          status={blank ? 'warning' : undefined}
          aria-describedby={blank ? 'watermark-text-blank' : undefined}
          data-testid="setting-wartermarkText"
          onChange={(e) => {
            setDraft(e.target.value);
            setThemeConfig({ wartermarkText: e.target.value });
          }}
          onBlur={() => setDraft(null)}
        />
      </SettingRow>
      {blank && (
        <div id="watermark-text-blank" role="status" data-testid="watermark-text-blank" style={{ fontSize: 12, color: 'var(--ant-color-warning-text)', marginTop: -4 }}>
          {t('message.settingsExtra.watermarkBlank', { text: wartermarkText })}
        </div>
      )}
    </>
  );
}
