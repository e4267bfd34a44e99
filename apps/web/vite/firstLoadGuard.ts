import type { Plugin, Rolldown } from 'vite';

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const CONTRACT = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const CONTRACT_PREFIX = /^.*[\\/]packages[\\/]shared[\\/]src[\\/]/;

/**
 * Fails the build when the first visit would load zod: the entry chunk (the login page) or the
 * console's chunk (`consoleChunk`, what a sign-in loads) reaching, through static imports, a chunk
 * that holds zod. Chunk groups decide where modules go by their import graph, and one contract
 * module importing a schema module for a constant is enough to bring zod along; this says which.
 */
export function firstLoadGuard({ consoleChunk }: { consoleChunk: string }): Plugin {
  return {
    name: 'ledgerdesk:first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const roots = chunks.filter((chunk) => chunk.isEntry || chunk.name === consoleChunk);
      for (const root of roots) {
        const path = pathToZod(root, byFile);
        if (path) this.error(`${root.name} chunk loads zod on the first visit: ${path.map((chunk) => chunk.fileName).join(' → ')} (${zodImporters(path)})`);
      }
    },
  };
}

function holdsZod(chunk: Rolldown.OutputChunk): boolean {
  return Object.entries(chunk.modules).some(([id, module]) => ZOD.test(id) && module.renderedLength > 0);
}

/** The static-import path from `root` to a chunk holding zod, or null. */
function pathToZod(root: Rolldown.OutputChunk, byFile: Map<string, Rolldown.OutputChunk>): Rolldown.OutputChunk[] | null {
  const previous = new Map<Rolldown.OutputChunk, Rolldown.OutputChunk | null>([[root, null]]);
  const queue = [root];
  while (queue.length > 0) {
    const chunk = queue.shift()!;
    if (holdsZod(chunk)) {
      const path: Rolldown.OutputChunk[] = [];
      for (let at: Rolldown.OutputChunk | null | undefined = chunk; at; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next && !previous.has(next)) {
        previous.set(next, chunk);
        queue.push(next);
      }
    }
  }
  return null;
}

/** The contract modules of the chunk that imports zod's: one of them holds the schema that brought it. */
function zodImporters(path: Rolldown.OutputChunk[]): string {
  const importer = path.at(-2);
  if (!importer) return 'zod is in the chunk itself';
  const contract = importer.moduleIds.filter((id) => CONTRACT.test(id)).map((id) => id.replace(CONTRACT_PREFIX, ''));
  return `contract modules in ${importer.fileName}: ${contract.join(', ') || 'none'}`;
}
