import { and, eq, sql } from 'drizzle-orm';
import { CONTENT_APPROVAL_KINDS, CONTENT_PERMISSIONS } from '@ledgerdesk/shared/resources/content/common';
import { webConfigResource } from '@ledgerdesk/shared/resources/content/web-config';
import type { Tx } from '../../db/client';
import { appSettingRevisions, appSettings } from '../../db/schema';
import { subjectsAwaiting } from '../../lib/approvals-awaiting';
import { conflict, fieldRefusal } from '../../lib/errors';
import { bindResource } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { maskSecretRef, settingProblem, settingSpec, type SettingSpec } from './setting-registry';
import { settingRevision as revision } from './settings-seed';
import { NOTHING_WAITS } from '../../lib/four-eyes';

type SettingRow = typeof appSettings.$inferSelect;
type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];
type Source = 'EDIT' | 'ROLLBACK' | 'APPROVAL';

const SUBJECT = 'APP_SETTING';
/** Equal JSON values (object keys in any order: jsonb keeps its own order). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function specOf(row: SettingRow): SettingSpec {
  const spec = settingSpec(row.key);
  if (!spec) throw conflict(`${row.key} is not a key of the settings registry`, { reason: 'record.wrongState' });
  return spec;
}

/** Refuses a value its key's schema does not accept (a secret given as a plain value included). */
function requireValid(spec: SettingSpec, value: unknown, field = 'valueJson') {
  const problem = settingProblem(spec, value);
  if (problem) throw fieldRefusal(field, problem, { code: 'invalid' });
}


/** Writes a new value as a new version with its revision (edits through the engine write theirs in afterWrite). */
async function writeValue(tx: Tx, row: SettingRow, value: unknown, source: Source, operatorId: number, reason: string) {
  const [written] = await tx
    .update(appSettings)
    .set({ valueJson: value, version: sql`${appSettings.version} + 1`, updatedAt: sql`now()`, updatedBy: operatorId })
    .where(eq(appSettings.id, row.id))
    .returning();
  await revision(tx, written!, value, source, operatorId, reason);
  return written!;
}

function fileMoneyRule(deps: AreaDeps, tx: Tx, row: SettingRow, to: unknown, makerId: number, remark: string) {
  const text = (v: unknown) => JSON.stringify(v);
  return deps.approvals.request(tx, {
    kind: CONTENT_APPROVAL_KINDS.webConfigMoneyRule,
    subjectType: SUBJECT,
    subjectId: row.id,
    summary: {
      'zh-cn': `资金规则配置 ${row.key}：${text(row.valueJson)} → ${text(to)}`,
      en: `money-rule setting ${row.key}: ${text(row.valueJson)} → ${text(to)}`,
      'zh-tw': `資金規則設定 ${row.key}：${text(row.valueJson)} → ${text(to)}`,
    },
    payload: { key: row.key, from: row.valueJson, to },
    makerId,
    makerRemark: remark,
  });
}

/** Applies an approved money-rule value, if the setting still holds the value the request started from and the value still fits. */
export const webConfigMoneyRuleApproval: ApprovalHandler = {
  kind: CONTENT_APPROVAL_KINDS.webConfigMoneyRule,
  title: { 'zh-cn': '资金规则配置变更', en: 'Money-rule setting change', 'zh-tw': '資金規則設定變更' },
  permission: CONTENT_PERMISSIONS.webConfigApprove,
  onReject: NOTHING_WAITS, // the setting keeps its value until approved
  async apply(tx, approval, approverId) {
    const { from, to } = approval.payload as { from: unknown; to: unknown };
    const [row] = await tx.select().from(appSettings).where(eq(appSettings.id, approval.subjectId!)).for('update');
    if (!row) throw conflict('the setting no longer exists', { reason: 'record.notFound', params: { id: approval.subjectId! } });
    if (!same(row.valueJson, from)) throw conflict(`${row.key} changed since this request was filed`, { reason: 'approval.decided' });
    requireValid(specOf(row), to);
    const written = await writeValue(tx, row, to, 'APPROVAL', approverId, `approval #${approval.id}`);
    return { key: row.key, version: written.version };
  },
};

/**
 * content/web-config: an edit is checked against the key's schema; a money-rule key's new value is
 * filed for a second operator instead of written; rollback writes an earlier revision's value as a
 * new revision (through the same checks). Lists mask secret references.
 */
export function webConfigBinding(deps: AreaDeps) {
  return bindResource({
    definition: webConfigResource,
    table: appSettings,
    hooks: {
      async beforeWrite({ input, current, tx, user }) {
        const row = current as SettingRow;
        const values = { ...input };
        if (!('valueJson' in values)) return values;
        const spec = specOf(row);
        requireValid(spec, values.valueJson);
        if (spec.moneyRule && !same(values.valueJson, row.valueJson)) {
          await fileMoneyRule(deps, tx, row, values.valueJson, user.userId, '');
          delete values.valueJson;
        }
        return values;
      },
      async afterWrite({ row, before, tx, user }) {
        const written = row as SettingRow | null;
        if (written && !same(written.valueJson, (before as SettingRow | null)?.valueJson)) await revision(tx, written, written.valueJson, 'EDIT', user.userId);
      },
      async decorateList(rows, { db }) {
        const pending = await subjectsAwaiting(db, CONTENT_APPROVAL_KINDS.webConfigMoneyRule, SUBJECT, rows.map((r) => r.id));
        return rows.map((r) => ({ ...r, valueJson: r.isSecret ? maskSecretRef(r.valueJson) : r.valueJson, changePending: pending.has(r.id) }));
      },
      async decorateRow(row, { db }) {
        const pending = await subjectsAwaiting(db, CONTENT_APPROVAL_KINDS.webConfigMoneyRule, SUBJECT, [row.id]);
        return { ...row, changePending: pending.has(row.id) };
      },
    },
    actions: {
      rollback: (ctx) =>
        ctx.db.transaction(async (tx) => {
          const row = (await ctx.loadRow(ctx.input.id!, tx)) as SettingRow;
          const toVersion = Number(ctx.input.toVersion);
          const [target] = await tx.select().from(appSettingRevisions).where(and(eq(appSettingRevisions.settingId, row.id), eq(appSettingRevisions.version, toVersion)));
          if (!target) throw fieldRefusal('toVersion', `${row.key} has no version ${toVersion}`, { code: 'noSuchRecord', params: { value: toVersion } }, 404);
          if (same(target.valueJson, row.valueJson)) throw fieldRefusal('toVersion', `${row.key} already holds the value of version ${toVersion}`, { code: 'invalid' }, 409);
          const spec = specOf(row);
          requireValid(spec, target.valueJson, 'toVersion');
          const reason = `rollback to v${toVersion}: ${String(ctx.input.reason ?? '')}`;
          if (spec.moneyRule) {
            const filed = await fileMoneyRule(deps, tx, row, target.valueJson, ctx.user.userId, reason);
            return { approvalId: filed.id, applied: false };
          }
          const written = await writeValue(tx, row, target.valueJson, 'ROLLBACK', ctx.user.userId, reason);
          return { applied: true, key: row.key, version: written.version };
        }),
    },
  });
}
