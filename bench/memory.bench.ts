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
import type { BenchResult } from './figure';
import { serverDir, startCommand, startScript } from './server-runtime';

const IDLE_MS = 10_000;

const kb = (status: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);

async function idleMemory(dataDir: string, port: number): Promise<{ rssMB: number; peakMB: number; startSeconds: number }> {
  const started = Date.now();
  const { env, nodeFlags, entry } = startCommand();
  const child = spawn(process.execPath, [...nodeFlags, ...entry], {
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
