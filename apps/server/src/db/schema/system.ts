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
    /** The department whose data scope the user falls under (RESTRICT: a department with users is never deleted). */
    deptId: bigint('dept_id', { mode: 'number' }).references((): AnyPgColumn => departments.id, { onDelete: 'restrict' }),
    /** Set by an administrator's password reset: every call but changing the password is refused until it is changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    /** Optimistic concurrency: an edit names the version it read. */
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_user_user_name_uq').on(t.userName), index('sys_user_dept_idx').on(t.deptId), index('sys_user_phone_idx').on(t.phone)],
);

/** The department tree; data scopes are expressed in departments (see modules/access). */
export const departments = pgTable(
  'sys_dept',
  {
    id: id(),
    // RESTRICT: a department with children is never deleted, even by a write that skipped the check.
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => departments.id, { onDelete: 'restrict' }),
    deptName: text('dept_name').notNull(),
    leader: text('leader').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('0'),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('sys_dept_parent_idx').on(t.parentId)],
);

/** Posts (job titles) a user holds; many-to-many through sys_user_post. */
export const posts = pgTable(
  'sys_post',
  {
    id: id(),
    postCode: text('post_code').notNull(),
    postName: text('post_name').notNull(),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_post_code_uq').on(t.postCode), uniqueIndex('sys_post_name_uq').on(t.postName)],
);

export const userPosts = pgTable(
  'sys_user_post',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // RESTRICT: a post still held by a user is never deleted.
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('sys_user_post_post_idx').on(t.postId)],
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
    /** DataScope (packages/shared/src/data-scope.ts): which rows the role's grants reach. The super role reaches all. */
    dataScope: text('data_scope').notNull().default('self'),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(0),
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

/** The departments of a role whose data scope is `custom`. */
export const roleDepts = pgTable(
  'sys_role_dept',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    deptId: bigint('dept_id', { mode: 'number' })
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
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
