/**
 * Upload benchmark, self-contained: `npx tsx bench/upload.bench.ts` (UPLOAD_BENCH_MIB=256 for a
 * quicker run). Writes bench/results/upload.json and bench/results/upload.md.
 *
 * 1. A 1 GiB file uploaded over loopback HTTP to a listening server, chunked as the web client
 *    does (chunk test, 2,048,000-B chunks three at a time, merge with MD5 + SHA-256), against a
 *    plain streamed copy of the same file on the same disk.
 * 2. MD5 in Chromium with hash-wasm (Blob slices of 10,240,000 B, as the worker reads a file)
 *    against Node's native crypto over the same bytes and slices.
 */
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  API_BASE,
  chunkRange,
  ENDPOINTS,
  totalChunksOf,
  UPLOAD_CHECKSUM_SLICE,
  UPLOAD_CHUNK_SIZE,
  UPLOAD_ENDPOINTS,
  UPLOAD_FILE_FIELD,
  UPLOAD_PARALLEL_CHUNKS,
} from '@ledgerdesk/shared';
import { buildApp } from '@ledgerdesk/server/src/app';
import { loadConfig } from '@ledgerdesk/server/src/config';
import { openDatabase } from '@ledgerdesk/server/src/db/client';
import { seed } from '@ledgerdesk/server/src/db/seed';

const MIB = 1024 * 1024;
const FILE_BYTES = Number(process.env.UPLOAD_BENCH_MIB ?? 1024) * MIB;
const HASH_BYTES = Number(process.env.UPLOAD_BENCH_HASH_MIB ?? 256) * MIB;
const RUNS = 3;
const PASSWORD = 'Bench-pass-1';
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const mbps = (bytes: number, ms: number) => Math.round((bytes / 1e6 / (ms / 1000)) * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Pseudo-random content written in 16 MiB blocks (incompressible, so no layer can cheat). */
async function writeTestFile(file: string, bytes: number): Promise<string> {
  const md5 = crypto.createHash('md5');
  const out = fs.createWriteStream(file);
  const block = crypto.randomBytes(16 * MIB);
  for (let written = 0; written < bytes; written += block.length) {
    const piece = block.subarray(0, Math.min(block.length, bytes - written));
    piece.writeUInt32LE(written >>> 0, 0);
    md5.update(piece);
    if (!out.write(piece)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  return md5.digest('hex');
}

/** The server side, run in a child process so the uploading client does not share its event loop. */
async function serveForBench(dataDir: string) {
  const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_CAPTCHA: 'off', ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'off', DATA_DIR: dataDir });
  const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: process.env.UPLOAD_BENCH_DB === 'memory' ? 'memory://' : path.join(dataDir, 'pglite') });
  await database.migrate();
  await seed(database.db, { adminPassword: PASSWORD, demo: false, announce: () => undefined });
  const { app } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.once('disconnect', () => void app.close().then(() => database.close()).then(() => process.exit(0)));
}

