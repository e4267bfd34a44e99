import path from 'node:path';

/**
 * The layout's one-way imports: a file under a zone's `target` may not import a file under its
 * `from` (unless under one of `except`, relative to `from`). Imports are resolved to paths first
 * (relative ones, and the aliases given, e.g. `@/` → apps/web/src), so `@/` and `../` imports are
 * held to the same rule; package imports are not files of ours and are left alone.
 *
 * Local on purpose: eslint-plugin-import-x and its TypeScript resolver need native unrs-resolver
 * builds for every platform in the lock file, which this project's registry does not carry, so
 * `npm ci` refused the lock. Path prefixes are all the zones need.
 */
export function importZones(basePath) {
  const inside = (dir, file) => {
    const relative = path.relative(dir, file);
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  };
  const list = (value) => (Array.isArray(value) ? value : [value]);

  return {
    meta: {
      type: 'problem',
      docs: { description: 'imports follow the one-way layout zones (README "Architecture")' },
      messages: { restricted: '{{message}} ({{source}})' },
      schema: [
        {
          type: 'object',
          properties: { zones: { type: 'array' }, aliases: { type: 'object' } },
          required: ['zones'],
          additionalProperties: false,
        },
      ],
    },
    create(context) {
      const { zones, aliases = {} } = context.options[0];
      const filename = context.physicalFilename;
      const applying = zones.filter((zone) => inside(path.join(basePath, zone.target), filename));
      if (applying.length === 0) return {};

      const resolve = (specifier) => {
        if (specifier.startsWith('.')) return path.resolve(path.dirname(filename), specifier);
        const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
        return alias === undefined ? null : path.join(basePath, aliases[alias], specifier.slice(alias.length));
      };
      const check = (source) => {
        if (!source || typeof source.value !== 'string') return;
        const imported = resolve(source.value);
        if (!imported) return;
        for (const zone of applying) {
          for (const from of list(zone.from)) {
            const fromDir = path.join(basePath, from);
            if (!inside(fromDir, imported)) continue;
            if ((zone.except ?? []).some((allowed) => inside(path.join(fromDir, allowed), imported))) continue;
            context.report({ node: source, messageId: 'restricted', data: { message: zone.message, source: source.value } });
            return;
          }
        }
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
