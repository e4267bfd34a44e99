import { afterAll, beforeAll, describe, it, expect as assert } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { eq, sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { API_BASE, compareDecimal, defineResource, type Language } from '@ledgerdesk/shared';
import type { Db } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { auditColumns, id } from '../apps/server/src/db/schema/columns';
import { seedMenus } from '../apps/server/src/db/seed';
import { MENU_SEED, type MenuSeed } from '../apps/server/src/db/seed/menus';
import { resourceMenuSeed } from '../apps/server/src/db/seed/resource-menu-seed';
import { bindResource, resourcePlugin } from '../apps/server/src/resource';
import { newContext, screenshot } from './support/browser';
import { pickFormOption } from './support/console-nav';
import { expect, expectUrl } from './support/expect';
import { useLiveConsole } from './support/live-console';
import { signInThroughForm } from './support/session';

/*
 * A resource that exists only in this file — its definition, drizzle table, CREATE TABLE and menu
 * rows — bound to the real production server before it listens. Nothing of it is in
 * packages/shared or apps/: if the engines draw a working page for it, they draw one for any
 * definition.
 */

const say = (zhCn: string, en: string, zhTw: string) => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

const gadgets = pgTable(
  'lab_gadget',
  {
    id: id(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(0),
    price: numeric('price', { precision: 36, scale: 18 }).notNull().default('0'),
    colour: text('colour').notNull().default('RED'),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('lab_gadget_name_uq').on(t.name)],
);

const GADGET_DDL = [
  `CREATE TABLE lab_gadget (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, name text NOT NULL,
    quantity integer NOT NULL DEFAULT 0, price numeric(36,18) NOT NULL DEFAULT 0, colour text NOT NULL DEFAULT 'RED',
    active boolean NOT NULL DEFAULT true, version integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(),
    created_by bigint, updated_by bigint)`,
  `CREATE UNIQUE INDEX lab_gadget_name_uq ON lab_gadget (name)`,
];

const gadgetDefinition = defineResource({
  name: 'lab/gadget',
  table: 'lab_gadget',
  permission: 'lab/gadget',
  title: say('实验小工具', 'Lab gadgets', '實驗小工具'),
  fields: {
    name: { label: say('名称', 'Name', '名稱'), type: 'text', required: true, unique: true, maxLength: 40, filter: 'prefix', sort: true, width: 180 },
    quantity: { label: say('数量', 'Quantity', '數量'), type: 'integer', min: 0, max: 100_000, filter: 'range', sort: true, default: 1, width: 120 },
    price: { label: say('价格', 'Price', '價格'), type: 'money', scale: 2, width: 120 },
    colour: {
      label: say('颜色', 'Colour', '顏色'),
      type: 'enum',
      width: 110,
      required: true,
      default: 'RED',
      filter: 'in',
      options: [
        { value: 'RED', label: say('红色', 'Red', '紅色'), color: 'error' },
        { value: 'GREEN', label: say('绿色', 'Green', '綠色'), color: 'success' },
        { value: 'BLUE', label: say('蓝色', 'Blue', '藍色'), color: 'processing' },
      ],
    },
    active: { label: say('启用', 'Active', '啟用'), type: 'boolean', default: true, width: 90 },
    createdAt: { label: say('创建时间', 'Created at', '建立時間'), type: 'datetime', readOnly: true, width: 180 },
  },
  defaultSort: { field: 'id', order: 'asc' },
  delete: 'hard',
  menu: { parent: 'lab', path: '/lab/gadget', icon: 'AppstoreOutlined', sort: 1 },
});

/** The page's directory: a new top-level 'M' entry, so the page is found where an operator would look. */
const LAB_DIRECTORY: MenuSeed = {
  key: 'lab',
  type: 'M',
  path: '/lab',
  name: 'lab',
  component: 'layout/routerView/parent',
  redirect: '/lab/gadget',
  title: 'Lab',
  icon: 'FolderOutlined',
  sort: 95,
};

/** Rows present before the browser opens: prefixes, colours and quantities the filters and sort tell apart. */
const SEEDED = [
  { name: 'Alpha sprocket', quantity: 5, price: '12.5', colour: 'RED', active: true, createdAt: new Date('2026-01-05T12:00:00Z') },
  { name: 'Alpha widget', quantity: 40, price: '3', colour: 'GREEN', active: true, createdAt: new Date('2026-01-06T12:00:00Z') },
  { name: 'Beta gear', quantity: 12, price: '99.99', colour: 'BLUE', active: false, createdAt: new Date('2026-01-07T12:00:00Z') },
  { name: 'Gamma spring', quantity: 1, price: '0.25', colour: 'RED', active: true, createdAt: new Date('2026-01-08T12:00:00Z') },
  { name: 'Delta lever', quantity: 25, price: '1234.5', colour: 'GREEN', active: true, createdAt: new Date('2026-01-09T12:00:00Z') },
];

const gadgetRows = (db: Db) => db.select().from(gadgets).orderBy(gadgets.id);
const gadgetNamed = async (db: Db, name: string) => (await db.select().from(gadgets).where(eq(gadgets.name, name)))[0];

/** Polls until `check` holds, failing with what was last seen. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read().catch(() => undefined);
    if (last !== undefined && check(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`expected ${what}; last seen: ${JSON.stringify(last)}`);
}

const LANGUAGE_KEY = 'ledgerdesk:themeConfig';

/** The console in a language, as the settings drawer stores it, reloaded. */
async function useLanguage(page: Page, language: Language) {
  await page.evaluate(
    ([key, lang]) => {
      const stored = JSON.parse(localStorage.getItem(key!) ?? '{"state":{"themeConfig":{}},"version":1}');
      stored.state.themeConfig = { ...stored.state.themeConfig, globalI18n: lang };
      localStorage.setItem(key!, JSON.stringify(stored));
    },
    [LANGUAGE_KEY, language],
  );
  await page.reload();
  await expect(page.getByTestId('aside-menu')).toBeVisible();
}

/**
 * From now on, records every state of the page in which a list says it has no records above a pager
 * that counts some, with no spinner over it: what an operator would read as an empty page.
 */
async function watchEmptyOverRows(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { emptyOverRows: seen });
    new MutationObserver(() => {
      document.querySelectorAll('.resource-table').forEach((table) => {
        const total = table.querySelector('.ant-pagination-total-text')?.textContent ?? '';
        if (table.querySelector('.ant-table-placeholder') && !table.querySelector('.ant-spin-spinning') && /[1-9]/.test(total)) seen.push(total);
      });
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

describe('a resource defined only in the test, in Chromium', () => {
  const live = useLiveConsole(
    // No demo data: no pending-review alerts over the drawers, and the admin is the only user.
    { SEED_DEMO: 'off' },
    {
      async beforeReady(app, database) {
        for (const statement of GADGET_DDL) await database.db.execute(sql.raw(statement));
        await database.db.insert(gadgets).values(SEEDED);
        // As the server's seed inserts the product's menus: the lab's entries appended to them.
        await seedMenus(database.db, [...MENU_SEED, LAB_DIRECTORY, ...resourceMenuSeed(gadgetDefinition)]);
        await app.register(resourcePlugin, { prefix: API_BASE, ...bindResource({ definition: gadgetDefinition, table: gadgets }) });
      },
    },
  );
  let page: Page;
  let closeContext: () => Promise<void>;
  let pageErrors: string[];
  let foreignRequests: string[];
  /** Row id → name, of every gadget the test has seen in the database. */
  const names = new Map<number, string>();
  const db = () => live.server.database.db;
  const list = () => page.getByTestId('resource-lab/gadget');
  const filters = () => list().getByTestId('resource-filters');
  const form = () => page.getByTestId('resource-form').last();
  const formField = (label: string) => form().getByLabel(label, { exact: true });
  const rowOf = (name: string) => list().locator('tr.ant-table-row', { hasText: name });
  /** The text of one cell: the named row's, under the column titled `column`. */
  const cellText = async (name: string, column: string) => {
    const titles = await list().locator('thead th').allTextContents();
    const index = titles.findIndex((title) => title.trim() === column);
    if (index < 0) throw new Error(`no column titled ${column} in ${JSON.stringify(titles)}`);
    return (await rowOf(name).locator('td').nth(index).textContent()) ?? '';
  };

  /** The names of the listed rows, in table order. */
  const listedNames = async () => {
    const keys = await list()
      .locator('tbody tr.ant-table-row')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-row-key'))));
    for (const key of keys.filter((k) => !names.has(k))) {
      const [row] = await db().select().from(gadgets).where(eq(gadgets.id, key));
      names.set(key, row?.name ?? `#${key}`);
    }
    return keys.map((key) => names.get(key)!);
  };
  const untilListed = (expected: string[], what: string) =>
    eventually(listedNames, (shown) => JSON.stringify(shown) === JSON.stringify(expected), `${what}: ${JSON.stringify(expected)}`);

  /** The list at rest (no spinner, no running entrance or drawer animation), for a screenshot. */
  const settled = async () => {
    await expect(list().locator('.ant-spin-spinning')).toBeHidden();
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
  };

  /** Picks options of a multiple select, then closes its list (Escape on a single select would close the drawer). */
  const pickOptions = async (control: Locator, ...options: string[]) => {
    await control.click();
    for (const option of options) await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
    await page.keyboard.press('Escape');
  };
  const search = () => filters().getByRole('button', { name: 'Search' }).click();
  const reset = () => filters().getByRole('button', { name: 'Reset' }).click();

  beforeAll(async () => {
    const ctx = await newContext(live.browser);
    pageErrors = ctx.pageErrors;
    foreignRequests = ctx.foreignRequests;
    closeContext = () => ctx.context.close();
    page = await ctx.context.newPage();
    for (const row of await gadgetRows(db())) names.set(row.id, row.name);
  });
  afterAll(async () => {
    await closeContext?.();
  });

  it('the admin finds the page in the aside and it lists the rows already in the table', async () => {
    await signInThroughForm(page, live.server.baseUrl);
    await useLanguage(page, 'en');
    const aside = page.getByTestId('aside-menu');
    await watchEmptyOverRows(page);
    // The definition's title is given in three languages: the menu shows the English one in English.
    await aside.getByText('Lab', { exact: true }).click();
    await aside.getByText('Lab gadgets', { exact: true }).click();
    await expectUrl(page, (u) => u.pathname === '/lab/gadget', 'the gadget page');
    await expect(list()).toContainText('Lab gadgets');
    assert(await aside.getByText('实验小工具').count()).toBe(0);
    // Everything else that names the page names it in English too.
    await expect(page.getByTestId('breadcrumb')).toContainText('Lab gadgets');
    await expect(page.locator('.tags-view-item.is-active')).toContainText('Lab gadgets');
    await eventually(async () => page.title(), (title) => title.startsWith('Lab gadgets - '), 'the document title in English');
    await untilListed(SEEDED.map((g) => g.name), 'every seeded gadget, by id');
    const header = list().locator('thead');
    for (const title of ['Name', 'Quantity', 'Price', 'Colour', 'Active', 'Created at']) await expect(header).toContainText(title);
    // Each type formatted in its column: money by text, the enum's label, the instant, the boolean.
    assert(await cellText('Delta lever', 'Price')).toBe('1,234.5');
    assert(await cellText('Delta lever', 'Colour')).toBe('Green');
    assert(await cellText('Delta lever', 'Created at')).toMatch(/^2026-01-09 \d\d:00:00$/);
    assert(await cellText('Beta gear', 'Active')).toBe('No');
    assert(await cellText('Gamma spring', 'Active')).toBe('Yes');
    await expect(list()).toContainText('5 in total');
    // The rows are drawn after their page has arrived: the list is loading until then, not empty.
    assert(await page.evaluate(() => (window as unknown as { emptyOverRows: string[] }).emptyOverRows)).toEqual([]);
    await settled();
    await screenshot(page, 'resource-engine-list');
  });

  it('filters by name prefix, by a quantity range and by several colours, showing only the matching rows', async () => {
    await filters().locator('#filters_name').fill('Alpha');
    await search();
    await untilListed(['Alpha sprocket', 'Alpha widget'], 'the gadgets whose name starts with Alpha');
    // A prefix is a prefix: LIKE's wildcards typed by the operator match themselves only.
    await filters().locator('#filters_name').fill('Alpha%');
    await search();
    await untilListed([], 'no gadget for the literal prefix "Alpha%"');
    await reset();
    await untilListed(SEEDED.map((g) => g.name), 'every gadget after reset');

    await filters().getByLabel('Quantity Min').fill('10');
    await filters().getByLabel('Quantity Max').fill('30');
    await search();
    await untilListed(['Beta gear', 'Delta lever'], 'the gadgets with 10 to 30 pieces');
    await reset();

    await pickOptions(filters().locator('#filters_colour'), 'Red', 'Blue');
    await search();
    await untilListed(['Alpha sprocket', 'Beta gear', 'Gamma spring'], 'the red and blue gadgets');
    await expect(list()).toContainText('3 in total');
    await settled();
    await screenshot(page, 'resource-engine-filtered');
    await reset();
    await untilListed(SEEDED.map((g) => g.name), 'every gadget after reset');
  });

  it('sorts by quantity on the server, ascending then descending', async () => {
    const quantityHeader = list().locator('thead th', { hasText: 'Quantity' });
    const byQuantity = [...SEEDED].sort((a, b) => a.quantity - b.quantity).map((g) => g.name);
    await quantityHeader.click();
    await untilListed(byQuantity, 'the gadgets by quantity, ascending');
    await quantityHeader.click();
    await untilListed([...byQuantity].reverse(), 'the gadgets by quantity, descending');
    await quantityHeader.click();
    await untilListed(SEEDED.map((g) => g.name), 'the default order (id) once the sort is cleared');
  });

  it('refuses an invalid gadget on its field, then creates a valid one through the drawer', async () => {
    await list().getByRole('button', { name: 'Add' }).click();
    await expect(formField('Name')).toBeVisible();
    const nameItem = form().locator('.ant-form-item', { has: page.locator('#record_name') });

    // Missing name: the form's own rule, nothing sent.
    await page.getByRole('button', { name: 'Save' }).last().click();
    await expect(nameItem.locator('.ant-form-item-explain-error')).toContainText('Name is required');

    // A name already used: the server's 409 lands on the field.
    await formField('Name').fill('Alpha sprocket');
    await formField('Quantity').fill('7');
    await formField('Price').fill('45.5');
    await page.getByRole('button', { name: 'Save' }).last().click();
    await expect(nameItem.locator('.ant-form-item-explain-error')).toContainText('already used');
    // Named as the operator reads it, and nothing suggests someone else changed a record.
    await expect(form().getByRole('alert')).toContainText('Name is already used by another record');
    await expect(form().getByRole('alert')).toContainText('Correct the marked input');
    assert(await form().getByRole('alert').textContent()).not.toContain('Someone else');
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    await screenshot(page, 'resource-engine-drawer-duplicate');
    assert((await gadgetRows(db())).length).toBe(SEEDED.length);

    // Too many places for a money field of scale 2: refused before sending.
    await formField('Price').fill('45.555');
    await page.getByRole('button', { name: 'Save' }).last().click();
    await expect(form().locator('.ant-form-item', { has: page.locator('#record_price') }).locator('.ant-form-item-explain-error')).toContainText(
      'at most 2 decimal places',
    );

    await formField('Name').fill('Omega pulley');
    await formField('Price').fill('45.5');
    await pickFormOption(page, 'Colour', 'Green');
    await formField('Active').click();
    await page.getByRole('button', { name: 'Save' }).last().click();
    await expect(page.getByTestId('resource-form')).toBeHidden();
    await untilListed([...SEEDED.map((g) => g.name), 'Omega pulley'], 'the new gadget after the seeded ones');

    for (const [column, text] of [['Quantity', '7'], ['Price', '45.5'], ['Colour', 'Green'], ['Active', 'No']] as const) {
      assert(await cellText('Omega pulley', column)).toBe(text);
    }
    const created = await gadgetNamed(db(), 'Omega pulley');
    const [admin] = await db().select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    assert(created).toMatchObject({ quantity: 7, colour: 'GREEN', active: false, version: 0, createdBy: admin!.id });
    assert(compareDecimal(created!.price, '45.5')).toBe(0);
  });

  it('shows the new gadget in the detail drawer', async () => {
    await rowOf('Omega pulley').getByRole('button', { name: 'Details' }).click();
    const detail = page.getByRole('dialog').filter({ hasText: 'Lab gadgets #' });
    await expect(detail).toBeVisible();
    for (const text of ['Omega pulley', '7', '45.5', 'Green', 'No', 'Created at']) await expect(detail).toContainText(text);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    await screenshot(page, 'resource-engine-detail');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  });

  it('edits the quantity: the list shows it and the database has it with the next version', async () => {
    await rowOf('Omega pulley').getByRole('button', { name: 'Edit' }).click();
    await expect(formField('Name')).toBeVisible();
    // The drawer starts from the row as the server has it now.
    await eventually(() => formField('Quantity').inputValue(), (v) => v === '7', 'the current quantity in the form');
    await formField('Quantity').fill('70');
    await page.getByRole('button', { name: 'Save' }).last().click();
    await expect(page.getByTestId('resource-form')).toBeHidden();
    await eventually(() => cellText('Omega pulley', 'Quantity'), (text) => text === '70', 'the row to show 70 pieces');
    const edited = await gadgetNamed(db(), 'Omega pulley');
    assert(edited).toMatchObject({ quantity: 70, colour: 'GREEN', active: false, version: 1 });
    assert(compareDecimal(edited!.price, '45.5')).toBe(0);
  });

  it('deletes the gadget after the confirmation: gone from the list and the database', async () => {
    await rowOf('Omega pulley').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('Delete records?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await untilListed(SEEDED.map((g) => g.name), 'the seeded gadgets only');
    assert(await gadgetNamed(db(), 'Omega pulley')).toBeUndefined();
    assert((await gadgetRows(db())).map((g) => g.name)).toEqual(SEEDED.map((g) => g.name));
  });

  it('shows the definition\'s own texts in Traditional Chinese', async () => {
    await useLanguage(page, 'zh-tw');
    await expect(list()).toContainText('實驗小工具');
    await expect(page.getByTestId('aside-menu').getByText('實驗小工具', { exact: true })).toBeVisible();
    await expect(page.getByTestId('breadcrumb')).toContainText('實驗小工具');
    const header = list().locator('thead');
    for (const title of ['名稱', '數量', '價格', '顏色', '啟用', '建立時間']) await expect(header).toContainText(title);
    await expect(rowOf('Delta lever')).toContainText('綠色');
    await expect(rowOf('Beta gear')).toContainText('藍色');
    await filters().locator('#filters_colour').click();
    await expect(page.locator('.ant-select-dropdown:visible').getByTitle('紅色', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await settled();
    await screenshot(page, 'resource-engine-list-zh-tw');
  });

  it('raised no page error and made no third-party request', () => {
    assert(pageErrors).toEqual([]);
    assert(foreignRequests).toEqual([]);
  });
});
