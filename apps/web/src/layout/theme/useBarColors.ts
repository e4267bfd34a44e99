import { useMemo } from 'react';
import { useThemeConfig } from '@/lib/themeConfig';
import { shellBarColors } from './barColors';

/** The top bar's, menu bar's and column rail's colours, following the drawer live. */
export function useBarColors() {
  const config = useThemeConfig((s) => s.themeConfig);
  return useMemo(() => shellBarColors(config), [config]);
}
