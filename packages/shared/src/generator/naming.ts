import { SQL_IDENTIFIER } from './model';

/*
 * Names derived from SQL identifiers. Inputs are checked against SQL_IDENTIFIER first, so what
 * comes out is a plain JS identifier (letters and digits) and never carries code.
 */

function words(identifier: string): string[] {
  if (!SQL_IDENTIFIER.test(identifier)) throw new Error(`not an SQL identifier: ${JSON.stringify(identifier)}`);
  return identifier.split('_').filter(Boolean);
}

/** owner_id → ownerId: the drizzle property and resource field name. */
export function camelOf(identifier: string): string {
  return words(identifier)
    .map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join('');
}

/** promo-banner or promo_banner → PromoBanner. */
export function pascalOf(name: string): string {
  return camelOf(name.replaceAll('-', '_')).replace(/^./, (c) => c.toUpperCase());
}

/** happened_at → "Happened at"; owner_id → "Owner" (the reference shows the owner, not its id). */
export function englishOf(identifier: string): string {
  const parts = words(identifier);
  if (parts.length > 1 && parts.at(-1) === 'id') parts.pop();
  const text = parts.join(' ');
  return text[0]!.toUpperCase() + text.slice(1);
}

/** A table's resource name: t_promo_banner → promo-banner (the usual t_/biz_ prefixes dropped). */
export function resourceNameOf(table: string): string {
  const stripped = table.replace(/^(t|tb|biz|app)_(?=[a-z])/, '');
  return stripped.replaceAll('_', '-').replace(/-+$/, '') || 'resource';
}

/**
 * A string literal of any text, single-quoted as the repo writes them: JSON's escaping (quotes,
 * backslashes, control characters, newlines) with `\"` turned back into `"` and `'` escaped. The
 * escape pairs are matched as pairs, so an escaped backslash is never read as escaping a quote.
 */
export function literal(text: string): string {
  const body = JSON.stringify(text)
    .slice(1, -1)
    .replace(/\\.|'/g, (m) => (m === '\\"' ? '"' : m === "'" ? "\\'" : m));
  return `'${body}'`;
}
