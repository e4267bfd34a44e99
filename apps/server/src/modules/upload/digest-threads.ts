import { Worker } from 'node:worker_threads';

/**
 * MD5 and SHA-256 of byte ranges of files, computed off the event loop: each algorithm in a thread
 * of its own, so the two digests run side by side while the main thread goes on receiving chunks
 * (hashing costs about 2 ms of CPU a MiB, more than receiving and writing it). Each thread reads
 * the range itself (from the page cache: the bytes were just written): posting the bytes from the
 * main thread cost it more than the writes did, in copies. The states live in the threads, named
 * by numbers. The threads start on first use and stop after a while without any state.
 */

/** The threads' code (CommonJS, evaluated: the server runs bundled and under tsx alike). */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const crypto = require('node:crypto');
const fs = require('node:fs');
const states = new Map();
const buffer = Buffer.allocUnsafe(1024 * 1024);
/** Feeds bytes [start, end) of the file to the state; answers how many there were. */
function hashFile(state, path, start, end) {
  const fd = fs.openSync(path, 'r');
  try {
    let at = start;
    while (at < end) {
      const read = fs.readSync(fd, buffer, 0, Math.min(buffer.length, end - at), at);
      if (read === 0) break;
      state.update(buffer.subarray(0, read));
      at += read;
    }
    return at - start;
  } finally {
    fs.closeSync(fd);
  }
}
parentPort.on('message', (m) => {
  if (m.op === 'create') states.set(m.id, crypto.createHash(m.algorithm));
  else if (m.op === 'copy') { const from = states.get(m.from); if (from) states.set(m.id, from.copy()); }
  else if (m.op === 'drop') states.delete(m.id);
  else if (m.op === 'hashFile') {
    const state = states.get(m.id);
    try {
      if (!state) throw new Error('unknown digest state ' + m.id);
      parentPort.postMessage({ reply: m.reply, hex: String(hashFile(state, m.path, m.start, m.end)) });
    } catch (error) {
      // The state may have taken part of the range: it is of no use any more.
      states.delete(m.id);
      parentPort.postMessage({ reply: m.reply, error: String(error) });
    }
  }
  else if (m.op === 'digest') {
    const state = states.get(m.id);
    states.delete(m.id);
    parentPort.postMessage(state ? { reply: m.reply, hex: state.digest('hex') } : { reply: m.reply, error: 'unknown digest state ' + m.id });
  }
});
`;

/** A thread left without any state for this long stops (a fresh start costs a few ms). */
const IDLE_MS = 30_000;

type Reply = { reply: number; hex?: string; error?: string };

class DigestThread {
  private worker: Worker | undefined;
  private nextNumber = 1;
  private readonly waiting = new Map<number, { resolve: (hex: string) => void; reject: (error: Error) => void }>();
  /** States alive in the thread. */
  private live = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly algorithm: 'md5' | 'sha256') {}

  create(): number {
    const id = this.nextNumber++;
    this.live += 1;
    this.post({ op: 'create', id, algorithm: this.algorithm });
    return id;
  }

  copy(from: number): number {
    const id = this.nextNumber++;
    this.live += 1;
    this.post({ op: 'copy', id, from });
    return id;
  }

  /** Feeds bytes [start, end) of the file to the state; answers how many the file had. */
  async hashFile(id: number, path: string, start: number, end: number): Promise<number> {
    return Number(await this.ask({ op: 'hashFile', id, path, start, end }));
  }

  drop(id: number): void {
    this.live = Math.max(0, this.live - 1);
    this.post({ op: 'drop', id });
  }

  async digest(id: number): Promise<string> {
    this.live = Math.max(0, this.live - 1);
    return this.ask({ op: 'digest', id });
  }

  private ask(message: Record<string, unknown>): Promise<string> {
    const reply = this.nextNumber++;
    return new Promise<string>((resolve, reject) => {
      this.waiting.set(reply, { resolve, reject });
      this.post({ ...message, reply });
      // Waiting for an answer keeps the process up; an idle thread does not.
      this.worker?.ref();
    });
  }

  private post(message: Record<string, unknown>): void {
    clearTimeout(this.idleTimer);
    this.thread().postMessage(message);
    this.idleTimer = setTimeout(() => this.stopWhenIdle(), IDLE_MS).unref();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(THREAD_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', ({ reply, hex, error }: Reply) => {
      const waiter = this.waiting.get(reply);
      this.waiting.delete(reply);
      if (this.waiting.size === 0) worker.unref();
      if (error !== undefined) waiter?.reject(new Error(error));
      else waiter?.resolve(hex ?? '');
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      // Its states are gone: whoever waits fails, and a digest asked later names an unknown state.
      this.worker = undefined;
      this.live = 0;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the ${this.algorithm} thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private stopWhenIdle(): void {
    if (this.live > 0 || this.waiting.size > 0 || !this.worker) return;
    const worker = this.worker;
    this.worker = undefined;
    void worker.terminate();
  }
}

const md5Thread = new DigestThread('md5');
const sha256Thread = new DigestThread('sha256');

/** MD5 and SHA-256 of one byte sequence, fed in order; `copy` forks it. Use each pair up by `digest` or `drop`. */
export class DigestPair {
  private constructor(
    private readonly md5Id: number,
    private readonly sha256Id: number,
  ) {}

  static create(): DigestPair {
    return new DigestPair(md5Thread.create(), sha256Thread.create());
  }

  copy(): DigestPair {
    return new DigestPair(md5Thread.copy(this.md5Id), sha256Thread.copy(this.sha256Id));
  }

  /**
   * Feeds bytes [start, end) of the file, read by each thread once this is called; resolves when
   * both are done, with how many bytes the file had there (fewer than asked when it is shorter).
   */
  async hashFile(path: string, start: number, end: number): Promise<number> {
    const [md5Read, sha256Read] = await Promise.all([md5Thread.hashFile(this.md5Id, path, start, end), sha256Thread.hashFile(this.sha256Id, path, start, end)]);
    if (md5Read !== sha256Read) throw new Error(`${path} changed while it was hashed`);
    return md5Read;
  }

  async digest(): Promise<{ md5: string; sha256: string }> {
    const [md5, sha256] = await Promise.all([md5Thread.digest(this.md5Id), sha256Thread.digest(this.sha256Id)]);
    return { md5, sha256 };
  }

  drop(): void {
    md5Thread.drop(this.md5Id);
    sha256Thread.drop(this.sha256Id);
  }
}
