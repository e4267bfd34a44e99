import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    parentId: bigint('parent_id', { mode: 'number' }),
    menuType: text('menu_type').notNull(),
    /** Stable seed key so the seed can be re-run without duplicating rows. */
    menuKey: text('menu_key').notNull(),
    path: text('path').notNull().default(''),
    name: text('name').notNull().default(''),
    component: text('component').notNull().default(''),
    redirect: text('redirect').notNull().default(''),
    title: text('title').notNull(),
    icon: text('icon').notNull().default(''),
    isLink: text('is_link').notNull().default(''),
    isHide: boolean('is_hide').notNull().default(false),
    isKeepAlive: boolean('is_keep_alive').notNull().default(false),
    isAffix: boolean('is_affix').notNull().default(false),
    isIframe: boolean('is_iframe').notNull().default(false),
    permission: text('permission').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('sys_menu_menu_key_uq').on(t.menuKey), index('sys_menu_parent_idx').on(t.parentId)],
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
