import { ne, sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { actionEndpointOf, defineResource, endpointOf, hasPermission, type CrudOp, type DataScope, type Endpoint, type ResourceDefinition } from '@ledgerdesk/shared';
import { auditColumns, id } from '../db/schema/columns';
import { menus, roleMenus, roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { badRequest, conflict } from '../lib/errors';
import { api, bearer, createTestApp, TEST_PASSWORD, type DatabaseKind, type TestApp } from '../test/harness';
import { bindResource } from './binding';
import { resourcePlugin } from './resource-plugin';
import { setOnLockedRow } from './set-on-locked-row';
import { API_BASE } from '@ledgerdesk/shared';
import type { LightMyRequestResponse } from 'fastify';

/*
 * Resources that exist only in the tests: their drizzle tables, the SQL that creates them, their
 * definitions and bindings. They prove the engine works for any definition, not only the
 * application's own.
 */

export const owners = pgTable('t_owner', {
  id: id(),
  name: text('name').notNull(),
  version: integer('version').notNull().default(0),
  ...auditColumns(),
});

export const widgets = pgTable(
  't_widget',
  {
    id: id(),
    code: text('code').notNull(),
    title: text('title').notNull().default(''),
    phone: text('phone').notNull().default(''),
    qty: integer('qty').notNull().default(0),
    price: numeric('price', { precision: 36, scale: 18 }).notNull().default('0'),
    rate: numeric('rate', { precision: 10, scale: 4 }),
    active: boolean('active').notNull().default(true),
    status: text('status').notNull().default('DRAFT'),
    happenedAt: timestamp('happened_at', { withTimezone: true }),
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => owners.id),
    meta: jsonb('meta'),
    idNumber: text('id_number').notNull().default(''),
    notes: text('notes').notNull().default(''),
    host: text('host').notNull().default(''),
    version: integer('version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('t_widget_code_uq').on(t.code),
    // A second unique field, partial like the menus' paths: the 409 must come from the index's name.
    uniqueIndex('t_widget_id_number_uq').on(t.idNumber).where(sql`${t.idNumber} <> ''`),
  ],
);

export const categories = pgTable('t_category', {
  id: id(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  nameZhTw: text('name_zh_tw').notNull().default(''),
  parentId: bigint('parent_id', { mode: 'number' }),
  sort: integer('sort').notNull().default(0),
  version: integer('version').notNull().default(0),
  ...auditColumns(),
});

const AUDIT_DDL = `created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint, updated_by bigint`;

export const TEST_RESOURCE_DDL = [
  `CREATE TABLE t_owner (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, name text NOT NULL,
    version integer NOT NULL DEFAULT 0, ${AUDIT_DDL})`,
  `CREATE TABLE t_widget (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, code text NOT NULL,
    title text NOT NULL DEFAULT '', phone text NOT NULL DEFAULT '', qty integer NOT NULL DEFAULT 0,
    price numeric(36,18) NOT NULL DEFAULT 0, rate numeric(10,4), active boolean NOT NULL DEFAULT true,
    status text NOT NULL DEFAULT 'DRAFT', happened_at timestamptz, owner_id bigint REFERENCES t_owner(id),
    meta jsonb, id_number text NOT NULL DEFAULT '', notes text NOT NULL DEFAULT '', host text NOT NULL DEFAULT '',
    version integer NOT NULL DEFAULT 0, deleted_at timestamptz, ${AUDIT_DDL})`,
  `CREATE UNIQUE INDEX t_widget_code_uq ON t_widget (code)`,
  `CREATE UNIQUE INDEX t_widget_id_number_uq ON t_widget (id_number) WHERE id_number <> ''`,
  `CREATE TABLE t_category (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, name text NOT NULL,
    name_en text NOT NULL DEFAULT '', name_zh_tw text NOT NULL DEFAULT '', parent_id bigint, sort integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 0, ${AUDIT_DDL})`,
];

const en = (text: string) => ({ 'zh-cn': text, en: text, 'zh-tw': text });

export const ownerDefinition = defineResource({
  name: 'test/owner',
  table: 't_owner',
  permission: 'test/owner',
  title: en('Owner'),
  fields: { name: { label: en('Name'), type: 'text', required: true, filter: 'exact', sort: true } },
  defaultSort: { field: 'id', order: 'asc' },
  recordLabel: 'name',
  delete: 'hard',
});

export const WIDGET_STATUSES = ['DRAFT', 'PUBLISHED', 'RETIRED'] as const;

export const widgetDefinition = defineResource({
  name: 'test/widget',
  table: 't_widget',
  permission: 'test/widget',
  title: en('Widget'),
  fields: {
    code: { label: en('Code'), type: 'text', required: true, unique: true, maxLength: 20, filter: 'prefix', sort: true },
    title: { label: en('Title'), type: 'text', filter: 'exact' },
    phone: { label: en('Phone'), type: 'text', validator: 'mobile', mask: { kind: 'phone', reveal: 'test/widget/reveal' }, filter: 'exact' },
    qty: { label: en('Quantity'), type: 'integer', min: 0, max: 1000, filter: 'range', sort: true, default: 1 },
    price: { label: en('Price'), type: 'money', scale: 2, filter: 'range', sort: true },
    rate: { label: en('Rate'), type: 'decimal', scale: 4, min: '0', max: '1' },
    active: { label: en('Active'), type: 'boolean', filter: 'exact' },
    status: {
      label: en('Status'),
      type: 'enum',
      options: WIDGET_STATUSES.map((value) => ({ value, label: en(value.toLowerCase()) })),
      filter: 'in',
      readOnly: true,
    },
    happenedAt: { label: en('Happened at'), type: 'datetime', filter: 'range', sort: true },
    ownerId: { label: en('Owner'), type: 'reference', resource: 'test/owner', labelField: 'name', filter: 'exact' },
    meta: { label: en('Meta'), type: 'json', list: false, export: false },
    idNumber: { label: en('ID number'), type: 'text', mask: { kind: 'idNumber' }, maxLength: 18, unique: true },
    notes: { label: en('Notes'), type: 'richtext', list: false },
    // Only for the cidr filter's tests: kept out of the export the export tests pin column by column.
    host: { label: en('Host'), type: 'text', filter: 'cidr', export: false },
  },
  defaultSort: { field: 'id', order: 'desc' },
  recordLabel: 'code',
  delete: 'soft',
  actions: {
    publish: { label: en('Publish'), scope: 'row', reason: 'required', when: { field: 'status', in: ['DRAFT'] } },
    retire: { label: en('Retire'), scope: 'bulk' },
  },
  menu: { parent: 'system', path: '/test/widget', icon: 'AppstoreOutlined', sort: 99 },
});

export const categoryDefinition = defineResource({
  name: 'test/category',
  table: 't_category',
  permission: 'test/category',
  title: en('Category'),
  fields: {
    // Named in each language, as a menu is: its children's rows carry the parent's other texts.
    name: { label: en('Name'), type: 'text', required: true, filter: 'prefix', languages: { en: 'nameEn', 'zh-tw': 'nameZhTw' } },
    nameEn: { label: en('Name (English)'), type: 'text', list: false, export: false },
    nameZhTw: { label: en('Name (traditional Chinese)'), type: 'text', list: false, export: false },
    parentId: { label: en('Parent'), type: 'reference', resource: 'test/category', labelField: 'name' },
    sort: { label: en('Sort'), type: 'integer', sort: true },
    // Worked out beside each row (a computed field): a correlated sub-select on the category's own
    // table, a bigint count its decoder (mapWith) makes a number.
    childCount: { label: en('Children'), type: 'integer', virtual: true, readOnly: true },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  recordLabel: 'name',
  delete: 'hard',
  tree: { parentField: 'parentId' },
  // A GET list with query parameters, as SPEC's menu/list is.
  endpoints: { list: { method: 'GET' } },
});

/** The owners again, read-only: `delete: 'refuse'` wins over an op list that names delete. */
export const ownerDirectoryDefinition = defineResource({
  ...ownerDefinition,
  name: 'test/owner-directory',
  permission: 'test/ownerDirectory',
  ops: ['list', 'get', 'delete'],
  delete: 'refuse',
});

export const ownerBinding = bindResource({ definition: ownerDefinition, table: owners });
export const ownerDirectoryBinding = bindResource({ definition: ownerDirectoryDefinition, table: owners });

/** What the widget hooks saw, so tests can check they ran inside the write. */
export const hookLog: string[] = [];

export const widgetBinding = bindResource({
  definition: widgetDefinition,
  table: widgets,
  hooks: {
    // Data scope: rows titled 'secret' exist only for holders of test/widget/secret.
    scope: ({ request }) => (hasPermission(request.user!.permissions, 'test/widget/secret') ? undefined : ne(widgets.title, 'secret')),
    beforeDelete: ({ rows }) => {
      const published = rows.find((row) => row.status === 'PUBLISHED');
      if (published) throw conflict(`widget ${published.code} is published; retire it first`);
    },
    decorateRow: (row, { raw }) => ({ ...row, codeLength: raw.code.length }),
    // A key the list's schema does not name: it must stay on the server.
    decorateList: (rows) => rows.map((row) => (row.title === 'alpha' ? { ...row, serverOnly: 'never listed' } : row)),
    beforeWrite: ({ op, input }) => {
      hookLog.push(`before ${op}`);
      if (input.title === 'forbidden') throw badRequest('invalid input — title: is not allowed', { title: 'is not allowed' });
      return input.title === 'shout' ? { ...input, title: 'SHOUT' } : undefined;
    },
    afterWrite: ({ op, row, before }) => {
      hookLog.push(`after ${op} ${String((row ?? before)?.code)}`);
    },
  },
  actions: {
    publish: async (ctx) => {
      const row = await setOnLockedRow(ctx, widgets, { status: 'PUBLISHED', title: sql`${widgets.title} || ${` (${ctx.input.reason})`}` });
      return { id: row.id, status: 'PUBLISHED' };
    },
    retire: async ({ input, db }) => {
      const rows = await db
        .update(widgets)
        .set({ status: 'RETIRED' })
        .where(sql`${widgets.id} in ${input.ids!}`)
        .returning({ id: widgets.id });
      return { retired: rows.length };
    },
  },
});

export const categoryBinding = bindResource({
  definition: categoryDefinition,
  table: categories,
  hooks: { computed: { childCount: sql`(select count(*) from ${categories} child where child.parent_id = ${categories.id})`.mapWith(Number) } },
});

/** An app with the test resources bound and their tables created. */
export async function createResourceTestApp(kind: DatabaseKind): Promise<TestApp> {
  hookLog.length = 0;
  const t = await createTestApp(kind, {}, (app) => {
    for (const binding of [ownerBinding, ownerDirectoryBinding, widgetBinding, categoryBinding]) {
      void app.register(resourcePlugin, { prefix: API_BASE, ...binding });
    }
  });
  for (const statement of TEST_RESOURCE_DDL) await t.database.db.execute(sql.raw(statement));
  return t;
}

/**
 * A user whose one role grants exactly these permissions (through button menus, as operators grant
 * them). The role reaches every row (`all`) unless the test is about data scope and says otherwise.
 */
export async function userWithPermissions(t: TestApp, userName: string, permissions: string[], dataScope: DataScope = 'all'): Promise<void> {
  const db = t.database.db;
  const [role] = await db.insert(roles).values({ roleKey: `role_${userName}`, roleName: userName, dataScope }).returning();
  const [user] = await db
    .insert(users)
    .values({ userName, nickname: userName, passwordHash: await hashPassword(TEST_PASSWORD) })
    .returning();
  await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  for (const permission of permissions) {
    const [menu] = await db
      .insert(menus)
      .values({ menuType: 'F', menuKey: `${userName}:${permission}`, title: permission, permission })
      .returning();
    await db.insert(roleMenus).values({ roleId: role!.id, menuId: menu!.id });
  }
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of any call
  body: any;
  response: LightMyRequestResponse;
}

async function callEndpoint(t: TestApp, endpoint: Endpoint, payload: Record<string, unknown>, token?: string): Promise<CallResult> {
  const response = await t.app.inject({
    method: endpoint.method,
    url: api(endpoint.path),
    headers: token ? bearer(token) : {},
    ...(endpoint.method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: isJson ? response.json() : null, response };
}

/** Calls one of a resource's CRUD routes where the definition says it lives. */
export const callResource = (t: TestApp, definition: ResourceDefinition, op: CrudOp, payload: Record<string, unknown>, token?: string) =>
  callEndpoint(t, endpointOf(definition, op), payload, token);

/** Calls one of a resource's custom actions. */
export const callAction = (t: TestApp, definition: ResourceDefinition, name: string, payload: Record<string, unknown>, token?: string) =>
  callEndpoint(t, actionEndpointOf(definition, name, definition.actions![name]!), payload, token);
