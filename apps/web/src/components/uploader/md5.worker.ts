/// <reference lib="webworker" />
import { createMD5, createSHA256 } from 'hash-wasm';

export type HashRequest = { file: Blob; sliceSize: number };
export type HashMessage =
  | { type: 'progress'; loaded: number }
  | { type: 'done'; md5: string; sha256: string }
  | { type: 'error'; message: string };

/**
 * MD5 and SHA-256 of a file in one read, off the main thread: WASM hashers (MD5 about twice
 * spark-md5) fed slice by slice, so memory stays at one slice whatever the file size. The MD5 names
 * the upload (the legacy protocol); the SHA-256 lets the server link a stored copy safely (MD5 alone
 * has published collisions). WebAssembly compiles under the CSP's 'wasm-unsafe-eval'.
 */
self.onmessage = async (event: MessageEvent<HashRequest>) => {
  const { file, sliceSize } = event.data;
  const post = (message: HashMessage) => self.postMessage(message);
  try {
    const [md5, sha256] = await Promise.all([createMD5(), createSHA256()]);
    md5.init();
    sha256.init();
    for (let offset = 0; offset < file.size; offset += sliceSize) {
      const end = Math.min(offset + sliceSize, file.size);
      const slice = new Uint8Array(await file.slice(offset, end).arrayBuffer());
      md5.update(slice);
      sha256.update(slice);
      post({ type: 'progress', loaded: end });
    }
    post({ type: 'done', md5: md5.digest('hex'), sha256: sha256.digest('hex') });
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
  }
};
