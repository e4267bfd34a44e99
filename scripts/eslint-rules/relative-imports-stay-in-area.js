import path from 'node:path';

/**
 * A relative import stays inside its area of the web app; one that climbs into another area
 * (`../../lib/request` from a feature) must use the `@/` alias instead, so a file's imports say
 * which layer they reach and moving a folder never breaks a chain of `../`.
 *
 * Areas are the top folders of the source root (app, components, layout, lib, locales, test, the
 * root files), except features/, where each feature is an area of its own.
 */
export function relativeImportsStayInArea(sourceRoot) {
  const areaOf = (file) => {
    const relative = path.relative(sourceRoot, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
    const [top, second] = relative.split(path.sep);
    if (second === undefined) return '(root)';
    return top === 'features' ? `features/${second}` : top;
  };

  return {
    meta: {
      type: 'problem',
      docs: { description: 'relative imports do not leave their area of apps/web/src; other areas are imported through @/' },
      messages: { leavesArea: "relative import leaves {{from}} for {{to}}: import '@/{{suggestion}}' instead" },
      schema: [],
    },
    create(context) {
      const filename = context.physicalFilename;
      const from = areaOf(filename);
      if (!from) return {};
      const check = (source) => {
        if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
        const target = path.resolve(path.dirname(filename), source.value);
        const to = areaOf(target);
        if (to === from) return;
        const suggestion = path.relative(sourceRoot, target).split(path.sep).join('/');
        context.report({ node: source, messageId: 'leavesArea', data: { from, to: to ?? 'outside the app', suggestion } });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}
