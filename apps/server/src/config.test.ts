import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', loginCaptcha: true, seedDemo: true, databaseUrl: undefined, adminPassword: undefined });
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.apiCompressMinBytes).toBe(1024);
  });

  it('reads API_COMPRESS_MIN_BYTES as bytes, or off', () => {
    expect(loadConfig({ API_COMPRESS_MIN_BYTES: '0' }).apiCompressMinBytes).toBe(0);
    expect(loadConfig({ API_COMPRESS_MIN_BYTES: ' 4096 ' }).apiCompressMinBytes).toBe(4096);
    expect(loadConfig({ API_COMPRESS_MIN_BYTES: 'OFF' }).apiCompressMinBytes).toBeNull();
  });

  it('resolves a relative DATA_DIR against the folder npm was run from', () => {
    expect(loadConfig({ DATA_DIR: 'data', INIT_CWD: '/srv/ledgerdesk' }).dataDir).toBe('/srv/ledgerdesk/data');
    expect(loadConfig({ DATA_DIR: '/var/lib/ld', INIT_CWD: '/srv/ledgerdesk' }).dataDir).toBe('/var/lib/ld');
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      ADMIN_PASSWORD: 'secret1',
      LOGIN_CAPTCHA: 'off',
      SEED_DEMO: 'off',
    });
    expect(c).toMatchObject({ port: 9000, host: '0.0.0.0', dataDir: '/tmp/x', databaseUrl: 'postgres://u@h/db', adminPassword: 'secret1', loginCaptcha: false, seedDemo: false });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOGIN_CAPTCHA', 'maybe'],
    ['SEED_DEMO', 'sometimes'],
    ['DATABASE_URL', 'mysql://x'],
    ['ADMIN_PASSWORD', '123'],
    ['API_COMPRESS_MIN_BYTES', '-1'],
    ['API_COMPRESS_MIN_BYTES', '1k'],
  ])('a bad %s stops start-up with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
