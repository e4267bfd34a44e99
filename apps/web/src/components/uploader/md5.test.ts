import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMd5 } from './md5';

const native = (data: Uint8Array) => crypto.createHash('md5').update(data).digest('hex');

describe('createMd5', () => {
  it('gives RFC 1321’s test digests', async () => {
    const cases: Array<[string, string]> = [
      ['', 'd41d8cd98f00b204e9800998ecf8427e'],
      ['a', '0cc175b9c0f1b6a831c399e269772661'],
      ['abc', '900150983cd24fb0d6963f7d28e17f72'],
      ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
      ['12345678901234567890123456789012345678901234567890123456789012345678901234567890', '57edf4a22be3c955ac49da2e2107b67a'],
    ];
    for (const [text, digest] of cases) {
      const md5 = await createMd5();
      md5.update(new TextEncoder().encode(text));
      expect(md5.digest(), text).toBe(digest);
    }
  });

  it('gives node:crypto’s digest at every length around the block and padding edges, and past its staging buffer', async () => {
    for (const size of [55, 56, 57, 63, 64, 65, 119, 120, 128, (1 << 20) - 1, 1 << 20, (1 << 20) + 65, 3 * (1 << 20) + 7]) {
      const data = crypto.randomBytes(size);
      const md5 = await createMd5();
      md5.update(data);
      expect(md5.digest(), `${size} B`).toBe(native(data));
    }
  });

  it('gives the same digest however the bytes are cut into updates', async () => {
    const data = crypto.randomBytes(2_500_000);
    const md5 = await createMd5();
    let at = 0;
    for (const piece of [0, 1, 62, 65, 1000, 64 * 1024, 1 << 20, 1, 13]) {
      md5.update(data.subarray(at, at + piece));
      at += piece;
    }
    md5.update(data.subarray(at));
    expect(md5.digest()).toBe(native(data));
  });
});
