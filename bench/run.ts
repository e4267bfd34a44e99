/**
 * `npm run bench`: runs every bench, writes results/latest.json and results/latest.md (each figure
 * with its budget and whether it passed), prints a summary and exits 1 when a figure is over its
 * budget or a bench failed. BENCH_ONLY=lists-1m,first-load runs only those: their figures replace
 * theirs in the results, the other benches' stay as their last run left them (each says when it ran),
 * and only the benches run decide the exit code. Each bench runs in a process of its own (one-bench.ts).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCHES } from './benches';
import { overBudget, type BenchResult, type Figure } from './figure';
import { serverRuntime } from './server-runtime';

/** The server's Node options and variables, read once from its start script for every bench below. */
const runtime = serverRuntime();

/** Runs one bench in a process of its own (one-bench.ts): no bench measures in what another left behind. */
function runApart(name: string): Promise<BenchResult> {
  return new Promise((resolve, reject) => {
    // This process's Node options (tsx's loader among them) and the server's runtime: most benches
    // host the server in their own process, and it must run there as `npm start` runs it.
    const child = fork(fileURLToPath(new URL('./one-bench.ts', import.meta.url)), [name], {
      execArgv: [...process.execArgv, ...runtime.execArgv],
      env: { ...process.env, ...runtime.env },
    });
    let answered = false;
    child.on('message', (message: { result?: BenchResult; error?: string }) => {
      answered = true;
      if (message.result) resolve(message.result);
      else reject(new Error(message.error));
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!answered) reject(new Error(`bench ${name} exited with code ${code} before answering`));
    });
  });
}

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const started = Date.now();
interface BenchOutcome {
  notes: string[];
  figures: Array<Figure & { pass: boolean }>;
  error?: string;
  seconds: number;
  /** When it ran: a partial run keeps the other benches' outcomes from earlier runs. */
  at?: string;
}
const results: Record<string, BenchOutcome> = {};
for (const [name] of BENCHES) {
  if (only && !only.includes(name)) continue;
  console.log(`bench ${name}`);
  const benchStarted = Date.now();
  const at = new Date(benchStarted).toISOString();
  try {
    const { figures, notes } = await runApart(name);
    results[name] = { notes, figures: figures.map((f) => ({ ...f, pass: !overBudget(f) })), seconds: Math.round((Date.now() - benchStarted) / 1000), at };
  } catch (error) {
    console.error(error);
    results[name] = { notes: [], figures: [], error: (error as Error).stack ?? String(error), seconds: Math.round((Date.now() - benchStarted) / 1000), at };
  }
}
const seconds = Math.round((Date.now() - started) / 1000);
const ran = Object.values(results);
const over = ran.flatMap((r) => r.figures).filter((f) => !f.pass);
const failed = Object.entries(results).filter(([, r]) => r.error).map(([name]) => name);

const latestJson = path.join(here, 'results', 'latest.json');
/** The benches this run left out, as the last results file has them, each dated. */
function earlierOutcomes(): Record<string, BenchOutcome> {
  if (!only || !fs.existsSync(latestJson)) return {};
  const earlier = JSON.parse(fs.readFileSync(latestJson, 'utf8')) as { at: string; results: Record<string, BenchOutcome> };
  return Object.fromEntries(
    Object.entries(earlier.results)
      .filter(([name]) => !(name in results))
      .map(([name, outcome]) => [name, { ...outcome, at: outcome.at ?? earlier.at }]),
  );
}
const kept = earlierOutcomes();
const order = BENCHES.map(([name]) => name);
const reported = Object.fromEntries(
  Object.entries({ ...kept, ...results }).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)),
);
const all = Object.values(reported).flatMap((r) => r.figures);
const allOver = all.filter((f) => !f.pass);
const allFailed = Object.entries(reported).filter(([, r]) => r.error).map(([name]) => name);

const budgetText = (f: Figure) => (f.budget === undefined ? '—' : `${f.higherIsBetter ? '≥' : '≤'} ${f.budget}`);
const lines = [
  '# Benchmark results',
  '',
  `Run ${new Date().toISOString()} on Node ${process.version}, ${os.cpus().length} cores, ${seconds} s in all` +
    `${Object.keys(kept).length ? ` (${Object.keys(results).join(', ')} only; ${Object.keys(kept).join(', ')} as run earlier)` : ''}. ` +
    `${all.length} figures, ${all.filter((f) => f.budget !== undefined).length} with a budget, ${allOver.length} over it${allFailed.length ? `; failed: ${allFailed.join(', ')}` : ''}.`,
  '',
];
for (const [name, { notes, figures, error, seconds: took, at }] of Object.entries(reported)) {
  lines.push(`## ${name} (${took} s${at ? `, run ${at}` : ''})`, '', ...notes.map((n) => `- ${n}`), '');
  if (error) lines.push('```', error, '```', '');
  if (figures.length === 0) continue;
  lines.push('| database | figure | value | unit | budget | result |', '|---|---|---:|---|---:|---|');
  for (const f of figures) lines.push(`| ${f.database ?? ''} | ${f.name} | ${f.value} | ${f.unit} | ${budgetText(f)} | ${f.budget === undefined ? '' : f.pass ? 'pass' : '**over**'} |`);
  lines.push('');
}
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(
  latestJson,
  JSON.stringify({ at: new Date().toISOString(), node: process.version, cores: os.cpus().length, seconds, overBudget: allOver.length, failed: allFailed, results: reported }, null, 2) + '\n',
);
fs.writeFileSync(path.join(here, 'results', 'latest.md'), lines.join('\n'));

console.log(`\n${ran.flatMap((r) => r.figures).length} figures in ${seconds} s; ${over.length} over budget${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
for (const f of over) console.log(`  OVER  ${f.group} | ${f.database ?? ''} | ${f.name}: ${f.value} ${f.unit} (budget ${budgetText(f)})`);
console.log(`written to ${path.join('bench', 'results', 'latest.md')}`);
process.exitCode = over.length > 0 || failed.length > 0 ? 1 : 0;
