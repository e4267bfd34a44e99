import { describe, expect, it } from 'vitest';
import { parseStartScript, serverRuntime, startScript } from './server-runtime';

describe('the server start script, as the benches read it', () => {
  it('splits the variables, the Node options and the entry', () => {
    expect(parseStartScript('NODE_ENV=production MALLOC_TRIM_THRESHOLD_=131072 node --max-semi-space-size=8 --expose-gc dist/main.mjs --verbose')).toEqual({
      env: { NODE_ENV: 'production', MALLOC_TRIM_THRESHOLD_: '131072' },
      nodeFlags: ['--max-semi-space-size=8', '--expose-gc'],
      entry: ['dist/main.mjs', '--verbose'],
    });
  });

  it('refuses a script that does not run node directly, or names no entry', () => {
    expect(() => parseStartScript('tsx src/main.ts')).toThrow(/no longer runs node directly/);
    expect(() => parseStartScript('cd dist && node main.mjs')).toThrow(/no longer runs node directly/);
    expect(() => parseStartScript('NODE_ENV=production node --expose-gc')).toThrow(/names no entry file/);
  });

  it("gives the benches the real script's Node options and variables, NODE_ENV left to each bench", () => {
    const { nodeFlags, env: { NODE_ENV: _mode, ...variables } } = parseStartScript(startScript());
    const runtime = serverRuntime();
    expect(runtime.execArgv).toEqual(nodeFlags);
    expect(runtime.execArgv.some((flag) => flag.startsWith('--max-semi-space-size='))).toBe(true);
    expect(runtime.env).toEqual(variables);
    expect(runtime.env).not.toHaveProperty('NODE_ENV');
  });
});
