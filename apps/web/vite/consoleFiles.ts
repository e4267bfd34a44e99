import type { Plugin, Rolldown } from 'vite';

/** The meta tag naming the console's files (app/routing/consoleCode.ts reads it). */
export const CONSOLE_FILES_META = 'ledgerdesk-console-files';

/**
 * Names the console chunk's files (its script, its stylesheet, the chunks it imports) in the page,
 * so the login page can fetch them on the first key typed without running them: running the
 * console's code is a long task, and a sign-in submitted meanwhile waited behind it. In the page,
 * not in the entry's code: the entry's name is its content's hash, and the console's names would
 * change it after the fact.
 */
export function consoleFiles({ consoleChunk }: { consoleChunk: string }): Plugin {
  return {
    name: 'ledgerdesk:console-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        const chunk = chunks.find((file) => file.name === consoleChunk);
        if (!chunk) throw new Error(`no ${consoleChunk} chunk to name in the page`);
        const entry = chunks.find((file) => file.isEntry);
        const scripts = [chunk.fileName, ...chunk.imports.filter((file) => file !== entry?.fileName && !entry?.imports.includes(file))];
        const styles = [...(chunk.viteMetadata?.importedCss ?? [])];
        const content = [...scripts, ...styles].map((file) => `/${file}`).join(' ');
        return [{ tag: 'meta', attrs: { name: CONSOLE_FILES_META, content }, injectTo: 'head' }];
      },
    },
  };
}
