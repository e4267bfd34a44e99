/**
 * How operators run the server: the `start` script of apps/server, read rather than copied, so a
 * bench cannot drift from it. The benches that host the server in their own process run with its
 * V8 flags and its environment: the young generation's size alone changed a 1000-row page's
 * garbage collection twofold (bench/README.md, "The server's runtime in every bench").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');

export const startScript = (): string =>
  (JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;

export interface StartCommand {
  /** The variables the script sets before `node` (NODE_ENV, glibc's malloc thresholds). */
  env: Record<string, string>;
  /** Node's own options, before the entry file. */
  nodeFlags: string[];
  /** The entry file and anything after it. */
  entry: string[];
}

/** The start script split into its variables, Node's options and the entry; refuses a script that does not run node directly. */
export function parseStartScript(script: string): StartCommand {
  const words = script.trim().split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0 || words.slice(0, node).some((w) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w))) {
    throw new Error(`the server's start script no longer runs node directly: ${script}`);
  }
  const env = Object.fromEntries(words.slice(0, node).map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]));
  const rest = words.slice(node + 1);
  const firstEntry = rest.findIndex((w) => !w.startsWith('-'));
  if (firstEntry < 0) throw new Error(`the server's start script names no entry file: ${script}`);
  return { env, nodeFlags: rest.slice(0, firstEntry), entry: rest.slice(firstEntry) };
}

export const startCommand = (): StartCommand => parseStartScript(startScript());

/**
 * What a bench process hosting the server in itself takes from the start script: Node's options
 * (added to the loader's) and the variables, NODE_ENV left out, since each bench sets its server's
 * configuration itself and tools it starts (the web build's, Chromium) read NODE_ENV too.
 */
export function serverRuntime(): { execArgv: string[]; env: Record<string, string> } {
  const { env, nodeFlags } = startCommand();
  return { execArgv: nodeFlags, env: Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'NODE_ENV')) };
}
