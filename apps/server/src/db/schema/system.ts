import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';

export const users = pgTable(
  'sys_user',
  {
    id: id(),
    userName: text('user_name').notNull(),
    nickname: text('nickname').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** '0' normal, '1' disabled (dictionary sys_normal_disable). */
    status: text('status').notNull().default('0'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_user_user_name_uq').on(t.userName)],
);

export const roles = pgTable(
  'sys_role',
  {
    id: id(),
    roleKey: text('role_key').notNull(),
    roleName: text('role_name').notNull(),
    /** A super role holds the wildcard permission and sees every menu. */
    isSuper: boolean('is_super').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_role_role_key_uq').on(t.roleKey)],
);

export const userRoles = pgTable(
  'sys_user_role',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/**
 * One table for the menu tree and its permissions, RuoYi-style: `M` directories and `C` pages
 * become routes; `F` rows are buttons/API permissions only.
 */
export const menus = pgTable(
  'sys_menu',
  {
    id: id(),
    // RESTRICT: a menu with children is never deleted, even by a write that skipped the check.
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => menus.id, { onDelete: 'restrict' }),
    menuType: text('menu_type').notNull(),
    /** Stable key of a seeded row (see sys_seed_applied); null for menus operators add. */
    menuKey: text('menu_key'),
    path: text('path').notNull().default(''),
    name: text('name').notNull().default(''),
    component: text('component').notNull().default(''),
    redirect: text('redirect').notNull().default(''),
    /** An i18n key the console translates, or the zh-cn text of a title given in each language. */
    title: text('title').notNull(),
    /** The English and Traditional Chinese texts of a literal title; empty beside an i18n key. */
    titleEn: text('title_en').notNull().default(''),
    titleZhTw: text('title_zh_tw').notNull().default(''),
    icon: text('icon').notNull().default(''),
    isLink: text('is_link').notNull().default(''),
    isHide: boolean('is_hide').notNull().default(false),
    isKeepAlive: boolean('is_keep_alive').notNull().default(false),
    isAffix: boolean('is_affix').notNull().default(false),
    isIframe: boolean('is_iframe').notNull().default(false),
    permission: text('permission').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('0'),
    /** Optimistic concurrency: an edit names the version it read. */
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('sys_menu_menu_key_uq').on(t.menuKey),
    index('sys_menu_parent_idx').on(t.parentId),
    // Paths are absolute, so two routable menus with one path would collide in the router wherever they sit.
    uniqueIndex('sys_menu_path_uq').on(t.path).where(sql`${t.path} <> ''`),
    // Route names key the page cache and the tags: unique across the whole tree.
    uniqueIndex('sys_menu_name_uq').on(t.name).where(sql`${t.name} <> ''`),
  ],
);

export const roleMenus = pgTable(
  'sys_role_menu',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: bigint('menu_id', { mode: 'number' })
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/**
 * One counter per kind of data that every signed-in console mirrors ('menu', 'dict'). A write
 * bumps its counter in the same transaction; every authenticated answer carries the counters
 * (read in the session query), so a console notices a change on its next call and refetches.
 */
export const revisions = pgTable('sys_revision', {
  name: text('name').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

/**
 * Which seed rows were ever inserted ('menu' + menu key, 'dict_type' + type, 'dict_data' +
 * type/value). The seed inserts only what it never inserted before, so a seeded row an operator
 * deleted stays deleted after a restart.
 */
export const seedApplied = pgTable(
  'sys_seed_applied',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
