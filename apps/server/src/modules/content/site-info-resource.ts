import { eq, sql } from 'drizzle-orm';
import { CONTENT_APPROVAL_KINDS, CONTENT_PERMISSIONS } from '@ledgerdesk/shared/resources/content/common';
import { SITE_INFO_LICENCE_FIELDS, siteInfoResource } from '@ledgerdesk/shared/resources/content/site-info';
import type { Tx } from '../../db/client';
import { contentSiteInfo, contentSiteInfoRevisions } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { bindResource } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { subjectsAwaiting } from '../../lib/approvals-awaiting';
import { requirePlainText } from './content-rules';
import { NOTHING_WAITS } from '../../lib/four-eyes';

type SiteInfoRow = typeof contentSiteInfo.$inferSelect;
type Licence = Record<(typeof SITE_INFO_LICENCE_FIELDS)[number], string | null>;
type ApprovalHandler = Parameters<AreaDeps['approvalKinds']['register']>[0];

const SUBJECT = 'SITE_INFO';
/** The columns a revision snapshots (everything but the bookkeeping). */
const SNAPSHOT_FIELDS = Object.keys(siteInfoResource.fields).filter((f) => f !== 'licenceChangePending') as Array<keyof SiteInfoRow>;

const licenceOf = (row: Partial<SiteInfoRow>): Licence => Object.fromEntries(SITE_INFO_LICENCE_FIELDS.map((f) => [f, (row[f] as string | null | undefined) ?? null])) as Licence;
const snapshotOf = (row: SiteInfoRow) => Object.fromEntries(SNAPSHOT_FIELDS.map((f) => [f, row[f] instanceof Date ? (row[f] as Date).toISOString() : (row[f] ?? null)]));

/** Keeps the record as it is after a change: one revision per version, append-only. */
async function keepRevision(tx: Tx, row: SiteInfoRow, before: SiteInfoRow | null, source: 'EDIT' | 'APPROVAL', operatorId: number) {
  const changedFields = before ? SNAPSHOT_FIELDS.filter((f) => String(before[f] ?? '') !== String(row[f] ?? '')) : SNAPSHOT_FIELDS;
  await tx.insert(contentSiteInfoRevisions).values({ siteInfoId: row.id, version: row.version, snapshot: snapshotOf(row), changedFields: changedFields as string[], source, operatorId });
}

/** Applies an approved licence change, if the record still holds the licence the request started from. */
export const siteInfoLicenceApproval: ApprovalHandler = {
  kind: CONTENT_APPROVAL_KINDS.siteInfoLicence,
  title: { 'zh-cn': '网站牌照信息变更', en: 'Website licence change', 'zh-tw': '網站牌照資訊變更' },
  permission: CONTENT_PERMISSIONS.siteInfoApprove,
  onReject: NOTHING_WAITS, // the licence is untouched until approved
  async apply(tx, approval, approverId) {
    const { from, to } = approval.payload as { from: Licence; to: Licence };
    const [row] = await tx.select().from(contentSiteInfo).where(eq(contentSiteInfo.id, approval.subjectId!)).for('update');
    if (!row) throw conflict('the website info no longer exists', { reason: 'record.notFound', params: { id: approval.subjectId! } });
    const current = licenceOf(row);
    if (SITE_INFO_LICENCE_FIELDS.some((f) => current[f] !== (from[f] ?? null))) throw conflict('the licence changed since this request was filed', { reason: 'approval.decided' });
    const [written] = await tx
      .update(contentSiteInfo)
      .set({ ...to, version: sql`${contentSiteInfo.version} + 1`, updatedAt: sql`now()`, updatedBy: approverId })
      .where(eq(contentSiteInfo.id, row.id))
      .returning();
    await keepRevision(tx, written!, row, 'APPROVAL', approverId);
    return { licence: to, version: written!.version };
  },
};

/**
 * content/site-info: the one record (never added or deleted here; the seed makes it). An edit
 * writes what it may at once and files the licence fields, when they change, for a second
 * operator; each version is kept as a revision.
 */
export function siteInfoBinding(deps: AreaDeps) {
  return bindResource({
    definition: siteInfoResource,
    table: contentSiteInfo,
    hooks: {
      async beforeWrite({ input, current, tx, user }) {
        const row = current as SiteInfoRow;
        const values = { ...input };
        requirePlainText(values, ['name', 'keywords', 'description', 'copyright', 'legalEntityName', 'registrationNo', 'licenceRegulator', 'licenceNumber', 'downloadLinks']);
        const from = licenceOf(row);
        const to = { ...from };
        let changed = false;
        for (const field of SITE_INFO_LICENCE_FIELDS) {
          if (!(field in values)) continue;
          const next = (values[field] as string | null | undefined) || null;
          delete values[field];
          if (next !== from[field]) {
            to[field] = next;
            changed = true;
          }
        }
        if (changed) {
          await deps.approvals.request(tx, {
            kind: CONTENT_APPROVAL_KINDS.siteInfoLicence,
            subjectType: SUBJECT,
            subjectId: row.id,
            summary: {
              'zh-cn': `网站牌照：${from.licenceRegulator ?? '—'} ${from.licenceNumber ?? '—'} → ${to.licenceRegulator ?? '—'} ${to.licenceNumber ?? '—'}`,
              en: `website licence: ${from.licenceRegulator ?? '—'} ${from.licenceNumber ?? '—'} → ${to.licenceRegulator ?? '—'} ${to.licenceNumber ?? '—'}`,
              'zh-tw': `網站牌照：${from.licenceRegulator ?? '—'} ${from.licenceNumber ?? '—'} → ${to.licenceRegulator ?? '—'} ${to.licenceNumber ?? '—'}`,
            },
            payload: { from, to },
            makerId: user.userId,
          });
        }
        return values;
      },
      async afterWrite({ row, before, tx, user }) {
        if (row) await keepRevision(tx, row as SiteInfoRow, before as SiteInfoRow | null, 'EDIT', user.userId);
      },
      async decorateList(rows, { db }) {
        const pending = await subjectsAwaiting(db, CONTENT_APPROVAL_KINDS.siteInfoLicence, SUBJECT, rows.map((r) => r.id));
        return rows.map((r) => ({ ...r, licenceChangePending: pending.has(r.id) }));
      },
      async decorateRow(row, { db }) {
        const pending = await subjectsAwaiting(db, CONTENT_APPROVAL_KINDS.siteInfoLicence, SUBJECT, [row.id]);
        return { ...row, licenceChangePending: pending.has(row.id) };
      },
    },
  });
}
