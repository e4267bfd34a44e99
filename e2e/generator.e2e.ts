import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect as assert, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_BASE, endpointOf } from '@ledgerdesk/shared';
import type { PreviewFile } from '@ledgerdesk/shared/generator/api';
import { GENERATOR_ENDPOINTS, generatorResource } from '@ledgerdesk/shared/resources/system/generator';
import { dictData, generatorTables } from '../apps/server/src/db/schema';
import { REPO_ROOT } from '../apps/server/src/modules/generator/generator-service';
import { shotsInto } from './support/browser';
import { formField, openSystemMenu, resourceForm } from './support/console-nav';
import { expect } from './support/expect';
import { useLiveConsole, useSignedInPage } from './support/live-console';
import { tokenOf } from './support/session';

const SHOTS = '/tmp/shots/generator';
const shot = shotsInto(SHOTS, { atRest: true });
const TABLE = 'e2e_coupon';
const DESIGNED = 'e2e_gift_card';

/**
 * The code generator in Chromium against the real (production) server: a table created in its
 * database before it listens is imported from the page, its columns and relations are configured
 * in the row's detail (a relation's display column picked from the referenced resource, the
 * dictionary the import created given a real label), the preview shows every generated file as a
 * diff, and the download is a zip holding exactly those files. A new table designed in the page
 * (a status column among its columns) is listed and previewed with its migration. Screenshots in
 * /tmp/shots/generator.
 */
