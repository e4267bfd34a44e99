import type { ByteRange } from './upload-storage';

/**
 * The one range of a `Range: bytes=…` header (RFC 9110 §14.1.2) within an object of `size` bytes:
 * undefined for the whole object (no header, several ranges or a form we do not serve, which the
 * RFC lets a server ignore), 'unsatisfiable' when it starts past the end.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  if (start >= size) return 'unsatisfiable';
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return end < start ? undefined : { start, end };
}
