import { useEffect } from 'react';
import { useThemeConfig } from '@/lib/themeConfig';
import './accessible.css';
import { keepScrollRegionsFocusable } from './scrollRegions';

/**
 * What the theme sets on the document itself: the grayscale or invert filter on the root element
 * (the root, so antd's pop-ups in <body> are filtered too, and fixed elements keep their place),
 * and the colour scheme for dark mode (scrollbars, form controls); and tables' scrolling boxes kept
 * reachable by keyboard.
 */
export function DocumentTheme() {
  const { isGrayscale, isInvert, isIsDark } = useThemeConfig((s) => s.themeConfig);
  useEffect(() => keepScrollRegionsFocusable(), []);
  useEffect(() => {
    const root = document.documentElement;
    root.style.filter = isGrayscale ? 'grayscale(1)' : isInvert ? 'invert(80%)' : '';
    root.dataset.theme = isIsDark ? 'dark' : 'light';
    root.style.colorScheme = isIsDark ? 'dark' : 'light';
  }, [isGrayscale, isInvert, isIsDark]);
  return null;
}
