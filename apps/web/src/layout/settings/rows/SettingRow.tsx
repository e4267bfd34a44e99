import type { ReactNode } from 'react';

/** A label on the left, its control on the right: one line of the settings drawer. */
export function SettingRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="ld-setting-row">
      <span>{label}</span>
      {children}
    </label>
  );
}
