import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { financeBench, type BenchRow } from './finance.bench';

/** Runs every bench file and writes results/latest.json and results/latest.md. */
const benches: Array<[string, () => Promise<{ rows: BenchRow[]; notes: string[] }>]> = [['finance', financeBench]];

const here = path.dirname(fileURLToPath(import.meta.url));
const results: Record<string, { rows: BenchRow[]; notes: string[] }> = {};
const started = Date.now();
for (const [name, run] of benches) {
  console.log(`bench ${name}`);
  results[name] = await run();
}
const lines = [`# Benchmark results`, '', `Run ${new Date().toISOString()} on Node ${process.version}, ${Math.round((Date.now() - started) / 1000)} s in all.`, ''];
for (const [name, { rows, notes }] of Object.entries(results)) {
  lines.push(`## ${name}`, '', ...notes.map((n) => `- ${n}`), '', '| database | call | p50 ms | p95 ms |', '|---|---|---:|---:|');
  for (const r of rows) lines.push(`| ${r.database} | ${r.call} | ${r.p50ms} | ${r.p95ms} |`);
  lines.push('');
}
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results', 'latest.json'), JSON.stringify({ at: new Date().toISOString(), node: process.version, results }, null, 2));
fs.writeFileSync(path.join(here, 'results', 'latest.md'), lines.join('\n'));
console.log(lines.join('\n'));
