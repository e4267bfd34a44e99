import { eq } from 'drizzle-orm';
import { CONFIG_REVEAL_PERMISSION, configResource } from '@ledgerdesk/shared/resources/system/config';
import { bumpRevision } from '../../../lib/revisions';
import { BUILT_IN_PARAMS } from '../../../modules/config/config-keys';
import type { Db } from '../../client';
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
 * resource refuses it). A key added to the code later is inserted on the next start.
 */
export async function seedConfigParams(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const applied = new Set((await tx.select({ key: seedApplied.key }).from(seedApplied).where(eq(seedApplied.kind, 'config'))).map((r) => r.key));
    const missing = BUILT_IN_PARAMS.filter((p) => !applied.has(p.key));
    if (missing.length === 0) return;
    await tx
      .insert(configParams)
      .values(
        missing.map((p) => ({
          configName: p.name,
          configKey: p.key,
          configValue: p.value,
          valueType: p.type,
          builtIn: true,
          sensitive: p.sensitive ?? false,
          remark: p.remark,
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