async function startServer(dataDir: string) {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, UPLOAD_BENCH_SERVER_DIR: dataDir }, execArgv: ['--import', 'tsx', ...(process.env.UPLOAD_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.UPLOAD_BENCH_PROFILE}`] : [])] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${port}${API_BASE}`;
  const login = await fetch(`${base}${ENDPOINTS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD, captchaId: '', captchaCode: '' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.disconnect();
    });
  return { base, token, stop };
}

/** The web client's protocol over real HTTP: test, chunks (3 in flight), merge. */
async function uploadOverHttp(base: string, token: string, file: string, md5: string, name: string) {
  const size = fs.statSync(file).size;
  const blob = await fs.openAsBlob(file);
  const totalChunks = totalChunksOf(size);
  const auth = { authorization: `Bearer ${token}` };
  const identity = { identifier: md5, filename: name, totalSize: size, totalChunks };
  const query = new URLSearchParams(Object.entries(identity).map(([k, v]): [string, string] => [k, String(v)]));
  const test = await fetch(`${base}${UPLOAD_ENDPOINTS.upload}?${query}`, { headers: auth });
  if (!test.ok) throw new Error(`chunk test: ${await test.text()}`);

  let next = 1;
  const worker = async () => {
    for (let n = next++; n <= totalChunks; n = next++) {
      const { start, end } = chunkRange(n, size);
      const form = new FormData();
      const fields = { ...identity, chunkNumber: n, chunkSize: UPLOAD_CHUNK_SIZE, currentChunkSize: end - start, relativePath: name };
      for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
      form.append(UPLOAD_FILE_FIELD, blob.slice(start, end), name);
      const res = await fetch(`${base}${UPLOAD_ENDPOINTS.upload}`, { method: 'POST', headers: auth, body: form });
      if (!res.ok) throw new Error(`chunk ${n}: ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  const chunksMs = await timed(() => Promise.all(Array.from({ length: UPLOAD_PARALLEL_CHUNKS }, worker)).then(() => undefined));
  let stored: { md5: string } | undefined;
  const mergeMs = await timed(async () => {
    const res = await fetch(`${base}${UPLOAD_ENDPOINTS.uploadMerge}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...identity, token }),
    });
    stored = ((await res.json()) as { data: { md5: string } }).data;
  });
  if (stored?.md5 !== md5) throw new Error(`merge answered ${JSON.stringify(stored)}`);
  return { chunksMs, mergeMs };
}

async function benchUpload(workDir: string) {
  const source = path.join(workDir, 'source.mp4');
  console.log(`writing a ${FILE_BYTES / MIB} MiB test file…`);
  const md5 = await writeTestFile(source, FILE_BYTES);
  const copyMs: number[] = [];
  const uploads: Array<{ chunksMs: number; mergeMs: number }> = [];
  // Each run on a fresh server and data folder, so instant upload never short-cuts a run.
  for (let run = 0; run < RUNS; run += 1) {
    const copy = path.join(workDir, 'copy.bin');
    copyMs.push(await timed(() => pipeline(fs.createReadStream(source), fs.createWriteStream(copy))));
    fs.rmSync(copy);
    const dataDir = path.join(workDir, `data-${run}`);
    const server = await startServer(dataDir);
    try {
      uploads.push(await uploadOverHttp(server.base, server.token, source, md5, `bench-${run}.mp4`));
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const last = uploads.at(-1)!;
    console.log(`  run ${run + 1}: chunks ${Math.round(last.chunksMs)} ms + merge ${Math.round(last.mergeMs)} ms; copy ${Math.round(copyMs.at(-1)!)} ms`);
  }
  // The run with the median total, so its parts add up.
  const medianRun = [...uploads].sort((a, b) => a.chunksMs + a.mergeMs - (b.chunksMs + b.mergeMs))[Math.floor(uploads.length / 2)]!;
  const totalMs = medianRun.chunksMs + medianRun.mergeMs;
  const copy = median(copyMs);
  return {
    fileBytes: FILE_BYTES,
    runs: RUNS,
    uploadMs: Math.round(totalMs),
    uploadChunksMs: Math.round(medianRun.chunksMs),
    uploadMergeMs: Math.round(medianRun.mergeMs),
    uploadMBps: mbps(FILE_BYTES, totalMs),
    plainCopyMs: Math.round(copy),
    plainCopyMBps: mbps(FILE_BYTES, copy),
    uploadToCopyRatio: Math.round((totalMs / copy) * 100) / 100,
  };
}

/** hash-wasm MD5 in Chromium over Blob slices, against node:crypto over the same slices. */
async function benchHashing() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ path: require.resolve('hash-wasm/dist/md5.umd.min.js') });
    const browserRuns = await page.evaluate(
      async ({ bytes, slice, runs }) => {
        const data = new Uint8Array(bytes);
        for (let i = 0; i < bytes; i += 65_536) crypto.getRandomValues(data.subarray(i, Math.min(i + 65_536, bytes)));
        const blob = new Blob([data]);
        const hashwasm = (window as unknown as { hashwasm: { createMD5(): Promise<{ init(): void; update(d: Uint8Array): void; digest(f: 'hex'): string }> } }).hashwasm;
        const times: number[] = [];
        let digest = '';
        for (let run = 0; run <= runs; run += 1) {
          const md5 = await hashwasm.createMD5();
          md5.init();
          const start = performance.now();
          for (let offset = 0; offset < blob.size; offset += slice) md5.update(new Uint8Array(await blob.slice(offset, offset + slice).arrayBuffer()));
          digest = md5.digest('hex');
          // The first run warms the WASM module and the Blob store up; it is not counted.
          if (run > 0) times.push(performance.now() - start);
        }
        return { times, digest };
      },
      { bytes: HASH_BYTES, slice: UPLOAD_CHECKSUM_SLICE, runs: RUNS },
    );
    const nodeData = crypto.randomBytes(HASH_BYTES);
    const nodeTimes: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const start = performance.now();
      const md5 = crypto.createHash('md5');
      // A fresh copy per slice, as the browser gets a new ArrayBuffer for each.
      for (let offset = 0; offset < nodeData.length; offset += UPLOAD_CHECKSUM_SLICE) md5.update(Buffer.from(nodeData.subarray(offset, offset + UPLOAD_CHECKSUM_SLICE)));
      md5.digest('hex');
      if (run > 0) nodeTimes.push(performance.now() - start);
    }
    const browserMs = median(browserRuns.times);
    const nodeMs = median(nodeTimes);
    return {
      bytes: HASH_BYTES,
      sliceBytes: UPLOAD_CHECKSUM_SLICE,
      chromiumHashWasmMBps: mbps(HASH_BYTES, browserMs),
      nodeCryptoMBps: mbps(HASH_BYTES, nodeMs),
      hashWasmToNodeRatio: Math.round((mbps(HASH_BYTES, browserMs) / mbps(HASH_BYTES, nodeMs)) * 100) / 100,
      chromiumVersion: browser.version(),
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-upload-bench-'));
  try {
    const upload = await benchUpload(workDir);
    console.log('hashing in Chromium…');
    const hashing = await benchHashing();
    const result = { at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10), upload, hashing };
    const md = [
      '# Upload benchmark',
      '',
      `Run ${result.at} on Node ${result.node}, ${result.cpus} CPUs, load average ${result.loadAverage.join(' / ')} (shared machine). Medians of ${RUNS} runs; the server runs in its own process.`,
      '',
      '| measure | figure |',
      '|---|---:|',
      `| ${upload.fileBytes / MIB} MiB over loopback HTTP (test + ${totalChunksOf(upload.fileBytes)} chunks, 3 in flight, + merge) | ${upload.uploadMs} ms (${upload.uploadMBps} MB/s) |`,
      `| … of which chunks / merge (MD5 + SHA-256 + concatenation) | ${upload.uploadChunksMs} ms / ${upload.uploadMergeMs} ms |`,
      `| plain streamed copy of the same file, same disk | ${upload.plainCopyMs} ms (${upload.plainCopyMBps} MB/s) |`,
      `| **upload ÷ copy time** | **${upload.uploadToCopyRatio}×** |`,
      `| MD5 in Chromium ${hashing.chromiumVersion}, hash-wasm, ${hashing.bytes / MIB} MiB in 10,240,000-B Blob slices | ${hashing.chromiumHashWasmMBps} MB/s |`,
      `| MD5 with node:crypto, same bytes and slices | ${hashing.nodeCryptoMBps} MB/s |`,
      `| **hash-wasm ÷ native speed** | **${hashing.hashWasmToNodeRatio}×** |`,
      '',
    ].join('\n');
    fs.mkdirSync(path.join(here, 'results'), { recursive: true });
    fs.writeFileSync(path.join(here, 'results', 'upload.json'), `${JSON.stringify(result, null, 2)}\n`);
    fs.writeFileSync(path.join(here, 'results', 'upload.md'), md);
    console.log(md);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.env.UPLOAD_BENCH_SERVER_DIR) await serveForBench(process.env.UPLOAD_BENCH_SERVER_DIR);
else await main();
