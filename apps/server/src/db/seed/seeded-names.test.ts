import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ledgerdesk/shared';
import { COMPUTED_NAME_KEYS, SEEDED_NAME_TEXTS } from '@ledgerdesk/shared/seeded-name-index';
import { dictTypes, menus, roles } from '../schema';
import { isI18nKey } from '../../resource/english-label';
import { createTestApp, type TestApp } from '../../test/harness';

const HAN = /\p{Script=Han}/u;

/*
 * The server finds, exports and quotes a built-in row named by a translation key through
 * SEEDED_NAME_TEXTS. A key the seed writes that the table lacks would be found only by the key
 * itself and exported as the key; an entry no seeded row carries is a name nobody sees.
 */
describe('names the seed stores as translation keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const storedNames = async () => {
    const db = t.database.db;
    const rows = [
      ...(await db.select({ name: menus.title }).from(menus)),
      ...(await db.select({ name: roles.roleName }).from(roles)),
      ...(await db.select({ name: dictTypes.dictName }).from(dictTypes)),
    ];
    return new Set(rows.map((row) => row.name));
  };

  it('every key the seed stores as a name has its texts, and every text names a seeded row', async () => {
    const keys = [...(await storedNames())].filter(isI18nKey);
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((key) => !SEEDED_NAME_TEXTS.has(key))).toEqual([]);
    // A name a list computes as a key (a recharge's manual channel) is seen without a stored row.
    expect([...SEEDED_NAME_TEXTS.keys()].filter((key) => !keys.includes(key) && !COMPUTED_NAME_KEYS.has(key))).toEqual([]);
  });

  it('each text is written in its language', () => {
    for (const [key, text] of SEEDED_NAME_TEXTS) {
      for (const language of LANGUAGES) expect(text[language].trim(), `${key} ${language}`).not.toBe('');
      expect(HAN.test(text['zh-cn']) && HAN.test(text['zh-tw']), key).toBe(true);
      expect(HAN.test(text.en), key).toBe(false);
    }
  });
});
