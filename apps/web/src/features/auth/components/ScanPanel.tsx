import type { SignedInHandler } from '../types';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MethodNotEnabled } from './MethodNotEnabled';

/** A QR-like grid drawn locally (deterministic, encodes nothing): there is no scan sign-in to point at. */
function QrPlaceholder() {
  const cells: { x: number; y: number }[] = [];
  for (let y = 0; y < 21; y += 1) {
    for (let x = 0; x < 21; x += 1) {
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      if (!finder && (x * 7 + y * 13 + x * y) % 3 === 0) cells.push({ x, y });
    }
  }
  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width={7} height={7} fill="#1f2d3d" />
      <rect x={x + 1} y={y + 1} width={5} height={5} fill="#fff" />
      <rect x={x + 2} y={y + 2} width={3} height={3} fill="#1f2d3d" />
    </g>
  );
  return (
    <svg viewBox="-1 -1 23 23" width={180} height={180} aria-hidden="true" style={{ opacity: 0.35 }}>
      <rect x={-1} y={-1} width={23} height={23} fill="#fff" />
      {cells.map(({ x, y }) => (
        <rect key={`${x}:${y}`} x={x} y={y} width={1} height={1} fill="#1f2d3d" />
      ))}
      {[finder(0, 0), finder(14, 0), finder(0, 14)]}
    </svg>
  );
}

export function ScanPanel({ onUseAccount }: { onSignedIn: SignedInHandler; onUseAccount: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center">
      <MethodNotEnabled onUseAccount={onUseAccount} />
      <QrPlaceholder />
      <Typography.Text type="secondary" style={{ marginTop: 8 }}>
        {t('message.login.scanTitle')}
      </Typography.Text>
    </Flex>
  );
}
