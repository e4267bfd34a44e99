import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_EXTENSIONS } from '@ledgerdesk/shared';
import { ConfigError, loadConfig } from '../../config';

describe('upload configuration', () => {
  it('defaults to SPEC §5 extensions, 10 GiB and DATA_DIR/uploads', () => {
    const config = loadConfig({ DATA_DIR: '/srv/ledgerdesk' });
    expect(config.upload).toEqual({ dir: '/srv/ledgerdesk/uploads', maxBytes: 10 * 1024 ** 3, extensions: [...DEFAULT_UPLOAD_EXTENSIONS] });
  });

  it('takes a comma-separated extension list (dots and case forgiven) and a byte limit', () => {
    const config = loadConfig({ UPLOAD_EXTENSIONS: ' .PDF, png ,zip', UPLOAD_MAX_BYTES: '1048576' });
    expect(config.upload.extensions).toEqual(['pdf', 'png', 'zip']);
    expect(config.upload.maxBytes).toBe(1_048_576);
  });

  it.each([
    [{ UPLOAD_MAX_BYTES: '0' }, 'UPLOAD_MAX_BYTES'],
    [{ UPLOAD_MAX_BYTES: 'lots' }, 'UPLOAD_MAX_BYTES'],
    [{ UPLOAD_EXTENSIONS: 'pdf,../x' }, 'UPLOAD_EXTENSIONS'],
  ])('names the bad variable in %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
