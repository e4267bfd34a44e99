import { Blob as NodeBlob } from 'node:buffer';
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestBlob } from './digestBlob';

// Node's Blob streams its bytes as a browser's does; jsdom's has no stream().
const blobOf = (data: Uint8Array) => new NodeBlob([data]) as unknown as Blob;
const native = (algorithm: 'md5' | 'sha256', data: Uint8Array) => crypto.createHash(algorithm).update(data).digest('hex');

describe('digestBlob', () => {
  it('gives the MD5 and SHA-256 node:crypto gives, for empty, short and multi-piece files', async () => {
    for (const size of [0, 1, 63, 64, 65, 100_000, 3 * 1024 * 1024 + 7]) {
      const data = crypto.randomBytes(size);
      const blob = blobOf(data);
      expect(await digestBlob(blob, 'md5', () => undefined, 1 << 20), `MD5 of ${size} B`).toBe(native('md5', data));
      expect(await digestBlob(blob, 'sha256', () => undefined, 1 << 20), `SHA-256 of ${size} B`).toBe(native('sha256', data));
    }
  });

  it('reports progress each time another step is hashed, and the whole size at the end', async () => {
    // 81 pieces of 64 KiB (a browser streams a file in pieces of that order), progress every 1 MiB.
    const pieces = Array.from({ length: 81 }, () => crypto.randomBytes(64 * 1024));
    const size = 81 * 64 * 1024;
    const seen: number[] = [];
    const blob = new NodeBlob(pieces) as unknown as Blob;
    expect(await digestBlob(blob, 'md5', (loaded) => seen.push(loaded), 1024 * 1024)).toBe(native('md5', Buffer.concat(pieces)));
    expect(seen).toEqual([1, 2, 3, 4, 5].map((mib) => mib * 1024 * 1024).concat(size));
  });

  it('reads a Blob whose stream is not a byte stream piece by piece as it comes', async () => {
    const data = crypto.randomBytes(5 * 1024 * 1024 + 3);
    const pieces = [data.subarray(0, 1), data.subarray(1, 3 * 1024 * 1024), data.subarray(3 * 1024 * 1024)];
    const plainStream = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const piece of pieces) controller.enqueue(piece);
          controller.close();
        },
      });
    const blob = { size: data.length, stream: plainStream } as unknown as Blob;
    expect(() => plainStream().getReader({ mode: 'byob' })).toThrow();
    expect(await digestBlob(blob, 'md5', () => undefined, 1 << 20)).toBe(native('md5', data));
  });
});
