import type { ReactNode } from 'react';

/** A titled box of the dashboard grid; `wide` spans two columns. */
export function Panel({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`vz-panel${wide ? ' is-wide' : ''}`}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