describe('code generator in Chromium', () => {
  const live = useLiveConsole(
    { SEED_DEMO: 'off' },
    {
      async beforeReady(_app, database) {
        await database.db.execute(
          sql.raw(`CREATE TABLE ${TABLE} (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, code varchar(20) NOT NULL UNIQUE,
            title text NOT NULL DEFAULT '', title_en text NOT NULL DEFAULT '', title_zh_tw text NOT NULL DEFAULT '',
            face_value numeric(36,18) NOT NULL DEFAULT 0, status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'LIVE')),
            owner_id bigint REFERENCES sys_user(id), version integer NOT NULL DEFAULT 0, created_at timestamptz NOT NULL DEFAULT now(),
            updated_at timestamptz NOT NULL DEFAULT now(), created_by bigint, updated_by bigint)`),
        );
        await database.db.execute(sql.raw(`COMMENT ON TABLE ${TABLE} IS 'Coupons handed out at events'`));
      },
    },
  );
  const signed = useSignedInPage(live);
  let admin: Page;
  let pageErrors: string[];
  beforeAll(() => ({ page: admin, pageErrors } = signed));
  // Should a write ever get through (it must not: the server runs in production), the tree is left as found.
  let generated: PreviewFile[] = [];
  afterAll(() => {
    for (const file of generated.filter((f) => !f.exists && f.kind !== 'register')) fs.rmSync(path.join(REPO_ROOT, file.path), { force: true });
  });

  const db = () => live.server.database.db;
  const list = () => admin.getByTestId('generator-list');
  const row = () => list().locator('tr.ant-table-row', { hasText: TABLE });
  const detail = () => admin.getByRole('dialog').filter({ hasText: `${TABLE} #` });
  const pickOption = async (option: string | RegExp) => {
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
    await expect(admin.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  };

  it('imports the table from the catalogue, with a dictionary for its CHECKed status', async () => {
    await openSystemMenu(admin, 'Code generator');
    await expect(list()).toBeVisible();
    await list().getByTestId('generator-import').click();
    const dialog = admin.getByRole('dialog').filter({ hasText: 'Import table' });
    await dialog.getByTestId('generator-table-select').click();
    await pickOption(`${TABLE} — Coupons handed out at events`);
    await shot(admin, 'import-dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(row()).toBeVisible();
    await shot(admin, 'list');

    const [stored] = await db().select().from(generatorTables).where(eq(generatorTables.tableName, TABLE));
    assert(stored).toMatchObject({ origin: 'IMPORTED', tableComment: 'Coupons handed out at events' });
    const statuses = await db().select().from(dictData).where(eq(dictData.dictType, `${TABLE}_status`));
    assert(statuses.map((d) => [d.dictValue, d.labelEn]).sort()).toEqual([
      ['DRAFT', 'DRAFT'],
      ['LIVE', 'LIVE'],
    ]);
  });

  it('keeps the raw columns and relations out of the edit form', async () => {
    await row().getByRole('button', { name: 'Edit' }).click();
    await expect(formField(admin, 'Resource name')).toBeVisible();
    await expect(resourceForm(admin)).toContainText("Edited in the Columns and Relations tabs of the table's detail");
    // The remark is the form's only text area: no raw JSON of the column choices is offered.
    assert(await resourceForm(admin).locator('textarea').evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value).filter((v) => v.includes('sqlType')))).toEqual([]);
    await shot(admin, 'edit-form');
    await admin.keyboard.press('Escape');
    await expect(resourceForm(admin)).toBeHidden();
  });

  it('configures columns and relations in the detail: a dictionary relabelled, the display column picked', async () => {
    await row().getByRole('button', { name: 'Details' }).click();
    await expect(detail().getByTestId('generator-columns')).toBeVisible();
    await expect(detail()).toContainText('take the CHECK values as their labels');
    // The title is kept in three languages: the tab says which column holds which.
    await expect(detail().getByTestId('generator-column-title')).toContainText('Kept in 3 languages');
    await expect(detail().getByTestId('generator-column-title_en')).toContainText('English of title');
    await expect(detail().getByTestId('generator-column-title_zh_tw')).toContainText('Traditional Chinese of title');
    await detail().getByTestId('generator-column-title_zh_tw').scrollIntoViewIfNeeded();
    await shot(admin, 'detail-columns');

    // The import labelled LIVE "LIVE" in every language: the operator gives it its English label here.
    await detail().getByTestId('generator-dict-status').click();
    const entries = admin.getByTestId('generator-dict-data');
    const live_ = entries.locator('tr.ant-table-row', { hasText: 'LIVE' });
    await expect(live_).toBeVisible();
    await live_.getByRole('button', { name: 'Edit' }).click();
    await formField(admin, 'Label (English)').fill('Live');
    await resourceForm(admin).page().getByRole('button', { name: 'Save' }).last().click();
    await expect(resourceForm(admin)).toBeHidden();
    await expect(live_).toContainText('Live');
    await shot(admin, 'dict-labels');
    const [relabelled] = await db()
      .select()
      .from(dictData)
      .where(and(eq(dictData.dictType, `${TABLE}_status`), eq(dictData.dictValue, 'LIVE')));
    assert(relabelled!.labelEn).toBe('Live');
    await admin.locator('.ant-drawer-close:visible').last().click();
    await expect(entries).toBeHidden();

    await detail().getByRole('tab', { name: 'Relations' }).click();
    const display = detail().getByTestId('generator-label-field-owner_id');
    await expect(display).toContainText('User name (userName)');
    await display.click();
    await pickOption('Nickname (nickname)');
    await expect(display).toContainText('Nickname (nickname)');
    await shot(admin, 'detail-relations');
    // The save's own answer, not a "Saved" notice: the dictionary entry's save showed one too, and
    // while it lingers (3 s) it passed for this save's, so the table was read before this save
    // reached it (two CI runs read the old display column).
    const saveAnswer = admin.waitForResponse((res) => res.url().endsWith(endpointOf(generatorResource, 'edit').path));
    await detail().getByTestId('generator-save').click();
    assert((await (await saveAnswer).json()).code).toBe(0);
    await expect(admin.locator('.ant-message')).toContainText('Saved');
    const [saved] = await db().select().from(generatorTables).where(eq(generatorTables.tableName, TABLE));
    assert(saved!.relations).toEqual([{ column: 'owner_id', referencesTable: 'sys_user', resource: 'system/user', labelField: 'nickname' }]);
  });

  it('previews every generated file with its diff and downloads a zip holding them', async () => {
    const [stored] = await db().select().from(generatorTables).where(eq(generatorTables.tableName, TABLE));
    const token = await tokenOf(admin);
    const res = await fetch(`${live.server.baseUrl}${API_BASE}${GENERATOR_ENDPOINTS.preview}?id=${stored!.id}`, { headers: { authorization: `Bearer ${token}` } });
    const files = ((await res.json()) as { data: PreviewFile[] }).data;
    generated = files;
    assert(files.every((f) => !f.exists)).toBe(true);
    assert(files.map((f) => f.kind)).toEqual(['definition', 'table', 'binding', 'seed', 'register']);

    await detail().getByTestId('generator-open-preview').click();
    const preview = admin.locator('.ant-modal').filter({ hasText: 'Preview code' });
    await expect(preview.getByTestId('generator-file-path')).toContainText(files[0]!.path);
    for (const tab of ['Definition', 'Table', 'Binding', 'Menu and permissions', 'Registration']) await expect(preview.getByRole('tab', { name: new RegExp(tab) })).toBeVisible();
    // A new file: every line an addition, and the chosen display column in the definition.
    assert(files[0]!.content).toContain("labelField: 'nickname'");
    assert(files[0]!.content).toContain("languages: { en: 'titleEn', 'zh-tw': 'titleZhTw' }");
    await expect(preview.locator('.generator-diff').first()).toContainText("labelField: 'nickname'");
    assert(await preview.locator('.generator-diff-add').count()).toBe(files[0]!.content.split('\n').length);
    assert(await preview.locator('.generator-diff-del').count()).toBe(0);
    await shot(admin, 'preview-definition');
    await preview.getByRole('tab', { name: /Menu and permissions/ }).click();
    await expect(preview.getByTestId('generator-file-path').filter({ hasText: files[3]!.path })).toBeVisible();
    await shot(admin, 'preview-seed');

    const [download] = await Promise.all([admin.waitForEvent('download'), preview.getByTestId('generator-download').click()]);
    assert(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = await JSZip.loadAsync(await download.createReadStream().then(streamBytes));
    const held = Object.values(zip.files).filter((f) => !f.dir).map((f) => f.name);
    assert(held.sort()).toEqual(files.map((f) => f.path).sort());
    for (const file of files) assert(await zip.file(file.path)!.async('string')).toBe(file.content);

    // The e2e server runs in production: writing into its tree is refused, in words.
    const [refused] = await Promise.all([admin.waitForResponse((r) => r.url().includes(GENERATOR_ENDPOINTS.write)), preview.getByTestId('generator-write').click()]);
    assert(refused.status()).toBe(403);
    await shot(admin, 'preview-write-refused');
    await expect(admin.locator('.ant-message')).toContainText(/production/i);
    assert(pageErrors).toEqual([]);
  });

  it('designs a new table with a status column, lists it and previews its migration', async () => {
    await admin.reload();
    await expect(list()).toBeVisible();
    await list().getByTestId('generator-design').click();
    const dialog = admin.getByRole('dialog').filter({ hasText: 'Design a new table' });
    const form = dialog.getByTestId('generator-design-dialog');
    await expect(form).toBeVisible();
    // The imported table's name is taken: the server's refusal shows above the form and on the name.
    await form.getByTestId('generator-design-table-name').fill(TABLE);
    await form.getByTestId('generator-design-table-comment').fill('Gift cards sold at the counter');

    const first = form.getByTestId('generator-design-column-0');
    await first.getByTestId('generator-design-column-name').fill('title');
    await first.getByTestId('generator-design-column-type').click();
    await pickOption('Text (255)');
    await first.getByTestId('generator-design-column-not-null').click();
    await first.getByTestId('generator-design-column-label').fill('Title');

    await form.getByTestId('generator-design-add-column').click();
    const second = form.getByTestId('generator-design-column-1');
    // The console checks with the server's schema as the operator types: a name used twice is refused, naming it.
    await second.getByTestId('generator-design-column-name').fill('title');
    await expect(second).toContainText('column title is declared more than once');
    await shot(admin, 'design-dialog-duplicate');
    await second.getByTestId('generator-design-column-name').fill('state');
    await expect(second.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await second.getByTestId('generator-design-column-status').click();
    for (const value of ['draft', 'LIVE']) {
      await admin.keyboard.type(value);
      await admin.keyboard.press('Enter');
    }
    await second.getByTestId('generator-design-column-default').click();
    await expect(admin.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await second.getByTestId('generator-design-column-default').fill("'DRAFT'");
    await second.getByTestId('generator-design-column-label').fill('State');
    // Status values are upper-case words: what was typed in lower case became one.
    await expect(second.getByTestId('generator-design-column-status')).toContainText('DRAFT');
    await shot(admin, 'design-dialog');

    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByRole('alert')).toContainText(`Table ${TABLE} is not available to the generator`);
    await expect(form.locator('.ant-form-item-explain-error')).toContainText('is already used by another record');
    await shot(admin, 'design-dialog-refused');
    assert(await db().select().from(dictData).where(eq(dictData.dictType, `${TABLE}_state`))).toEqual([]);
    await form.getByTestId('generator-design-table-name').fill(DESIGNED);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(admin.locator('.ant-message')).toContainText(`Table ${DESIGNED} designed`);
    await expect(dialog).toBeHidden();
    const designedRow = list().locator('tr.ant-table-row', { hasText: DESIGNED });
    await expect(designedRow).toBeVisible();
    await expect(designedRow).toContainText('Designed');
    const [stored] = await db().select().from(generatorTables).where(eq(generatorTables.tableName, DESIGNED));
    assert(stored).toMatchObject({ origin: 'DESIGNED', tableComment: 'Gift cards sold at the counter' });
    const statuses = await db().select().from(dictData).where(eq(dictData.dictType, `${DESIGNED}_state`));
    assert(statuses.map((d) => d.dictValue).sort()).toEqual(['DRAFT', 'LIVE']);

    await designedRow.getByRole('button', { name: 'Details' }).click();
    const designedDetail = admin.getByRole('dialog').filter({ hasText: `${DESIGNED} #` });
    await designedDetail.getByTestId('generator-open-preview').click();
    const preview = admin.locator('.ant-modal').filter({ hasText: 'Preview code' });
    await preview.getByRole('tab', { name: /Migration/ }).click();
    await expect(preview.getByTestId('generator-file-path').filter({ hasText: `apps/server/src/db/generated/${DESIGNED}.sql` })).toBeVisible();
    const migration = preview.locator('.generator-diff').filter({ hasText: `CREATE TABLE "${DESIGNED}"` });
    await expect(migration).toBeVisible();
    await expect(migration).toContainText(`"state" character varying(64) DEFAULT 'DRAFT'`);
    await shot(admin, 'design-preview-migration');
    assert(pageErrors).toEqual([]);
  });
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
