import { useMemo } from 'react';
import { WATERMARK_HEIGHT, WATERMARK_WIDTH } from '@ledgerdesk/shared';
import { useThemeConfig } from '@/lib/themeConfig';
import { watermarkImage } from './watermarkImage';

/**
 * The watermark over the whole console: a fixed layer the size of the viewport, so it covers the
 * window at any size without redrawing, and lets every click through. Empty text shows none.
 */
export function Watermark() {
  const { isWartermark, wartermarkText } = useThemeConfig((s) => s.themeConfig);
  const text = wartermarkText.trim();
  const image = useMemo(() => (isWartermark && text ? watermarkImage(text) : null), [isWartermark, text]);
  if (!isWartermark || !text) return null;
  return (
    <div
      data-testid="watermark"
      data-text={text}
      aria-hidden="true"
      className="ld-watermark"
      style={{ backgroundImage: image ? `url(${image})` : undefined, backgroundSize: `${WATERMARK_WIDTH}px ${WATERMARK_HEIGHT}px` }}
    />
  );
}
