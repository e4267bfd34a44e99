import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { appSettingRevisions, appSettings } from '../../db/schema';
import { namespaceOf, SETTING_REGISTRY } from './setting-registry';

/** Appends one revision: a setting's value at a version, and where it came from (SEED, EDIT, ROLLBACK, APPROVAL). */
export const settingRevision = (tx: Tx, row: { id: number; key: string; version: number }, value: unknown, source: string, operatorId: number | null, reason = '') =>
  tx.insert(appSettingRevisions).values({ settingId: row.id, key: row.key, version: row.version, valueJson: value, source, reason, operatorId });

/**
 * Adds each registry key missing from the table with its default, as version 0 with its SEED
 * revision, and brings every key's description to the registry's words: they belong to the code,
 * so a release that rewords or translates one shows it (the value and its revisions are left alone).
 */
export async function seedSettings(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const spec of SETTING_REGISTRY) {
      const [row] = await tx
        .insert(appSettings)
        .values({ namespace: namespaceOf(spec.key), key: spec.key, valueJson: spec.default, schemaRef: spec.schemaRef, isSecret: spec.secret ?? false, moneyRule: spec.moneyRule ?? false, description: spec.description })
        .onConflictDoNothing()
        .returning();
      if (row) await settingRevision(tx, row, spec.default, 'SEED', null);
    }
    // One statement for every key, writing only the descriptions that differ (a start usually writes none).
    const described = sql.join(
      SETTING_REGISTRY.map((spec) => sql`(${spec.key}, ${JSON.stringify(spec.description)}::jsonb)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${appSettings} set description = registry.description
      from (values ${described}) as registry (key, description)
      where ${appSettings.key} = registry.key and ${appSettings.description} is distinct from registry.description`);
  });
}

