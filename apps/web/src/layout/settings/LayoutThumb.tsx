import type { LayoutName } from '@ledgerdesk/shared';

/**
 * A small drawing of a layout: where its bars and menus sit. Dark parts are menus, the light
 * part the page; drawn inline, no images.
 */
const PARTS: Record<LayoutName, Array<[number, number, number, number]>> = {
  defaults: [
    [0, 0, 22, 60],
    [22, 0, 78, 12],
  ],
  classic: [
    [0, 0, 100, 12],
    [0, 12, 22, 48],
  ],
  transverse: [[0, 0, 100, 12]],
  columns: [
    [0, 0, 10, 60],
    [10, 0, 20, 60],
    [30, 0, 70, 12],
  ],
};

export function LayoutThumb({ layout }: { layout: LayoutName }) {
  return (
    <svg className="ld-layout-thumb" viewBox="0 0 100 60" preserveAspectRatio="none" aria-hidden="true">
      <rect width="100" height="60" fill="#f0f2f5" stroke="#d9d9d9" />
      {PARTS[layout].map(([x, y, w, h], i) => (
        <rect key={i} x={x} y={y} width={w} height={h} fill={i === 0 && layout !== 'classic' && layout !== 'transverse' ? '#354e67' : '#5c7a96'} />
      ))}
    </svg>
  );
}
