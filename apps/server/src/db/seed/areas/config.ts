import { and, eq, or } from 'drizzle-orm';
import { CONFIG_REVEAL_PERMISSION, configResource } from '@ledgerdesk/shared/resources/system/config';
import { bumpRevision } from '../../../lib/revisions';
import { BUILT_IN_PARAMS, type BuiltInParam } from '../../../modules/config/config-keys';
import type { Db, Tx } from '../../client';
import { configParams, seedApplied } from '../../schema';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/**
 * Menus of config parameters (system/config), inserted once ever by the seed (see ../menus.ts):
 * the page, a button per write, and seeing a sensitive value whole as a button of its own. The
 * super role only, until a role is granted them.
 */
export const CONFIG_SEED: AreaSeed = {
  menus: [
    ...resourceMenuSeed(configResource),
    {
      key: 'system.config.reveal',
      parent: 'system.config',
      type: 'F',
      title: '查看敏感参数值',
      titleEn: 'See sensitive values',
      titleZhTw: '檢視敏感參數值',
      permission: CONFIG_REVEAL_PERMISSION,
      sort: 9,
    },
  ],
  dicts: [],
};

/**
 * The built-in parameters (modules/config/config-keys.ts), each inserted once ever like the menus:
 * an operator's value survives every restart, and a key the code reads is never deleted (the
 * resource refuses it). A key added to the code later is inserted on the next start. Names and
 * remarks the seed wrote in English alone (before they were kept in each language) get their
 * three languages; words an operator changed stay theirs.
 */
export async function seedConfigParams(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const upgraded = await wordEnglishOnlyParams(tx);
    const applied = new Set((await tx.select({ key: seedApplied.key }).from(seedApplied).where(eq(seedApplied.kind, 'config'))).map((r) => r.key));
    const missing = BUILT_IN_PARAMS.filter((p) => !applied.has(p.key));
    if (missing.length === 0) {
      if (upgraded) await bumpRevision(tx, 'config');
      return;
    }
    await tx
      .insert(configParams)
      .values(
        missing.map((p) => ({
          ...wordsOf(p),
          configKey: p.key,
          configValue: p.value,
          valueType: p.type,
          builtIn: true,
          sensitive: p.sensitive ?? false,
        })),
      )
      // Another instance seeding at once, or an operator's own parameter already holding the key.
      .onConflictDoNothing();
    await tx
      .insert(seedApplied)
      .values(missing.map((p) => ({ kind: 'config', key: p.key })))
      .onConflictDoNothing();
    await bumpRevision(tx, 'config');
  });
}

/** A built-in parameter's name and remark, in the columns of each language. */
const wordsOf = (p: BuiltInParam) => ({
  configName: p.name['zh-cn'],
  nameEn: p.name.en,
  nameZhTw: p.name['zh-tw'],
  remark: p.remark['zh-cn'],
  remarkEn: p.remark.en,
  remarkZhTw: p.remark['zh-tw'],
});

/** Built-in parameters still named (or described) in the English the seed once wrote: worded in each language. Answers how many changed. */
async function wordEnglishOnlyParams(tx: Tx): Promise<number> {
  // One read in the usual case (every built-in parameter already worded): nothing to change.
  const unworded = await tx
    .select({ id: configParams.id, configKey: configParams.configKey, configName: configParams.configName, nameEn: configParams.nameEn, remark: configParams.remark, remarkEn: configParams.remarkEn })
    .from(configParams)
    .where(and(eq(configParams.builtIn, true), or(eq(configParams.nameEn, ''), eq(configParams.remarkEn, ''))));
  let changed = 0;
  for (const row of unworded) {
    const param = BUILT_IN_PARAMS.find((p) => p.key === row.configKey);
    if (!param) continue;
    const { configName, nameEn, nameZhTw, remark, remarkEn, remarkZhTw } = wordsOf(param);
    const renamed = row.nameEn === '' && row.configName === param.name.en;
    const redescribed = row.remarkEn === '' && row.remark === param.remark.en;
    if (!renamed && !redescribed) continue;
    await tx
      .update(configParams)
      .set({ ...(renamed ? { configName, nameEn, nameZhTw } : {}), ...(redescribed ? { remark, remarkEn, remarkZhTw } : {}) })
      .where(eq(configParams.id, row.id));
    changed += 1;
  }
  return changed;
}
