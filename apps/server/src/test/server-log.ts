import fs from 'node:fs';
import { vi } from 'vitest';

/**
 * The server log as the process writes it: pino's destination writes to descriptor 1 through fs,
 * so the test reads those writes (and lets them through).
 */
export function captureServerLog() {
  const lines: string[] = [];
  const keep = (fd: unknown, data: unknown) => {
    if (fd === 1 || fd === 2) lines.push(typeof data === 'string' ? data : Buffer.from(data as Uint8Array).toString('utf8'));
  };
  const write = vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    keep(fd, data);
    const callback = rest.find((r) => typeof r === 'function') as ((err: null, n: number) => void) | undefined;
    const length = typeof data === 'string' ? Buffer.byteLength(data) : (data as Uint8Array).length;
    callback?.(null, length);
  }) as never);
  const writeSync = vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: unknown) => {
    keep(fd, data);
    return typeof data === 'string' ? Buffer.byteLength(data) : (data as Uint8Array).length;
  }) as never);
  return {
    text: () => lines.join(''),
    restore: () => {
      write.mockRestore();
      writeSync.mockRestore();
    },
  };
}
