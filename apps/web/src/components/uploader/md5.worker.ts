/// <reference lib="webworker" />
import { createMD5 } from 'hash-wasm';

export type HashRequest = { file: Blob; sliceSize: number };
export type HashMessage = { type: 'progress'; loaded: number } | { type: 'done'; md5: string } | { type: 'error'; message: string };

/**
 * MD5 of a file, off the main thread: WASM MD5 (about twice spark-md5) fed slice by slice, so
 * memory stays at one slice whatever the file size.
 */
self.onmessage = async (event: MessageEvent<HashRequest>) => {
  const { file, sliceSize } = event.data;
  const post = (message: HashMessage) => self.postMessage(message);
  try {
    const md5 = await createMD5();
    md5.init();
    for (let offset = 0; offset < file.size; offset += sliceSize) {
      const end = Math.min(offset + sliceSize, file.size);
      md5.update(new Uint8Array(await file.slice(offset, end).arrayBuffer()));
      post({ type: 'progress', loaded: end });
    }
    post({ type: 'done', md5: md5.digest('hex') });
  } catch (err) {
    post({ type: 'error', message: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
  }
};
