import { LANGUAGES, type Language, type TextPerLanguage } from './constants';
import { MANUAL_RECHARGE_CHANNEL_KEY, MANUAL_RECHARGE_CHANNEL_NAMES } from './finance/recharge';
import { FINANCE_BUTTON_TITLES, FINANCE_ROUTER_TITLES } from './resources/finance/menu-titles';
import { MEMBER_BUTTON_TITLES, MEMBER_ROUTER_TITLES } from './resources/member/menu-titles';
import { API_DOC_TITLE, SYSTEM_ROUTER_TITLES, UPLOAD_BUTTON_TITLE } from './resources/system/menu-titles';
import { CRUD_BUTTON_TITLES, ROLE_NAMES, SHELL_ROUTER_TITLES } from './seeded-names';

const under = (prefix: string, texts: Readonly<Record<string, TextPerLanguage>>): Array<[string, TextPerLanguage]> =>
  Object.entries(texts).map(([name, text]) => [`${prefix}${name}`, text]);

/** Names no row stores but a list computes as a translation key: a recharge's manual channel. */
const COMPUTED_NAME_TEXTS: Array<[string, TextPerLanguage]> = [[MANUAL_RECHARGE_CHANNEL_KEY, MANUAL_RECHARGE_CHANNEL_NAMES]];
export const COMPUTED_NAME_KEYS: ReadonlySet<string> = new Set(COMPUTED_NAME_TEXTS.map(([key]) => key));

/**
 * Every translation key the seed stores as a name (a menu's title, a role's name), or a list
 * computes as one (a recharge's manual channel), with its texts,
 * as the console translates it. The server's own view of those names: a list filter or a picker
 * finds the row by what the operator sees, an export writes what the console shows.
 */
export const SEEDED_NAME_TEXTS: ReadonlyMap<string, TextPerLanguage> = new Map([
  ...under('message.router.', { ...SHELL_ROUTER_TITLES, ...SYSTEM_ROUTER_TITLES, ...FINANCE_ROUTER_TITLES, ...MEMBER_ROUTER_TITLES }),
  ...under('message.button.', { ...CRUD_BUTTON_TITLES, ...FINANCE_BUTTON_TITLES, ...MEMBER_BUTTON_TITLES }),
  ...under('role.', ROLE_NAMES),
  ['message.apiDoc.title', API_DOC_TITLE],
  ['message.upload.upload', UPLOAD_BUTTON_TITLE],
  ...COMPUTED_NAME_TEXTS,
]);

/** A stored name as a reader of `language` sees it: a seeded key's text, anything else as written. */
export function seededNameIn(value: string, language: Language): string {
  return SEEDED_NAME_TEXTS.get(value)?.[language] ?? value;
}

/**
 * The seeded keys whose text in some language matches what was typed, as a list filter or a picker
 * matches a column: at its start or anywhere, in any case. A filter finds such a row by the name it
 * shows rather than the key it stores.
 */
export function seededKeysMatching(typed: string, how: 'prefix' | 'contains'): string[] {
  if (typed === '') return [];
  const wanted = typed.toLowerCase();
  const matches = (text: string) => (how === 'contains' ? text.toLowerCase().includes(wanted) : text.toLowerCase().startsWith(wanted));
  return [...SEEDED_NAME_TEXTS].filter(([, text]) => LANGUAGES.some((language) => matches(text[language]))).map(([key]) => key);
}
