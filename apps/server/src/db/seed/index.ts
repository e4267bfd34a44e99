import { and, count, eq, inArray, isNotNull, like } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { dictData, dictTypes, menus, roleMenus, roles, seedApplied, userRoles, users } from '../schema';
import { bumpRevision } from '../../lib/revisions';
import { hashPassword, randomPassword } from '../../lib/passwords';
import { seedNoticeDemo } from './areas/notice';
import { seedApprovalDemo } from './areas/approval';
import { seedMemberConfigDemo } from './areas/member-config';
import { seedTreasuryCatalogueDemo, seedTreasuryDemo } from './areas/treasury';
import { seedPayoutDemo } from './areas/payout';
import { seedRiskDemo } from './areas/risk';
import { seedReportDemo } from './areas/report';
import { seedTrialDemo } from './areas/trial';
import { seedContractsDemo } from './areas/contracts';
import { seedOutboxDemo } from './areas/outbox';
import { seedContent, seedContentDemo } from './areas/content';
import { seedMarketingAwardsDemo } from './areas/marketing-awards';
import { seedMarketingCodesDemo } from './areas/marketing-codes';
import { seedMarketingPointsDemo } from './areas/marketing-points';
import { seedStakingDemo } from './areas/staking';
import { seedCopyTradingDemo } from './areas/copy-trading-demo';
import { seedConfigParams } from './areas/config';
import { seedOrgDemo } from './areas/org';
import { DICT_SEED } from './dicts';
import { seedCurrencies, seedFinanceDemo } from './finance-demo';
import { MENU_SEED, type MenuSeed } from './menus';

export interface SeedOptions {
  adminPassword: string | undefined;
  demo: boolean;
  /** Told once about each account the seed creates with a generated password. */
  announce: (message: string) => void;
}

// The demo operator's role reaches every member, as it did before data scopes existed; roles
// operators create start at 'self' (the column's default) and are widened on purpose.
const ROLE_SEED = [
  { roleKey: 'admin', roleName: 'role.admin', isSuper: true, sort: 0, dataScope: 'all' },
  { roleKey: 'common', roleName: 'role.common', isSuper: false, sort: 1, dataScope: 'all' },
];

/** Idempotent: inserts what is missing and never overwrites what operators changed. */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  await db.insert(roles).values(ROLE_SEED).onConflictDoNothing();
  await seedMenus(db);
  await seedDicts(db);
  await seedConfigParams(db);
  await ensureUser(db, 'admin', 'Administrator', 'admin', options.adminPassword, options.announce);
  if (options.demo) await ensureUser(db, 'operator', 'Operator', 'common', options.adminPassword, options.announce);
  await seedCurrencies(db);
  // The channels and wallet codes the demo's orders name, before the orders.
  if (options.demo) await seedTreasuryCatalogueDemo(db);
  if (options.demo) await seedFinanceDemo(db);
  if (options.demo) await seedOrgDemo(db);
  if (options.demo) await seedNoticeDemo(db);
  if (options.demo) await seedApprovalDemo(db);
  if (options.demo) await seedMemberConfigDemo(db);
  if (options.demo) await seedTreasuryDemo(db);
  if (options.demo) await seedPayoutDemo(db);
  if (options.demo) await seedRiskDemo(db);
  if (options.demo) await seedReportDemo(db);
  if (options.demo) await seedTrialDemo(db);
  await seedContent(db);
  if (options.demo) await seedContentDemo(db);
  if (options.demo) await seedMarketingAwardsDemo(db);
  if (options.demo) await seedMarketingCodesDemo(db);
  if (options.demo) await seedMarketingPointsDemo(db);
  if (options.demo) await seedStakingDemo(db);
  if (options.demo) await seedCopyTradingDemo(db);
  if (options.demo) await seedContractsDemo(db);
  // Last: delivers what the demo flows above published.
  if (options.demo) await seedOutboxDemo(db);
}

/** The keys of one kind of seed row ever inserted (see sys_seed_applied). */
async function appliedKeys(tx: Tx, kind: string): Promise<Set<string>> {
  const rows = await tx.select({ key: seedApplied.key }).from(seedApplied).where(eq(seedApplied.kind, kind));
  return new Set(rows.map((r) => r.key));
}

const markApplied = (tx: Tx, kind: string, keys: string[]) =>
  keys.length ? tx.insert(seedApplied).values(keys.map((key) => ({ kind, key }))).onConflictDoNothing() : undefined;

/**
 * Inserts each seeded menu once ever, with its grants; a row an operator changed, re-granted or
 * deleted is left as it is. Consoles already signed in notice new entries through the revision.
 * `seeds` is the whole tree (parents before children); tests and embedders pass the product's
 * MENU_SEED with their own entries appended.
 */
