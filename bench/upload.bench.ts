/**
 * Upload bench (`BENCH_ONLY=upload npm run bench`; UPLOAD_BENCH_MIB=256 for a quicker run):
 *
 * 1. A 1 GiB file uploaded over loopback HTTP to a listening server, chunked as the web client
 *    does (chunk test, UPLOAD_WEB_CHUNK_SIZE chunks three at a time, merge with MD5 + SHA-256),
 *    against a plain streamed copy of the same file on the same disk. Budget: ≤ 2× the copy.
 * 2. MD5 in Chromium by the uploader's own digest worker, taken from the built console (so this
 *    part needs `npm run build`, or a private build in E2E_WEB_DIST), against Node's native crypto
 *    over as many bytes. Budget: ≥ 0.7×. MD5 with SHA-256, as the uploader hashes, is recorded too.
 */
import { execFileSync, fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  API_BASE,
  chunkRange,
  ENDPOINTS,
  totalChunksOf,
  UPLOAD_CHECKSUM_SLICE,
  UPLOAD_ENDPOINTS,
  UPLOAD_FILE_FIELD,
  UPLOAD_PARALLEL_CHUNKS,
  UPLOAD_WEB_CHUNK_SIZE,
} from '@ledgerdesk/shared';
import { buildApp } from '@ledgerdesk/server/src/app';
import { loadConfig } from '@ledgerdesk/server/src/config';
import { openDatabase } from '@ledgerdesk/server/src/db/client';
import { seed } from '@ledgerdesk/server/src/db/seed';
import { launchBrowser } from '../e2e/support/browser';
import { startServer as startWebServer } from '../e2e/support/server';
import type { BenchResult } from './figure';
import { serverRuntime } from './server-runtime';

