import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTextPerLanguage, type TextPerLanguage } from '@ledgerdesk/shared';
import { moneyLogResource } from '@ledgerdesk/shared/resources/finance/money-log';
import { callResource } from '../../resource/resource-test-kit';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness';

const seedFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/seed');

/** Every word the demo seed types where an operator would: its remarks are theirs, kept as written. */
function seedSources(folder: string): string {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? seedSources(path.join(folder, entry.name)) : entry.name.endsWith('.ts') ? fs.readFileSync(path.join(folder, entry.name), 'utf8') : ''))
    .join('\n');
}

/** Codes, numbers and dates only (a batch number, "USDT-30D 2026-12-04", "SIMULATED: SIM_REJECTED"): no words to translate. */
const CODES_ONLY = /^[A-Z0-9_:.\- ]+$/;
const HAN = /\p{Script=Han}/u;

interface Remark {
  ledger: string;
  type: string;
  remark: unknown;
}

// The demo seed moves money through the real services (staking, awards, red envelopes, coupons,
// trial funds, commissions, delivery contracts, payouts), so its ledgers hold every kind of remark.
describe.each(databaseKinds)('ledger remarks in each console language (%s)', (kind) => {
  let t: TestApp;
  let remarks: Remark[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    const result = await t.database.db.execute(sql`
      select 'money' as ledger, type, remark from fin_money_log
      union all select 'budget', type, remark from fin_budget_log
      union all select 'statement', status, remark from rpt_daily_close`);
    remarks = (result as unknown as { rows: Remark[] }).rows;
  }, 180_000);
  afterAll(() => t.close());

  it('holds a text in each language, or nothing', () => {
    expect(remarks.length).toBeGreaterThan(100);
    expect(remarks.filter((r) => r.remark !== null && !isTextPerLanguage(r.remark))).toEqual([]);
  });

  it("words the server's own remarks in each language, and keeps only an operator's words or codes the same in all three", () => {
    const typed = seedSources(seedFolder);
    const written = remarks.filter((r): r is Remark & { remark: TextPerLanguage } => r.remark !== null);
    const untranslated = written.filter((r) => r.remark.en === r.remark['zh-cn'] && !typed.includes(r.remark.en) && !CODES_ONLY.test(r.remark.en));
    expect(untranslated).toEqual([]);
    const translated = written.filter((r) => r.remark.en !== r.remark['zh-cn']);
    expect(translated.filter((r) => !HAN.test(r.remark['zh-cn']) || !HAN.test(r.remark['zh-tw']))).toEqual([]);
    // Each kind of posting the server words itself is present, so the check above has something to hold.
    const kinds = new Set(translated.map((r) => `${r.ledger}:${r.type}`));
    for (const kind of ['money:STAKE_LOCK', 'money:REFERRAL_COMMISSION', 'money:COUPON_REBATE', 'money:DELIVERY_SETTLE', 'budget:SPEND', 'budget:RETURN']) expect(kinds, kind).toContain(kind);
  });

  it('names the staking product a lock went into, in each language', () => {
    const locks = remarks.filter((r) => r.type === 'STAKE_LOCK');
    expect(locks.length).toBeGreaterThan(0);
    for (const lock of locks) {
      const product = (lock.remark as TextPerLanguage).en.replace('staked in ', '');
      expect(lock.remark).toEqual({ 'zh-cn': `质押于 ${product}`, en: `staked in ${product}`, 'zh-tw': `質押於 ${product}` });
    }
  });

  it("exports the money log's remarks, and its headers, in the operator's language", async () => {
    const admin = await t.signIn('admin');
    const exported = await callResource(t, moneyLogResource, 'export', { type: ['REFERRAL_COMMISSION'], lang: 'zh-tw' }, admin);
    expect(exported.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.response.rawPayload as unknown as ArrayBuffer);
    const [header, ...rows] = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(header!.slice(1, 5)).toEqual(['流水號', '建立時間（UTC）', '會員', '幣別']);
    const remarkColumn = header!.indexOf('備註');
    expect(remarkColumn).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row[remarkColumn]).toMatch(/^第 \d 級提領手續費分成$/);
  });
});
