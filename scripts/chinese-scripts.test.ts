import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Traditional-Chinese texts are often written by converting the simplified ones by hand, and a
// simplified character that slips through reads as a typo to an operator in Taiwan (two refusals
// shipped 头像 and 将 in zh-tw). OpenCC's character tables decide what belongs to which script:
// a text that its converter would change still holds a character of the other script.

type Variant = 'zh-cn' | 'zh-tw';

interface ChineseText {
  variant: Variant;
  text: string;
  where: string;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const sourceRoots = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

/** Where a text in one script is written: a locale file of that language, or a property named for it. */
const variantOfLocaleFile: Record<string, Variant> = { 'zh-cn.ts': 'zh-cn', 'zh-tw.ts': 'zh-tw' };
function variantOfProperty(name: string): Variant | undefined {
  if (/^zh-tw$|ZhTw$|_zh_tw$/.test(name)) return 'zh-tw';
  if (/^zh-cn$|ZhCn$|_zh_cn$/.test(name)) return 'zh-cn';
  return undefined;
}

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

/**
 * The characters of `text` that belong to the other script, each with what it should be. Taiwan's
 * standard prefers 臺 to 台, but 台 is what Taiwan writes every day, so it is not counted.
 */
function foreignCharacters(variant: Variant, text: string): string[] {
  const converted = variant === 'zh-tw' ? toTraditional(text).replaceAll('臺', '台') : toSimplified(text);
  if (converted === text) return [];
  const written = [...text];
  const wanted = [...converted];
  if (written.length !== wanted.length) return [`${text} → ${converted}`];
  return written.flatMap((char, i) => (char === wanted[i] ? [] : [`${char}→${wanted[i]}`]));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function literalTexts(node: ts.Node): { text: string; node: ts.Node }[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text, node }];
  if (ts.isTemplateExpression(node)) {
    return [node.head, ...node.templateSpans.map((span) => span.literal)].map((part) => ({ text: part.text, node: part }));
  }
  return [];
}

/** Every text the code writes in one Chinese script: all texts of a zh-* locale file, and string values of zh-* properties elsewhere. */
function chineseTexts(file: string): ChineseText[] {
  const source = fs.readFileSync(file, 'utf8');
  const fileVariant = variantOfLocaleFile[path.basename(file)];
  if (!fileVariant && !/zh-tw|zh-cn|Zh(Tw|Cn)|_zh_(tw|cn)/.test(source)) return [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: ChineseText[] = [];
  const record = (variant: Variant, node: ts.Node) => {
    for (const literal of literalTexts(node)) {
      if (!/\p{Script=Han}/u.test(literal.text)) continue;
      const { line } = sourceFile.getLineAndCharacterOfPosition(literal.node.getStart(sourceFile));
      found.push({ variant, text: literal.text, where: `${path.relative(repoRoot, file)}:${line + 1}` });
    }
  };
  const visit = (node: ts.Node): void => {
    if (fileVariant) {
      const literals = literalTexts(node);
      if (literals.length > 0) return record(fileVariant, node);
    } else if (ts.isPropertyAssignment(node) && !ts.isComputedPropertyName(node.name)) {
      const variant = variantOfProperty(node.name.text);
      // Only a text written straight into the property: an object under `nameZhTw` holds the
      // field's own labels, written in every language.
      if (variant && literalTexts(node.initializer).length > 0) return record(variant, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('Chinese texts are written in their own script', () => {
  const texts = sourceRoots.flatMap((root) => sourceFiles(path.join(repoRoot, root))).flatMap(chineseTexts);

  it('tells a character of the other script from one of its own', () => {
    expect(foreignCharacters('zh-tw', '該檔案不能用作头像。')).toEqual(['头→頭']);
    expect(foreignCharacters('zh-tw', '另一台裝置即將完成登入')).toEqual([]);
    expect(foreignCharacters('zh-cn', '该文件不能用作頭像。')).toEqual(['頭→头']);
    expect(foreignCharacters('zh-cn', '质押每日计息')).toEqual([]);
  });

  it('finds the texts of both scripts in the locale files and the server’s translated titles', () => {
    const where = (variant: Variant) => texts.filter((entry) => entry.variant === variant).map((entry) => entry.where);
    for (const variant of ['zh-cn', 'zh-tw'] as const) {
      expect(where(variant).length).toBeGreaterThan(1500);
      expect(where(variant).some((file) => file.startsWith('apps/web/src/locales/refusal/'))).toBe(true);
      expect(where(variant).some((file) => file.startsWith('apps/server/src/db/seed/'))).toBe(true);
      expect(where(variant).some((file) => file.startsWith('apps/server/src/modules/'))).toBe(true);
    }
  });

  it.each(['zh-tw', 'zh-cn'] as const)('no %s text holds a character of the other script', (variant) => {
    const offending = texts
      .filter((entry) => entry.variant === variant)
      .map((entry) => ({ ...entry, foreign: foreignCharacters(variant, entry.text) }))
      .filter((entry) => entry.foreign.length > 0)
      .map((entry) => `${entry.where}: ${entry.foreign.join(' ')} in "${entry.text}"`);
    expect(offending).toEqual([]);
  });
});
