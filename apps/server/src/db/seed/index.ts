import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { dictData, dictTypes, menus, roleMenus, roles, userRoles, users } from '../schema';
import { hashPassword, randomPassword } from '../../lib/passwords';
import { DICT_SEED } from './dicts';
import { seedCurrencies, seedFinanceDemo } from './finance-demo';
import { MENU_SEED } from './menus';

export interface SeedOptions {
  adminPassword: string | undefined;
  demo: boolean;
  /** Told once about each account the seed creates with a generated password. */
  announce: (message: string) => void;
}

const ROLE_SEED = [
  { roleKey: 'admin', roleName: 'role.admin', isSuper: true, sort: 0 },
  { roleKey: 'common', roleName: 'role.common', isSuper: false, sort: 1 },
];

/** Idempotent: inserts what is missing and never overwrites what operators changed. */
export async function seed(db: Db, options: SeedOptions): Promise<void> {
  await db.insert(roles).values(ROLE_SEED).onConflictDoNothing();
  await seedMenus(db);
  await seedDicts(db);
  await ensureUser(db, 'admin', 'Administrator', 'admin', options.adminPassword, options.announce);
  if (options.demo) await ensureUser(db, 'operator', 'Operator', 'common', options.adminPassword, options.announce);
  await seedCurrencies(db);
  if (options.demo) await seedFinanceDemo(db);
}

async function seedMenus(db: Db) {
  const idByKey = new Map<string, number>();
  for (const m of MENU_SEED) {
    const parentId = m.parent ? idByKey.get(m.parent) : null;
    if (parentId === undefined) throw new Error(`menu seed ${m.key} names unknown parent ${m.parent}`);
    await db
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
        icon: m.icon ?? '',
        isHide: m.isHide ?? false,
        isKeepAlive: m.isKeepAlive ?? false,
        isAffix: m.isAffix ?? false,
        isIframe: m.isIframe ?? false,
        isLink: m.isLink ?? '',
        permission: m.permission ?? '',
        sort: m.sort,
      })
      .onConflictDoNothing();
    const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.menuKey, m.key));
    idByKey.set(m.key, row!.id);
  }
  const roleRows = await db.select().from(roles).where(inArray(roles.roleKey, ROLE_SEED.map((r) => r.roleKey)));
  const roleId = new Map(roleRows.map((r) => [r.roleKey, r.id]));
  const grants = MENU_SEED.flatMap((m) =>
    (m.roles ?? []).map((key) => ({ roleId: roleId.get(key)!, menuId: idByKey.get(m.key)! })),
  );
  if (grants.length) await db.insert(roleMenus).values(grants).onConflictDoNothing();
}

async function seedDicts(db: Db) {
  for (const t of DICT_SEED) {
    await db.insert(dictTypes).values({ dictType: t.type, dictName: t.name }).onConflictDoNothing();
    await db
      .insert(dictData)
      .values(
        t.data.map(([value, label, listClass, isDefault], i) => ({
          dictType: t.type,
          dictValue: value,
          dictLabel: label,
          listClass,
          isDefault: isDefault ?? false,
          dictSort: i,
        })),
      )
      .onConflictDoNothing();
  }
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
