import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(REPO, 'apps/server/src/main.ts');
/** What main.ts prints once it listens. */
const READY = /Ledgerdesk is running at/;

/**
 * The lowest port the kernel hands to outgoing connections and to listen(0) (Linux's
 * ip_local_port_range), or null where it cannot be read.
 */
export function ephemeralPortsFrom(): number | null {
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return low > 0 ? low : null;
  } catch {
    return null;
  }
}

/** Listens on `port` on the loopback (0: any) and closes again: the port it got, or null when taken. */
async function bindOnce(port: number): Promise<number | null> {
  const probe = net.createServer();
  const bound = await new Promise<boolean>((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (!bound) return null;
  const { port: got } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return got;
}

/** Ports given out already: an instance not yet listening leaves its port looking free. */
const handedOut = new Set<number>();

/**
 * A port free at this moment on the loopback, so an instance can be restarted where it was. Chosen
 * below the kernel's ephemeral range: an instance takes seconds to migrate and seed before it
 * listens, and meanwhile a port from that range (what listen(0) gives) is free for the kernel to hand
 * to another file's outgoing connection or listen(0): that failed a CI run with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  const low = ephemeralPortsFrom();
  if (low !== null && low > 11_000) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const candidate = 10_000 + Math.floor(Math.random() * (low - 10_000));
      if (handedOut.has(candidate) || (await bindOnce(candidate)) === null) continue;
      handedOut.add(candidate);
      return candidate;
    }
  }
  return (await bindOnce(0))!;
}

export interface ServerProcess {
  port: number;
  pid: number;
  /** Everything the process wrote, for the failure message. */
  output(): string;
  /** Resolves once it listens; rejects if it exits first or takes longer than the timeout. */
  ready: Promise<void>;
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<string>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * The real server (apps/server/src/main.ts under tsx, as `npm run dev` runs it, without watch) as a
 * separate operating-system process: migrate, seed, listen, exactly as in production, so it can be
 * killed outright. `env` is its whole configuration besides PATH.
 */
export function startServerProcess(port: number, env: Record<string, string>, readyTimeoutMs = 60_000): ServerProcess {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance on :${port} not ready after ${readyTimeoutMs} ms:\n${output}`)), readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (READY.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`instance on :${port} exited (${how}) before it was ready:\n${output}`));
    });
  });
  // Rejections nobody awaited (an instance killed after it was ready) must not fail the run.
  ready.catch(() => undefined);
  return {
    port,
    pid: child.pid!,
    output: () => output,
    ready,
    exited,
    kill: (signal) => {
      child.kill(signal);
    },
  };
}