const MIB = 1024 * 1024;
const FILE_BYTES = Number(process.env.UPLOAD_BENCH_MIB ?? 1024) * MIB;
const HASH_BYTES = Number(process.env.UPLOAD_BENCH_HASH_MIB ?? 256) * MIB;
const RUNS = 3;
/** Hashing rounds: each is quick, and more of them steady the medians on a shared machine. */
const HASH_ROUNDS = 5;
const PASSWORD = 'Bench-pass-1';

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
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, UPLOAD_BENCH_SERVER_DIR: dataDir }, execArgv: ['--import', 'tsx', ...serverRuntime().execArgv, ...(process.env.UPLOAD_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.UPLOAD_BENCH_PROFILE}`] : [])] });
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

/**
 * One chunk as a browser posts it: multipart with the fields first, then the file part, read from
 * the file. Plain node:http, not fetch with FormData over a Blob slice: on this 2-core machine the
 * client shares the CPU with the server it measures, where a browser on another machine encodes and
 * sends the form natively (undici's FormData path cost the client 7–9 ms of CPU a MiB). The file
 * is read into the sender's two reused 1 MiB buffers, each written once the socket has taken the
 * other: a read stream allocates a new buffer for every MiB read, and the allocations and the
 * garbage collections they caused were most of the client's 1.7–2.2 s of CPU a GiB. The same bytes
 * on the wire.
 */
function postChunk(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
  fields: Record<string, string | number>,
  file: fs.promises.FileHandle,
  range: { start: number; end: number },
  name: string,
  sender: ChunkSender,
): Promise<void> {
  const { start, end } = range;
  const boundary = `----ledgerdeskBench${crypto.randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = Buffer.from(`${fieldParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FILE_FIELD}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<void>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + (end - start) + tail.length },
      },
      (response) => {
        const answer: Buffer[] = [];
        response.on('data', (piece: Buffer) => answer.push(piece));
        response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`${response.statusCode}: ${Buffer.concat(answer).toString()}`))));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.write(head);
    sender.send(file, start, end, request).then(() => request.end(tail), reject);
  });
}

/** Two reused buffers of one uploading worker: one is read into while the socket takes the other. */
class ChunkSender {
  private readonly buffers = [Buffer.allocUnsafe(MIB), Buffer.allocUnsafe(MIB)];
  /** Per buffer, settled once the request has handed its bytes to the socket. */
  private readonly written: Array<Promise<void>> = [Promise.resolve(), Promise.resolve()];

  async send(file: fs.promises.FileHandle, start: number, end: number, request: http.ClientRequest): Promise<void> {
    for (let position = start, turn = 0; position < end; turn ^= 1) {
      await this.written[turn];
      const buffer = this.buffers[turn]!;
      const { bytesRead } = await file.read(buffer, 0, Math.min(buffer.length, end - position), position);
      if (bytesRead === 0) throw new Error(`the file ended at ${position}, before ${end}`);
      position += bytesRead;
      this.written[turn] = new Promise<void>((resolve, reject) => request.write(buffer.subarray(0, bytesRead), (error) => (error ? reject(error) : resolve())));
    }
    await Promise.all(this.written);
  }
}

/** The web client's protocol over real HTTP: test, chunks (3 in flight), merge. */
async function uploadOverHttp(base: string, token: string, file: string, md5: string, name: string) {
  const size = fs.statSync(file).size;
  const C = UPLOAD_WEB_CHUNK_SIZE;
  const totalChunks = totalChunksOf(size, C);
  const auth = { authorization: `Bearer ${token}` };
  const identity = { identifier: md5, filename: name, totalSize: size, totalChunks, chunkSize: C };
  const query = new URLSearchParams(Object.entries(identity).map(([k, v]): [string, string] => [k, String(v)]));
  const test = await fetch(`${base}${UPLOAD_ENDPOINTS.upload}?${query}`, { headers: auth });
  if (!test.ok) throw new Error(`chunk test: ${await test.text()}`);

  const agent = new http.Agent({ keepAlive: true });
  const source = await fs.promises.open(file);
  let next = 1;
  const worker = async () => {
    const sender = new ChunkSender();
    for (let n = next++; n <= totalChunks; n = next++) {
      const { start, end } = chunkRange(n, size, C);
      const fields = { ...identity, chunkNumber: n, currentChunkSize: end - start, relativePath: name };
      await postChunk(agent, new URL(`${base}${UPLOAD_ENDPOINTS.upload}`), auth, fields, source, { start, end }, name, sender).catch((error: Error) => {
        throw new Error(`chunk ${n}: ${error.message}`);
      });
    }
  };
  const clientCpuBefore = process.cpuUsage();
  const chunksMs = await timed(() => Promise.all(Array.from({ length: UPLOAD_PARALLEL_CHUNKS }, worker)).then(() => undefined)).finally(() => {
    agent.destroy();
    void source.close();
  });
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000;
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
  return { chunksMs, mergeMs, clientCpuMs };
}

/**
 * Waits for the kernel to write back what earlier work left in the page cache (the test file, the
 * previous run's gigabyte), so that writeback does not run beside one side only. It does not make
 * the machine steady: after the lists bench's million rows the copy alone still took 0.9–3.7 s from
 * run to run, which is why each upload is set against the copy just before it.
 */
function settleDisk(): void {
  execFileSync('sync');
}

async function benchUpload(workDir: string) {
  const source = path.join(workDir, 'source.mp4');
  console.log(`writing a ${FILE_BYTES / MIB} MiB test file…`);
  const md5 = await writeTestFile(source, FILE_BYTES);
  const copyMs: number[] = [];
  const uploads: Array<{ chunksMs: number; mergeMs: number; clientCpuMs: number }> = [];
  // Each run on a fresh server and data folder, so instant upload never short-cuts a run.
  for (let run = 0; run < RUNS; run += 1) {
    const copy = path.join(workDir, 'copy.bin');
    settleDisk();
    copyMs.push(await timed(() => pipeline(fs.createReadStream(source), fs.createWriteStream(copy))));
    fs.rmSync(copy);
    const dataDir = path.join(workDir, `data-${run}`);
    const server = await startServer(dataDir);
    try {
      settleDisk();
      uploads.push(await uploadOverHttp(server.base, server.token, source, md5, `bench-${run}.mp4`));
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const last = uploads.at(-1)!;
    console.log(`  run ${run + 1}: chunks ${Math.round(last.chunksMs)} ms + merge ${Math.round(last.mergeMs)} ms (the client's CPU meanwhile ${Math.round(last.clientCpuMs)} ms); copy ${Math.round(copyMs.at(-1)!)} ms`);
  }
  // The run with the median total, so its parts add up.
  const medianRun = [...uploads].sort((a, b) => a.chunksMs + a.mergeMs - (b.chunksMs + b.mergeMs))[Math.floor(uploads.length / 2)]!;
  const totalMs = medianRun.chunksMs + medianRun.mergeMs;
  const copy = median(copyMs);
  // Each upload against the copy made just before it: the copy alone moved between 0.9 and 3.7 s
  // from run to run here, so a median copy from one run set against a median upload from another
  // compared two states of the machine.
  const ratios = uploads.map((u, run) => (u.chunksMs + u.mergeMs) / copyMs[run]!);
  return {
    fileBytes: FILE_BYTES,
    runs: RUNS,
    uploadMs: Math.round(totalMs),
    uploadChunksMs: Math.round(medianRun.chunksMs),
    uploadMergeMs: Math.round(medianRun.mergeMs),
    clientCpuMs: Math.round(medianRun.clientCpuMs),
    uploadMBps: mbps(FILE_BYTES, totalMs),
    plainCopyMs: Math.round(copy),
    plainCopyMBps: mbps(FILE_BYTES, copy),
    uploadToCopyRatio: Math.round(median(ratios) * 100) / 100,
    plainCopyRangeMs: [Math.round(Math.min(...copyMs)), Math.round(Math.max(...copyMs))] as const,
  };
}

/** The uploader's digest worker in a build of the console (E2E_WEB_DIST, as the e2e suites take it, or apps/web/dist). */
function digestWorkerOf(webDist: string): string {
  const name = fs.readdirSync(path.join(webDist, 'assets')).find((f) => /^digest\.worker-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`${webDist} has no digest worker: run "npm run build" first`);
  return `/assets/${name}`;
}

/**
 * The uploader's own digest worker from the built console, served by the production server (its
 * CSP included), in Chromium: a fresh worker per run as the uploader starts one per file, timed
 * from the request to the digest. MD5 alone against node:crypto, and MD5 with SHA-256 side by side
 * as the uploader hashes. Browser and native runs alternate, each ratio taken within a round, so
 * a machine whose load changes meanwhile moves both sides of it.
 */
async function benchHashing() {
  const webDist = process.env.E2E_WEB_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
  const server = await startWebServer({ SEED_DEMO: 'off', WEB_DIST: webDist });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/login`);
    // Plain text: a function would be serialised as tsx compiled it, with helpers the page lacks.
    await page.evaluate(`(async ({ bytes, workerUrl, progressStep }) => {
      const data = new Uint8Array(bytes);
      for (let i = 0; i < bytes; i += 65536) crypto.getRandomValues(data.subarray(i, Math.min(i + 65536, bytes)));
      const file = new Blob([data]);
      const digest = (algorithm) => new Promise((resolve, reject) => {
        const worker = new Worker(workerUrl, { type: 'module' });
        worker.onmessage = ({ data: message }) => {
          if (message.type === 'progress') return;
          worker.terminate();
          if (message.type === 'done') resolve(message.digest);
          else reject(new Error(message.message));
        };
        worker.onerror = (event) => reject(new Error(event.message || 'the digest worker failed'));
        worker.postMessage({ file, algorithm, progressStep });
      });
      window.__hash = async (algorithms) => {
        const start = performance.now();
        const digests = await Promise.all(algorithms.map(digest));
        return { ms: performance.now() - start, digests };
      };
    })(${JSON.stringify({ bytes: HASH_BYTES, workerUrl: digestWorkerOf(webDist), progressStep: UPLOAD_CHECKSUM_SLICE })})`);
    const inBrowser = (algorithms: string[]) => page.evaluate(`window.__hash(${JSON.stringify(algorithms)})`) as Promise<{ ms: number; digests: string[] }>;
    const nodeData = crypto.randomBytes(HASH_BYTES);
    const natively = (algorithms: string[]) =>
      timed(async () => {
        for (const algorithm of algorithms) {
          const hash = crypto.createHash(algorithm);
          for (let offset = 0; offset < nodeData.length; offset += UPLOAD_CHECKSUM_SLICE) hash.update(nodeData.subarray(offset, offset + UPLOAD_CHECKSUM_SLICE));
          hash.digest('hex');
        }
      });
    const md5: Array<{ browserMs: number; nodeMs: number }> = [];
    const both: Array<{ browserMs: number; nodeMs: number }> = [];
    for (let round = 0; round <= HASH_ROUNDS; round += 1) {
      const md5Round = { browserMs: (await inBrowser(['md5'])).ms, nodeMs: await natively(['md5']) };
      const bothRound = { browserMs: (await inBrowser(['md5', 'sha256'])).ms, nodeMs: await natively(['md5', 'sha256']) };
      // The first round warms the Blob store, the worker script and the caches up; it is not counted.
      if (round === 0) continue;
      md5.push(md5Round);
      both.push(bothRound);
      console.log(`  hashing round ${round}: MD5 ${Math.round(md5Round.browserMs)} ms (native ${Math.round(md5Round.nodeMs)}), MD5 + SHA-256 ${Math.round(bothRound.browserMs)} ms (native ${Math.round(bothRound.nodeMs)})`);
    }
    const ratioOf = (rounds: typeof md5) => Math.round(median(rounds.map((r) => r.nodeMs / r.browserMs)) * 100) / 100;
    return {
      bytes: HASH_BYTES,
      browserMd5MBps: mbps(HASH_BYTES, median(md5.map((r) => r.browserMs))),
      nodeMd5MBps: mbps(HASH_BYTES, median(md5.map((r) => r.nodeMs))),
      md5Ratio: ratioOf(md5),
      browserBothMBps: mbps(HASH_BYTES, median(both.map((r) => r.browserMs))),
      nodeBothMBps: mbps(HASH_BYTES, median(both.map((r) => r.nodeMs))),
      bothRatio: ratioOf(both),
      chromiumVersion: browser.version(),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The upload bench for run.ts: upload ÷ plain copy (≤ 2) and browser MD5 ÷ native (≥ 0.7). */
export async function uploadBench(): Promise<BenchResult> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-upload-bench-'));
  try {
    const upload = await benchUpload(workDir);
    console.log('hashing in Chromium…');
    const hashing = await benchHashing();
    const group = 'upload';
    return {
      notes: [
        `${upload.fileBytes / MIB} MiB over loopback HTTP to the server in its own process (PGlite): chunk test, ${totalChunksOf(upload.fileBytes, UPLOAD_WEB_CHUNK_SIZE)} chunks of ${UPLOAD_WEB_CHUNK_SIZE} B (multipart read from the file into reused buffers and sent by node:http), ${UPLOAD_PARALLEL_CHUNKS} in flight, merge with MD5 + SHA-256; the run with the median total of ${RUNS}, each on a fresh server and data folder.`,
        `Both sides start after \`sync\` (no writeback pending). Plain copy: the same file streamed to a new file on the same disk before each upload (median of ${RUNS}; ${upload.plainCopyRangeMs[0]}–${upload.plainCopyRangeMs[1]} ms this run). Upload ÷ plain copy is the median of each run's upload over the copy just before it.`,
        `Hashing in Chromium ${hashing.chromiumVersion}: the built uploader's digest worker (MD5 our own WebAssembly, SHA-256 hash-wasm's; the file read as a byte stream into one reused buffer) over a ${hashing.bytes / MIB} MiB Blob, a fresh worker per run; MD5 + SHA-256 are one worker each, side by side, as the uploader runs them. Native: node:crypto over as many bytes in one thread. ${HASH_ROUNDS} rounds after a warm-up, browser and native alternating; the ratios are the medians of each round's.`,
      ],
      figures: [
        { group, name: `${upload.fileBytes / MIB} MiB upload, total`, value: upload.uploadMs, unit: 'ms' },
        { group, name: '… of which chunks', value: upload.uploadChunksMs, unit: 'ms' },
        { group, name: '… of which merge (MD5 + SHA-256, commit)', value: upload.uploadMergeMs, unit: 'ms' },
        { group, name: 'upload throughput', value: upload.uploadMBps, unit: 'MB/s' },
        { group, name: "the bench client's CPU while it sends the chunks (same machine; a browser's is elsewhere)", value: upload.clientCpuMs, unit: 'ms' },
        { group, name: 'plain copy of the same file', value: upload.plainCopyMs, unit: 'ms' },
        { group, name: 'upload ÷ plain copy', value: upload.uploadToCopyRatio, unit: 'ratio', budget: 2 },
        { group, name: 'MD5 in Chromium (the uploader\'s worker)', value: hashing.browserMd5MBps, unit: 'MB/s' },
        { group, name: 'MD5 native (node:crypto)', value: hashing.nodeMd5MBps, unit: 'MB/s' },
        { group, name: 'browser MD5 ÷ native', value: hashing.md5Ratio, unit: 'ratio', budget: 0.7, higherIsBetter: true },
        { group, name: 'MD5 + SHA-256 in Chromium (two workers, as the uploader hashes)', value: hashing.browserBothMBps, unit: 'MB/s' },
        { group, name: 'MD5 + SHA-256 native (one thread)', value: hashing.nodeBothMBps, unit: 'MB/s' },
        { group, name: 'browser MD5 + SHA-256 ÷ native', value: hashing.bothRatio, unit: 'ratio' },
      ],
    };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

// The server side of the bench runs this same file in a child process.
if (process.env.UPLOAD_BENCH_SERVER_DIR) await serveForBench(process.env.UPLOAD_BENCH_SERVER_DIR);
