import { useTranslation } from 'react-i18next';
import { LAYOUTS, type LayoutName } from '@ledgerdesk/shared';
import { useThemeConfig } from '@/lib/themeConfig';
import { LayoutThumb } from './LayoutThumb';

const LAYOUT_LABELS: Record<LayoutName, string> = {
  defaults: 'message.settings.layoutDefaults',
  classic: 'message.settings.layoutClassic',
  transverse: 'message.settings.layoutTransverse',
  columns: 'message.settings.layoutColumns',
};

/** The four layouts as pictures; choosing one applies SPEC §4's rules (see applyThemeChange). */
export function LayoutPicker() {
  const { t } = useTranslation();
  const layout = useThemeConfig((s) => s.themeConfig.layout);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  return (
    <div className="ld-layout-options" role="radiogroup" aria-label={t('message.settings.layoutSection')}>
      {LAYOUTS.map((name) => (
        <button
          key={name}
          type="button"
          role="radio"
          aria-checked={layout === name}
          data-testid={`layout-option-${name}`}
          className={`ld-layout-option${layout === name ? ' is-active' : ''}`}
          onClick={() => setThemeConfig({ layout: name })}
        >
          <LayoutThumb layout={name} />
          <span>{t(LAYOUT_LABELS[name])}</span>
        </button>
      ))}
    </div>
  );
}
