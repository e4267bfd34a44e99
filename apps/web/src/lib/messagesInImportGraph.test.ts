import fs from 'node:fs';
import path from 'node:path';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en';

/*
 * An area's texts are registered by the module that imports its locales (registerMessages), so a
 * text exists only once a module holding it has been evaluated. The online-users page named
 * `message.common.*` without importing the shared widgets' locales: a fresh load of
 * /monitor/online showed "message.common.actions" as a column title, and whether another page had
 * loaded those texts first decided what an operator saw.
 *
 * So every key a chunk's files name must be registered by that chunk's own static imports, by the
 * entry (and the always-loaded bundles in src/locales), or, for what shows inside the console, by
 * the console's code and the areas' texts main.tsx loads before any page. Import graphs are read
 * from the import statements; each registering module's keys are caught as it registers them.
 */

const SRC = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx)$/;
const NOT_APP_CODE = /(\.test\.tsx?|\.d\.ts)$|\/test\//;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !NOT_APP_CODE.test(full) ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

/** The app file an import names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (SOURCE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Read before any area registers: i18next merges later bundles into this very object. */
const ALWAYS_LOADED = keysOf(en);

const files = sourceFiles(SRC);
const texts = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
const imports = new Map(
  files.map((file) => {
    // A type-only import runs nothing.
    const found = [...texts.get(file)!.matchAll(IMPORT)].filter((m) => !/^\s*(import|export)\s+type\s/.test(m[0].trim())).map((m) => resolveImport(file, m[1]!));
    return [file, found.filter((f): f is string => f !== null)];
  }),
);

const graphs = new Map<string, Set<string>>();

/** Every file a file's evaluation evaluates: itself and its static imports, transitively (worked out once per file). */
function graphOf(file: string): Set<string> {
  const known = graphs.get(file);
  if (known) return known;
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(imports.get(next) ?? []));
  }
  graphs.set(file, seen);
  return seen;
}

/** The dotted paths of a messages object's texts. */
function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Each registering module's English keys, caught while it registers them. */
async function registeredKeys(): Promise<Map<string, Set<string>>> {
  const registering = files.filter((file) => /\bregisterMessages\(/.test(texts.get(file)!) && !file.endsWith('registerMessages.ts'));
  const byFile = new Map<string, Set<string>>();
  // Evaluated once first, so a module that imports another's locales does not register them as its own below.
  for (const file of registering) await import(/* @vite-ignore */ file);
  const spy = vi.spyOn(i18n, 'addResourceBundle');
  try {
    for (const file of registering) {
      spy.mockClear();
      // A query makes a module instance of its own, so the file registers again; its imports are
      // the shared instances evaluated above, which do not.
      await import(/* @vite-ignore */ `${file}?messages-probe`);
      const keys = new Set(spy.mock.calls.filter((call) => call[0] === 'en').flatMap((call) => keysOf(call[2] as object)));
      byFile.set(file, keys);
    }
  } finally {
    spy.mockRestore();
  }
  return byFile;
}

/** Message keys a file names as string literals: whole keys, or prefixes it completes (`${O}.title`). */
function keysNamedIn(text: string): Set<string> {
  return new Set([...text.matchAll(/['"`](message\.[A-Za-z0-9_.]+?)\.?['"`$]/g)].map((m) => m[1]!));
}

/** What a file may name, given these keys: each key, and each prefix of it (a group, or a plural's stem before `_one`). */
function namesOf(keys: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const key of keys) {
    names.add(key);
    for (let i = 0; i < key.length; i += 1) if (key[i] === '.' || key[i] === '_') names.add(key.slice(0, i));
  }
  return names;
}

const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
const at = (relative: string) => path.join(SRC, relative);

/** The app files a file loads on demand (`import('…')`). */
const dynamicImportsOf = (file: string) =>
  [...texts.get(file)!.matchAll(DYNAMIC_IMPORT)].map((m) => resolveImport(file, m[1]!)).filter((f): f is string => f !== null);

/**
 * What the browser evaluates apart: the entry, the console's code and the areas' texts loaded with
 * it before any page shows, the login page's sign-in methods, and every other module loaded on
 * demand (the menu's pages, by import.meta.glob in app/routing/views.ts, and lazy parts).
 */
function chunks() {
  const entry = at('main.tsx');
  const consoleRoots = [...dynamicImportsOf(entry), ...dynamicImportsOf(at('app/routing/consoleCode.ts'))];
  const loginParts = dynamicImportsOf(at('features/auth/pages/login.tsx'));
  const pages = files.filter((f) => /\/features\/[^/]+\/pages\/.+\.tsx$/.test(f) && !f.endsWith('features/auth/pages/login.tsx'));
  const onDemand = [...new Set([...pages, ...files.flatMap(dynamicImportsOf)])].filter((f) => !consoleRoots.includes(f) && !loginParts.includes(f));
  return { entry, consoleRoots, loginParts, onDemand };
}

describe('translated texts', () => {
  it('are registered by the chunk that shows them, or by one loaded before it', async () => {
    const registered = await registeredKeys();
    expect(registered.size, 'registering modules found').toBeGreaterThan(20);
    const registeredIn = (roots: string[]) => new Set([...new Set(roots.flatMap((root) => [...graphOf(root)]))].flatMap((f) => [...(registered.get(f) ?? [])]));
    const { entry, consoleRoots, loginParts, onDemand } = chunks();
    expect(consoleRoots.length, 'the console code and area texts main.tsx loads').toBeGreaterThan(5);
    expect(onDemand.length, 'pages and lazy parts').toBeGreaterThan(60);
    const atStart = new Set([...ALWAYS_LOADED, ...registeredIn([entry])]);
    const inConsole = new Set([...atStart, ...registeredIn(consoleRoots)]);
    const unreachable = new Set<string>();
    const check = (root: string, before: Set<string>) => {
      const available = namesOf([...before, ...registeredIn([root])]);
      for (const file of graphOf(root)) {
        for (const key of keysNamedIn(texts.get(file)!)) {
          if (!available.has(key)) unreachable.add(`${path.relative(SRC, file)}: ${key} (loaded by ${path.relative(SRC, root)})`);
        }
      }
    };
    check(entry, atStart);
    for (const part of loginParts) check(part, atStart);
    for (const root of [...consoleRoots, ...onDemand]) check(root, inConsole);
    expect([...unreachable]).toEqual([]);
  });
});
