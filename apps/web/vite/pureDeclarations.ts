import type { Plugin } from 'vite';

const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/][^?]*\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Whether evaluating `node` calls something (outside a function body, which runs only when called). */
function calls(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(calls);
  const n = node as Node;
  if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'ClassExpression') return false;
  if (n.type === 'CallExpression' || n.type === 'NewExpression' || n.type === 'TaggedTemplateExpression') return true;
  return Object.entries(n).some(([key, value]) => key !== 'type' && typeof value === 'object' && calls(value));
}

/**
 * The contract package (packages/shared) is all declarations, and its constants that are built
 * by a call — zod schemas above all (`z.object(…)`, `idSchema.nullable()`, a local schema
 * factory) — have no effect but their value. The bundler cannot know that, so a page using one
 * constant of a module kept every schema of it, and zod with them (the login page loaded zod for
 * an endpoint path). Each such top-level initialiser is wrapped as a pure immediately-called arrow:
 * evaluated exactly as before where it is used, dropped with its imports where it is not.
 */
export function pureDeclarations(): Plugin {
  return {
    name: 'ledgerdesk:pure-declarations',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!SHARED_SOURCE.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && calls(init)) inits.push(init);
        }
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
