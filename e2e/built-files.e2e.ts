import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT } from '../apps/web/vite/eagerCompile';
import { startServer, type RunningServer } from './support/server';

/**
 * The built console's files as the server sends them (brotli, as Chromium asks): the scripts the
 * login page and a sign-in run at once carry V8's eager-compile hint on their first line, where
 * alone it counts; a chunk loaded on demand does not (compiling all of it would be waste).
 */
describe('the built files the first screens run', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const get = async (path: string) => {
    const res = await fetch(new URL(path, server.baseUrl), { headers: { 'accept-encoding': 'br' } });
    expect(res.status, path).toBe(200);
    return { encoding: res.headers.get('content-encoding'), text: await res.text() };
  };
  const firstLine = (text: string) => text.slice(0, text.indexOf('\n'));

  it('start the entry and the console chunk with the hint, and leave an on-demand chunk without it', async () => {
    const { text: html } = await get('/login');
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
    const consoleScript = /<meta name="ledgerdesk-console-files" content="([^"]+)"/.exec(html)?.[1]?.split(' ').find((file) => file.endsWith('.js'));
    expect(entry, 'the entry script in index.html').toBeDefined();
    expect(consoleScript, 'the console chunk named in index.html').toBeDefined();

    const entryFile = await get(entry!);
    expect(entryFile.encoding).toBe('br');
    expect(firstLine(entryFile.text)).toBe(EAGER_COMPILE_HINT);
    expect(firstLine((await get(consoleScript!)).text)).toBe(EAGER_COMPILE_HINT);

    const onDemand = /assets\/zod-[\w-]+\.js/.exec(entryFile.text)?.[0];
    expect(onDemand, 'the zod chunk named by the entry').toBeDefined();
    expect((await get(`/${onDemand}`)).text).not.toContain(EAGER_COMPILE_HINT);
  });
});
