/**
 * Server memory after a fresh start on PGlite (issue 10: ≤ 300 MB): the server built as `npm start`
 * builds it, started the way `npm start` starts it on an empty data folder (migrations, seeds and
 * demo data included), left idle 10 s; its resident memory read from /proc. A second start on the
 * same folder is recorded beside it.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './figure';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.join(here, '../apps/server');
const IDLE_MS = 10_000;

const startScript = () => (JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;

/**
 * The `start` script's command line and the variables it sets (glibc's malloc thresholds among
 * them, see bench/README.md, "Upload and memory"), so the bench measures what operators run.
 */
function startCommand(): { env: Record<string, string>; args: string[] } {
  const words = startScript().split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0 || words.slice(0, node).some((w) => !w.includes('='))) throw new Error(`the server's start script no longer runs node directly: ${startScript()}`);
  const env = Object.fromEntries(words.slice(0, node).map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]));
  return { env, args: words.slice(node + 1) };
}

const kb = (status: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);

async function idleMemory(dataDir: string, port: number): Promise<{ rssMB: number; peakMB: number; startSeconds: number }> {
  const started = Date.now();
  const { env, args } = startCommand();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Bench-pass-1', SEED_DEMO: 'on', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (piece: Buffer) => (output += piece.toString()));
  child.stderr.on('data', (piece: Buffer) => (output += piece.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      const check = setInterval(() => output.includes('is running at') && (clearInterval(check), resolve()), 100);
      child.once('exit', (code) => (clearInterval(check), reject(new Error(`the server exited with ${code}: ${output}`))));
    });
    const startSeconds = Math.round((Date.now() - started) / 100) / 10;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return { rssMB: Math.round(kb(status, 'VmRSS') / 1024), peakMB: Math.round(kb(status, 'VmHWM') / 1024), startSeconds };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  }
}

export async function memoryBench(): Promise<BenchResult> {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-memory-bench-'));
  try {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const fresh = await idleMemory(dataDir, port);
    const again = await idleMemory(dataDir, port + 1);
    const group = 'memory';
    return {
      notes: [
        `\`${startScript()}\` (the server's start script) on an empty DATA_DIR with PGlite, demo data on; resident memory (VmRSS) after ${IDLE_MS / 1000} s idle, and its peak (VmHWM).`,
        `Fresh start listening after ${fresh.startSeconds} s; second start on the same folder after ${again.startSeconds} s.`,
      ],
      figures: [
        { group, database: 'PGlite', name: 'server memory after a fresh start, idle', value: fresh.rssMB, unit: 'MB', budget: 300 },
        { group, database: 'PGlite', name: '… its peak during start-up', value: fresh.peakMB, unit: 'MB' },
        { group, database: 'PGlite', name: 'server memory after a second start, idle', value: again.rssMB, unit: 'MB', budget: 300 },
      ],
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
