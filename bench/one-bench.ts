/**
 * Runs one bench in a process of its own (run.ts forks this file with the bench's name) and hands
 * its figures back over the IPC channel. A bench leaves its process changed: the million-order
 * bench left a heap of 1.2 GB behind it, and the upload bench, whose client runs in that process,
 * sent its chunks in 3.7–3.9 s after it against 2.2–2.5 s after any other bench.
 */
import { BENCHES } from './benches';

const name = process.argv[2];
const bench = BENCHES.find(([benchName]) => benchName === name)?.[1];
try {
  if (!bench) throw new Error(`no bench named ${name}`);
  const result = await bench();
  process.send!({ result }, () => process.exit(0));
} catch (error) {
  console.error(error);
  process.send!({ error: (error as Error).stack ?? String(error) }, () => process.exit(0));
}
