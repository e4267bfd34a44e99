import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136 and later): every function of the file is compiled eagerly. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the entry and the named chunks for eager compilation. V8 compiles a function lazily, on its
 * first call, on the main thread; with the hint at the top of a file it compiles all of them while
 * the file streams in, on a background thread. These chunks are the ones whose code the login page
 * and the console's first render mostly run: at 4× CPU, lazy compiling was a large part of both.
 * Browsers without the hint read a comment.
 */
export function eagerCompile({ chunks }: { chunks: readonly string[] }): Plugin {
  return {
    name: 'ledgerdesk:eager-compile',
    apply: 'build',
    // After every chunk is rendered: the hint counts only on a file's first line, and the build puts
    // its preload helper at the top of the entry late.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !(file.isEntry || chunks.includes(file.name))) continue;
          file.code = `${EAGER_COMPILE_HINT}\n${file.code}`;
          // The code moved down one line, and a source map's lines are separated by ';'. By now the
          // build has written the map out as a file of the bundle: that file is the one to change.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
