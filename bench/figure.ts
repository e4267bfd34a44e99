/**
 * One measured figure of `npm run bench`, with the budget issue 10 sets for it. run.ts writes every
 * figure with its budget to results/ and the README summary, and exits non-zero when one is over.
 */
export interface Figure {
  /** The bench it belongs to: 'first-load', 'lists', 'upload'… */
  group: string;
  /** What was measured, in words an operator reads: "login page, JS+CSS over the wire". */
  name: string;
  value: number;
  unit: 'ms' | 'KB' | 'MB' | 'MB/s' | 'ratio' | 'req/s' | 'count';
  /** The limit: value must be ≤ budget, or ≥ budget when higherIsBetter. Absent: recorded only. */
  budget?: number;
  higherIsBetter?: boolean;
  /** PGlite or PostgreSQL, where it matters. */
  database?: string;
}

export interface BenchResult {
  figures: Figure[];
  /** How it was measured (data size, samples, throttling), printed above the table. */
  notes: string[];
}

export const overBudget = (f: Figure): boolean =>
  f.budget !== undefined && (f.higherIsBetter ? f.value < f.budget : f.value > f.budget);

/**
 * Runs `bench` and prints its notes and figures when `moduleUrl` (the bench file's import.meta.url)
 * is the script node was started with: `npx tsx bench/<name>.bench.ts` runs one bench alone.
 */
export async function runWhenMain(moduleUrl: string, bench: () => Promise<BenchResult>): Promise<void> {
  if (!process.argv[1] || moduleUrl !== new URL(`file://${process.argv[1]}`).href) return;
  const result = await bench();
  for (const n of result.notes) console.log(n);
  for (const f of result.figures) console.log(`${f.name}: ${f.value} ${f.unit}${f.budget !== undefined ? ` (budget ${f.budget})` : ''}${overBudget(f) ? '  OVER' : ''}`);
}
