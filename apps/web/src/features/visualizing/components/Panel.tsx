import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A titled box of the dashboard grid; `wide` spans two columns. `empty`: why there is nothing to
 * draw (no permission, nothing today), said instead of a chart.
 */
export function Panel({ title, wide, empty, children }: { title: string; wide?: boolean; empty?: string | false | null; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={`vz-panel${wide ? ' is-wide' : ''}`}>
      <h2>{title}</h2>
      {empty ? <p className="vz-empty">{empty === 'forbidden' ? t('message.dashboard.notPermitted') : empty}</p> : children}
    </section>
  );
}
