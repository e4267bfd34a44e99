import { describe, expect, it } from 'vitest';
import { fetchConsoleCode } from './consoleCode';

describe('fetching the console code ahead of a sign-in', () => {
  it('preloads the files the build names in the page, without running them, and resolves when the script has arrived', async () => {
    const meta = document.createElement('meta');
    meta.name = 'ledgerdesk-console-files';
    meta.content = '/assets/console-a1.js /assets/console-b2.css';
    document.head.appendChild(meta);

    let arrived = false;
    const fetched = fetchConsoleCode().then(() => (arrived = true));
    const script = document.head.querySelector<HTMLLinkElement>('link[href="/assets/console-a1.js"]');
    const style = document.head.querySelector<HTMLLinkElement>('link[href="/assets/console-b2.css"]');
    // A module preload downloads and compiles; only an import runs the module.
    expect(script?.rel).toBe('modulepreload');
    expect(style?.rel).toBe('stylesheet');
    await Promise.resolve();
    expect(arrived).toBe(false);

    script!.dispatchEvent(new Event('load'));
    await fetched;
    expect(arrived).toBe(true);
    // Asked again (another key, a second form), nothing is added twice.
    await fetchConsoleCode();
    expect(document.head.querySelectorAll('link[href="/assets/console-a1.js"]')).toHaveLength(1);
  });
});
