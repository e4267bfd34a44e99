import fs from 'node:fs';
import { vi } from 'vitest';

/**
 * The server log as the process writes it: pino's destination writes to descriptor 1 through fs,
 * so the test reads those writes (and keeps them off the test's own output). Only descriptors 1 and
 * 2 are taken: every other write goes through as written. Taking them all once swallowed the
 * prepared-database snapshot a test wrote meanwhile (fs.writeFileSync writes through
 * fs.writeSync), leaving an empty file that every test loading it failed on for a quarter of an
 * hour ("PGlite failed to initialize properly").
 */
export function captureServerLog() {
  const lines: string[] = [];
  const isLog = (fd: unknown) => fd === 1 || fd === 2;
  const text = (data: unknown) => (typeof data === 'string' ? data : Buffer.from(data as Uint8Array).toString('utf8'));
  const length = (data: unknown) => (typeof data === 'string' ? Buffer.byteLength(data) : (data as Uint8Array).length);
  const realWrite = fs.write;
  const realWriteSync = fs.writeSync;
  const write = vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (!isLog(fd)) return (realWrite as (...args: unknown[]) => void)(fd, data, ...rest);
    lines.push(text(data));
    const callback = rest.find((r) => typeof r === 'function') as ((err: null, n: number) => void) | undefined;
    callback?.(null, length(data));
  }) as never);
  const writeSync = vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (!isLog(fd)) return (realWriteSync as (...args: unknown[]) => number)(fd, data, ...rest);
    lines.push(text(data));
    return length(data);
  }) as never);
  return {
    text: () => lines.join(''),
    restore: () => {
      write.mockRestore();
      writeSync.mockRestore();
    },
  };
}
