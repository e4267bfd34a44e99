import { useTranslation } from 'react-i18next';
import { COMPONENT_SIZES, type ComponentSize } from '@ledgerdesk/shared';
import { useThemeConfig } from '@/lib/themeConfig';

const SIZE_LABELS: Record<ComponentSize, string> = {
  large: 'message.layout.sizeLarge',
  default: 'message.layout.sizeDefault',
  small: 'message.layout.sizeSmall',
};

/** The component sizes to choose from (translated), the current one and the choice. */
export function useComponentSize() {
  const { t } = useTranslation();
  const current = useThemeConfig((s) => s.themeConfig.globalComponentSize);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  return {
    current,
    options: COMPONENT_SIZES.map((size) => ({ size, label: t(SIZE_LABELS[size]) })),
    choose: (size: ComponentSize) => setThemeConfig({ globalComponentSize: size }),
  };
}
