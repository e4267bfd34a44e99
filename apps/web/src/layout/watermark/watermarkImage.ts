import { WATERMARK_HEIGHT, WATERMARK_ROTATE_DEG, WATERMARK_WIDTH } from '@ledgerdesk/shared';

/**
 * One 200x130 tile with the text at -20 degrees (SPEC §9), as a data URL for a repeating
 * background; drawn at the screen's pixel ratio so it stays sharp. Null where there is no canvas.
 */
export function watermarkImage(text: string, pixelRatio = window.devicePixelRatio || 1): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = WATERMARK_WIDTH * pixelRatio;
  canvas.height = WATERMARK_HEIGHT * pixelRatio;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.scale(pixelRatio, pixelRatio);
  ctx.rotate((WATERMARK_ROTATE_DEG * Math.PI) / 180);
  ctx.font = '13px sans-serif';
  // Mid grey at low opacity reads on light and dark pages alike.
  ctx.fillStyle = 'rgba(128, 128, 128, 0.22)';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, WATERMARK_WIDTH / 10, WATERMARK_HEIGHT * 0.75, WATERMARK_WIDTH);
  return canvas.toDataURL('image/png');
}
