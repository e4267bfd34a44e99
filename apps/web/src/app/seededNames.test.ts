import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ledgerdesk/shared';
import { SEEDED_NAME_TEXTS } from '@ledgerdesk/shared/seeded-name-index';
import { translateTitle } from '@/lib/i18n';

/*
 * The server finds and exports a built-in row named by a translation key (a menu, a role) by the
 * texts SEEDED_NAME_TEXTS holds; the console shows the key's translation. The locales are made from
 * the same tables, so they agree only if each table sits under the key the seed stores: this holds
 * every key to the text the console shows once the areas' translations are in (as main.tsx loads them).
 */
describe('names the seed stores as translation keys', () => {
  it('read in the console as the server words them, in every language', async () => {
    await Promise.all([import('@/features/system/locales'), import('@/features/finance/locales'), import('@/features/member/locales')]);
    const differing = [...SEEDED_NAME_TEXTS].flatMap(([key, text]) =>
      LANGUAGES.filter((language) => translateTitle(key, language) !== text[language]).map((language) => `${key} (${language}): ${translateTitle(key, language)}`),
    );
    expect(SEEDED_NAME_TEXTS.size).toBeGreaterThan(30);
    expect(differing).toEqual([]);
  });
});
