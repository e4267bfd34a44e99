/// <reference lib="webworker" />
import { digestBlob, type DigestAlgorithm } from './digestBlob';

export type DigestRequest = { file: Blob; algorithm: DigestAlgorithm; progressStep: number };
export type DigestMessage = { type: 'progress'; loaded: number } | { type: 'done'; digest: string } | { type: 'error'; message: string };

/**
 * One digest of a file off the main thread (hashFile runs one worker per digest, side by side).
 * WebAssembly compiles under the CSP's 'wasm-unsafe-eval'.
 */
self.onmessage = async (event: MessageEvent<DigestRequest>) => {
  const { file, algorithm, progressStep } = event.data;
  const post = (message: DigestMessage) => self.postMessage(message);
  try {
    const digest = await digestBlob(file, algorithm, (loaded) => post({ type: 'progress', loaded }), progressStep);
    post({ type: 'done', digest });
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
  }
};
