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
 * Traditional characters OpenCC's character table replaces although Taiwan writes them in our
 * texts: 台 (the standard prefers 臺; 台 is what Taiwan writes every day), 准 of 批准 (to permit;
 * the table turns it into 準, standard), 布 of 公布 (the Ministry of Education's form; 公佈 is
 * a variant) and 游 of 游標 (a cursor, as Taiwan's software writes it; the table's 遊 is to roam).
 */
const TAIWAN_AS_WRITTEN: Record<string, string> = { 臺: '台', 準: '准', 佈: '布', 遊: '游' };

/** The characters of `text` that belong to the other script, each with what it should be. */
function foreignCharacters(variant: Variant, text: string): string[] {
  const written = [...text];
  const wanted =
    variant === 'zh-tw'
      ? [...toTraditional(text)].map((char, i) => (TAIWAN_AS_WRITTEN[char] === written[i] ? written[i]! : char))
      : [...toSimplified(text)];
  if (written.length !== wanted.length) return [`${text} → ${wanted.join('')}`];
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

/**
 * Texts written side by side in the three languages, in the order the code keeps them (simplified
 * Chinese, English, traditional Chinese): the arguments of the label helpers, l('余额', 'Balance',
 * '餘額'), and the dictionary seeds' tuples. Told apart by their first three values: Chinese,
 * then text with no Chinese character, then Chinese.
 */
function positionalTriple(node: ts.Node): readonly [ts.Node, ts.Node, ts.Node] | undefined {
  const items = ts.isCallExpression(node) ? node.arguments : ts.isArrayLiteralExpression(node) ? node.elements : undefined;
  if (!items || items.length < 3) return undefined;
  const [zhCn, en, zhTw] = [items[0]!, items[1]!, items[2]!];
  const text = (item: ts.Node) => (ts.isStringLiteral(item) || ts.isNoSubstitutionTemplateLiteral(item) ? item.text : undefined);
  const han = (value: string | undefined) => value !== undefined && /\p{Script=Han}/u.test(value);
  const english = text(en);
  return han(text(zhCn)) && english !== undefined && !han(english) && han(text(zhTw)) ? [zhCn, en, zhTw] : undefined;
}

/** Every text the code writes in one Chinese script: all texts of a zh-* locale file, string values of zh-* properties elsewhere, and positional triples. */
function chineseTexts(file: string): ChineseText[] {
  const source = fs.readFileSync(file, 'utf8');
  const fileVariant = variantOfLocaleFile[path.basename(file)];
  if (!fileVariant && !/zh-tw|zh-cn|Zh(Tw|Cn)|_zh_(tw|cn)|\p{Script=Han}/u.test(source)) return [];
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
    const triple = positionalTriple(node);
    if (triple) {
      record('zh-cn', triple[0]);
      record('zh-tw', triple[2]);
    }
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

/**
 * The console's words in Taiwan where the mainland says it otherwise: every other zh-tw text of a
 * recharge or a withdrawal says 儲值 and 提領, so one that says 充值 or 提現 reads as another
 * product's.
 */
const TAIWAN_TERMS: Record<string, string> = { 充值: '儲值', 提現: '提領' };

function mainlandTerms(text: string): string[] {
  return Object.entries(TAIWAN_TERMS).flatMap(([mainland, taiwan]) => (text.includes(mainland) ? [`${mainland}→${taiwan}`] : []));
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

  it('zh-tw texts say recharge and withdrawal as Taiwan does', () => {
    const offending = texts
      .filter((entry) => entry.variant === 'zh-tw')
      .flatMap((entry) => mainlandTerms(entry.text).map((term) => `${entry.where}: ${term} in "${entry.text}"`));
    expect(offending).toEqual([]);
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
