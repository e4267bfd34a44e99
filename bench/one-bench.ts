/**
 * Runs one bench in a process of its own (run.ts forks this file with the bench's name) and hands
 * its figures back over the IPC channel. A bench leaves its process changed: the million-order
 * bench left a heap of 1.2 GB behind it, and the upload bench, whose client runs in that process,
 * sent its chunks in 3.7–3.9 s after it against 2.2–2.5 s after any other bench.
 */
import { BENCHES } from './benches';
import { serverRuntime } from './server-runtime';

const name = process.argv[2];
const bench = BENCHES.find(([benchName]) => benchName === name)?.[1];
try {
  if (!bench) throw new Error(`no bench named ${name}`);
  const missing = serverRuntime().execArgv.filter((flag) => !process.execArgv.includes(flag));
  if (missing.length > 0) throw new Error(`bench ${name} runs without the server's Node options ${missing.join(' ')}: start it through run.ts`);
  const result = await bench();
  process.send!({ result }, () => process.exit(0));
} catch (error) {
  console.error(error);
  process.send!({ error: (error as Error).stack ?? String(error) }, () => process.exit(0));
}