export async function seedMenus(db: Db, seeds: readonly MenuSeed[] = MENU_SEED) {
  const known = new Set(seeds.map((m) => m.key));
  await db.transaction(async (tx) => {
    const applied = await appliedKeys(tx, 'menu');
    const existing = await tx.select({ id: menus.id, key: menus.menuKey }).from(menus).where(isNotNull(menus.menuKey));
    const idByKey = new Map(existing.map((r) => [r.key!, r.id]));
    const roleRows = await tx.select().from(roles).where(inArray(roles.roleKey, ROLE_SEED.map((r) => r.roleKey)));
    const roleId = new Map(roleRows.map((r) => [r.roleKey, r.id]));
    const inserted: string[] = [];
    for (const m of seeds) {
      if (applied.has(m.key)) continue;
      if (m.parent && !known.has(m.parent)) throw new Error(`menu seed ${m.key} names unknown parent ${m.parent}`);
      const parentId = m.parent ? idByKey.get(m.parent) : null;
      // Its parent was deleted by an operator: the entry would be an orphan.
      if (parentId === undefined) continue;
      const [row] = await tx
        .insert(menus)
        .values({
          menuKey: m.key,
          parentId,
          menuType: m.type,
          path: m.path ?? '',
          name: m.name ?? '',
          component: m.component ?? '',
          redirect: m.redirect ?? '',
          title: m.title,
          titleEn: m.titleEn ?? '',
          titleZhTw: m.titleZhTw ?? '',
          icon: m.icon ?? '',
          isHide: m.isHide ?? false,
          isKeepAlive: m.isKeepAlive ?? false,
          isAffix: m.isAffix ?? false,
          isIframe: m.isIframe ?? false,
          isLink: m.isLink ?? '',
          permission: m.permission ?? '',
          sort: m.sort,
        })
        // Another instance seeding at once, or an operator's menu already holding the path or name.
        .onConflictDoNothing()
        .returning({ id: menus.id });
      if (!row) continue;
      idByKey.set(m.key, row.id);
      inserted.push(m.key);
      const grants = (m.roles ?? []).flatMap((key) => (roleId.has(key) ? [{ roleId: roleId.get(key)!, menuId: row.id }] : []));
      if (grants.length) await tx.insert(roleMenus).values(grants).onConflictDoNothing();
    }
    await markApplied(tx, 'menu', inserted);
    if (inserted.length) await bumpRevision(tx, 'menu');
  });
}

/** A label left by the seed before labels were data: an i18n key the old console translated. */
const LEGACY_LABEL = 'dict.label.%';

/**
 * Gives each seeded type still named as the seed named it before names were data (an i18n key, or
 * its simplified Chinese name alone) its three names; a type an operator renamed keeps its name.
 */
async function nameSeededTypes(tx: Tx): Promise<number> {
  // Areas may add entries to a base type (sys_login_result): each type once.
  const names = new Map(DICT_SEED.map((t) => [t.type, t.name]));
  const [unnamed] = await tx.select({ n: count() }).from(dictTypes).where(and(eq(dictTypes.nameEn, ''), inArray(dictTypes.dictType, [...names.keys()])));
  if (unnamed!.n === 0) return 0;
  let named = 0;
  for (const [type, [zhCn, en, zhTw]] of names) {
    const done = await tx
      .update(dictTypes)
      .set({ dictName: zhCn, nameEn: en, nameZhTw: zhTw })
      .where(and(eq(dictTypes.dictType, type), eq(dictTypes.nameEn, ''), inArray(dictTypes.dictName, [`dict.type.${type}`, zhCn])))
      .returning({ id: dictTypes.id });
    named += done.length;
  }
  return named;
}

/** Inserts each seeded type and entry once ever, and gives types and entries the seed left holding an i18n key their names and labels. */
async function seedDicts(db: Db) {
  await db.transaction(async (tx) => {
    const appliedTypes = await appliedKeys(tx, 'dict_type');
    const appliedData = await appliedKeys(tx, 'dict_data');
    const newTypes = DICT_SEED.filter((t) => !appliedTypes.has(t.type));
    if (newTypes.length) {
      await tx
        .insert(dictTypes)
        .values(newTypes.map(({ type, name: [zhCn, en, zhTw] }) => ({ dictType: type, dictName: zhCn, nameEn: en, nameZhTw: zhTw })))
        .onConflictDoNothing();
    }
    const entries = DICT_SEED.flatMap((t) =>
      t.data.map(([value, [zhCn, en, zhTw], listClass, isDefault], i) => ({
        key: `${t.type}/${value}`,
        row: { dictType: t.type, dictValue: value, dictLabel: zhCn, labelEn: en, labelZhTw: zhTw, listClass, isDefault: isDefault ?? false, dictSort: i },
      })),
    );
    const newEntries = entries.filter((e) => !appliedData.has(e.key));
    if (newEntries.length) await tx.insert(dictData).values(newEntries.map((e) => e.row)).onConflictDoNothing();
    let upgraded = await nameSeededTypes(tx);
    const [legacy] = await tx.select({ n: count() }).from(dictData).where(like(dictData.dictLabel, LEGACY_LABEL));
    if (legacy!.n > 0) {
      for (const { row } of entries) {
        const done = await tx
          .update(dictData)
          .set({ dictLabel: row.dictLabel, labelEn: row.labelEn, labelZhTw: row.labelZhTw })
          .where(and(eq(dictData.dictType, row.dictType), eq(dictData.dictValue, row.dictValue), like(dictData.dictLabel, LEGACY_LABEL)))
          .returning({ id: dictData.id });
        upgraded += done.length;
      }
    }
    await markApplied(tx, 'dict_type', newTypes.map((t) => t.type));
    await markApplied(tx, 'dict_data', newEntries.map((e) => e.key));
    if (newTypes.length || newEntries.length || upgraded) await bumpRevision(tx, 'dict');
  });
}

async function ensureUser(
  db: Db,
  userName: string,
  nickname: string,
  roleKey: string,
  password: string | undefined,
  announce: (message: string) => void,
) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  if (existing) return;
  const initialPassword = password ?? randomPassword();
  const [created] = await db
    .insert(users)
    .values({ userName, nickname, passwordHash: await hashPassword(initialPassword) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another instance seeding at the same moment created it first.
  if (!created) return;
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, roleKey));
  await db.insert(userRoles).values({ userId: created.id, roleId: role!.id }).onConflictDoNothing();
  if (!password) announce(`Created user "${userName}" with the generated password: ${initialPassword} (shown once; change it after signing in)`);
}
