import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateSteps as migrate } from '../test/migration-steps';

// One install from before the server kept its texts in each console language, upgraded one
// migration at a time with the rows each step finds (one database, as a real upgrade runs them).
describe('upgrading texts to each console language', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await migrate(db, null, 18);
    await db.exec(`
      INSERT INTO sys_job (id, job_name, job_group, handler, params, cron_expression, status, built_in, remark) OVERRIDING SYSTEM VALUE VALUES
        (1, 'recharge-expiry', 'SYSTEM', 'recharge-expiry', '{}', '0 */5 * * * *', '0', true, 'PENDING recharges older than RECHARGE_EXPIRE_HOURS become EXPIRED'),
        (2, 'copy-profit-share', 'SYSTEM', 'copy-profit-share', '{}', '0 15 0 * * *', '0', true, 'yesterday''s net P&L of each follow: rate × a positive day withheld; ended cycles paid to the lead and the rest refunded'),
        (3, 'upload-sweep', 'SYSTEM', 'upload-sweep', '{}', '0 17 * * * *', '0', true, 'Ask ops before pausing'),
        (4, 'mine', 'DEFAULT', 'upload-sweep', '{}', '0 17 * * * *', '0', false, 'Partial uploads idle for 24 hours are deleted');
      INSERT INTO sys_job_log (id, job_id, job_name, handler, trigger, status, message, error) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, 'recharge-expiry', 'recharge-expiry', 'cron', 'success', 'expired 3 recharge orders', ''),
        (2, 1, 'recharge-expiry', 'recharge-expiry', 'manual', 'failed', '', 'timed out after 50 ms');
    `);
    await migrate(db, 18, 21);
    await db.exec(`
      INSERT INTO mem_member (id, account) OVERRIDING SYSTEM VALUE VALUES (1, 'alice');
      INSERT INTO fin_budget (id, code, name, currency) OVERRIDING SYSTEM VALUE VALUES (1, 'B1', 'Staking pool', 'USDT');
      INSERT INTO fin_money_log (id, member_id, currency, type, balance_kind, before, change, after, ref_type, ref_id, ref_no, remark) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, 'USDT', 'STAKE_LOCK', 'AVAILABLE', 100, -40, 60, 'STAKING_ORDER', 7, 'S7', 'staked in STK-1'),
        (2, 1, 'USDT', 'RECHARGE', 'AVAILABLE', 60, 10, 70, 'RECHARGE', 8, 'R8', '');
      INSERT INTO fin_budget_log (id, budget_id, currency, type, before, change, after, ref_type, ref_id, ref_no, remark) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, 'USDT', 'FUND', 0, 500, 500, 'BUDGET_FUND', 1, 'B1-F1', '银行入账'),
        (2, 1, 'USDT', 'SPEND', 500, -5, 495, 'STAKING_ACCRUAL', 3, 'S7', '');
      INSERT INTO rpt_daily_close (id, currency, business_date, status, remark) OVERRIDING SYSTEM VALUE VALUES
        (1, 'USDT', '2026-12-01', 'OPEN', 'reopened: bank statement late'),
        (2, 'USDT', '2026-12-02', 'CLOSED', '');
    `);
    await migrate(db, 21, 22);
    await db.exec(`
      INSERT INTO risk_ip_blacklist (id, ip_cidr, scope, source, reason) OVERRIDING SYSTEM VALUE VALUES
        (1, '198.18.0.0/15', 'LOGIN', 'AUTO_LOGIN_FAILURES', '25 failed sign-ins within 10 minutes'),
        (2, '203.0.113.0/24', 'REGISTER', 'MANUAL', '25 failed sign-ins within 10 minutes'),
        (3, '192.0.2.1/32', 'LOGIN', 'AUTO_LOGIN_FAILURES', 'seen on a shared list');
    `);
    await migrate(db, 22, 23);
  });
  afterAll(() => db.close());

  describe('upgrading the job log and built-in jobs to texts in each language (migrations 19 and 20)', () => {
    it("keeps each run's words, the same in every language, and an empty text as none", async () => {
      const { rows } = await db.query<{ id: number; message: unknown; error: unknown }>('SELECT id, message, error FROM sys_job_log ORDER BY id');
      expect(rows).toEqual([
        { id: 1, message: { 'zh-cn': 'expired 3 recharge orders', en: 'expired 3 recharge orders', 'zh-tw': 'expired 3 recharge orders' }, error: null },
        { id: 2, message: null, error: { 'zh-cn': 'timed out after 50 ms', en: 'timed out after 50 ms', 'zh-tw': 'timed out after 50 ms' } },
      ]);
    });

    it('clears the English remark the seed wrote on built-in jobs, and keeps any remark an operator wrote', async () => {
      const { rows } = await db.query<{ id: number; remark: string }>('SELECT id, remark FROM sys_job ORDER BY id');
      expect(rows).toEqual([
        { id: 1, remark: '' },
        { id: 2, remark: '' },
        // Changed by an operator: theirs.
        { id: 3, remark: 'Ask ops before pausing' },
        // Not a built-in job: the same words are an operator's.
        { id: 4, remark: 'Partial uploads idle for 24 hours are deleted' },
      ]);
    });
  });

  describe('upgrading the ledgers and the daily statement to remarks in each language (migration 22)', () => {
    it("keeps each entry's words, the same in every language, and an empty remark as none", async () => {
      const money = await db.query<{ id: number; remark: unknown }>('SELECT id, remark FROM fin_money_log ORDER BY id');
      expect(money.rows).toEqual([
        { id: 1, remark: { 'zh-cn': 'staked in STK-1', en: 'staked in STK-1', 'zh-tw': 'staked in STK-1' } },
        { id: 2, remark: null },
      ]);
      const budget = await db.query<{ id: number; remark: unknown }>('SELECT id, remark FROM fin_budget_log ORDER BY id');
      expect(budget.rows).toEqual([
        { id: 1, remark: { 'zh-cn': '银行入账', en: '银行入账', 'zh-tw': '银行入账' } },
        { id: 2, remark: null },
      ]);
      const closes = await db.query<{ id: number; remark: unknown }>('SELECT id, remark FROM rpt_daily_close ORDER BY id');
      expect(closes.rows).toEqual([
        { id: 1, remark: { 'zh-cn': 'reopened: bank statement late', en: 'reopened: bank statement late', 'zh-tw': 'reopened: bank statement late' } },
        { id: 2, remark: null },
      ]);
    });

    it('takes a new entry without a remark', async () => {
      await db.exec(`INSERT INTO fin_money_log (id, member_id, currency, type, balance_kind, before, change, after, ref_type, ref_id, ref_no) OVERRIDING SYSTEM VALUE VALUES (3, 1, 'USDT', 'RECHARGE', 'AVAILABLE', 70, 1, 71, 'RECHARGE', 9, 'R9')`);
      const { rows } = await db.query<{ remark: unknown }>("SELECT remark FROM fin_money_log WHERE ref_no = 'R9'");
      expect(rows).toEqual([{ remark: null }]);
    });
  });

  describe('upgrading the IP black list to reasons in each language (migration 23)', () => {
    it("rewords the automatic block's own reason and keeps an operator's as written in every language", async () => {
      const { rows } = await db.query<{ id: number; reason: unknown }>('SELECT id, reason FROM risk_ip_blacklist ORDER BY id');
      expect(rows).toEqual([
        { id: 1, reason: { 'zh-cn': '10 分钟内登录失败 25 次', en: '25 failed sign-ins within 10 minutes', 'zh-tw': '10 分鐘內登入失敗 25 次' } },
        // Typed by an operator (a manual entry): theirs, whatever it says.
        { id: 2, reason: { 'zh-cn': '25 failed sign-ins within 10 minutes', en: '25 failed sign-ins within 10 minutes', 'zh-tw': '25 failed sign-ins within 10 minutes' } },
        // Automatic but not in the block's words (edited by hand): kept as it stands.
        { id: 3, reason: { 'zh-cn': 'seen on a shared list', en: 'seen on a shared list', 'zh-tw': 'seen on a shared list' } },
      ]);
    });
  });
});
