import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureServerLog } from './server-log';

describe('capturing the server log', () => {
  it('takes the writes to descriptors 1 and 2, and lets every other write reach its file', async () => {
    const log = captureServerLog();
    const file = path.join(os.tmpdir(), `server-log-${process.pid}-${Date.now()}.bin`);
    try {
      fs.writeSync(1, '{"msg":"to the log"}\n');
      // As a prepared-database snapshot is written: writeFileSync goes through fs.writeSync.
      const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
      fs.writeFileSync(file, bytes);
      await new Promise<void>((resolve, reject) => fs.appendFile(file, 'tail', (err) => (err ? reject(err) : resolve())));
      expect(fs.statSync(file).size).toBe(bytes.length + 4);
      expect(log.text()).toBe('{"msg":"to the log"}\n');
    } finally {
      log.restore();
      fs.rmSync(file, { force: true });
    }
  });
});
