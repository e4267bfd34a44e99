import { eq, sql } from 'drizzle-orm';
import { contentRevisionResource } from '@ledgerdesk/shared/resources/content/revision';
import type { Db, Tx } from '../../db/client';
import { contentNewsCategories, contentRevisions } from '../../db/schema';
import { fieldRefusal, notFound } from '../../lib/errors';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/review-support';
import { bindResource } from '../../resource';
import { checkBannerLink, requirePlainText } from './content-rules';
import { CONTENT_SUBJECTS, restorableFieldsOf, snapshotFieldsOf, type ContentSubject } from './content-subjects';

export type RevisionSource = 'ADD' | 'EDIT' | 'PUBLISH' | 'ARCHIVE' | 'PIN' | 'UNPIN' | 'RESTORE';
type Row = Record<string, unknown> & { id: number; version: number };

const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
const snapshotOf = (subject: ContentSubject, row: Row) => Object.fromEntries(snapshotFieldsOf(subject).map((f) => [f, plain(row[f])]));

/**
 * Keeps the row as it is after a change, inside the change's transaction: one revision per
 * version (unique subject, id, version), with the fields that changed from `before`, who and how.
 */
export async function keepContentRevision(tx: Db | Tx, subject: ContentSubject, row: Row, before: Row | null, source: RevisionSource, operatorId: number | null) {
  const snapshot = snapshotOf(subject, row);
  const previous = before ? snapshotOf(subject, before) : null;
  const changedFields = Object.keys(snapshot).filter((f) => !previous || JSON.stringify(previous[f]) !== JSON.stringify(snapshot[f]));
  await tx.insert(contentRevisions).values({ subjectType: subject, subjectId: row.id, version: row.version, title: String(row.title ?? ''), snapshot, changedFields, source, operatorId });
}

/** An action's revision: the row read back after its UPDATE, compared with the row it loaded before. */
export async function keepRevisionAfterAction(tx: Tx, subject: ContentSubject, before: Row, source: RevisionSource, operatorId: number) {
  const { table } = CONTENT_SUBJECTS[subject];
  const [after] = (await tx.select().from(table).where(eq(table.id, before.id))) as Row[];
  await keepContentRevision(tx, subject, after!, before, source, operatorId);
}

/** The engine's afterWrite for a content page: every add and edit keeps a revision. */
export const revisionAfterWrite =
  (subject: ContentSubject) =>
  async ({ op, row, before, tx, user }: { op: 'add' | 'edit' | 'delete'; row: unknown; before: unknown; tx: Tx; user: { userId: number } }) => {
    if (op === 'delete' || !row) return;
    await keepContentRevision(tx, subject, row as Row, before as Row | null, op === 'add' ? 'ADD' : 'EDIT', user.userId);
  };

/**
 * Writes a past revision's content back onto its item as a new version (and a RESTORE revision).
 * Status, window, locale and group stay as they are now, so a restore never back-dates or
 * republishes anything. The values pass the rules an edit passes today: plain-text titles, the
 * banner link allow-list, the article's slug unique in its locale and a category of its locale.
 */
export async function restoreRevision(db: Db, revisionId: number, operatorId: number) {
  return db.transaction(async (tx) => {
    const [revision] = await tx.select().from(contentRevisions).where(eq(contentRevisions.id, revisionId));
    if (!revision) throw notFound(`revision ${revisionId} does not exist`, { reason: 'record.notFound', params: { id: revisionId } });
    const subject = revision.subjectType as ContentSubject;
    const { table, label } = CONTENT_SUBJECTS[subject];
    const [current] = (await tx.select().from(table).where(eq(table.id, revision.subjectId)).for('update')) as Row[];
    if (!current) throw notFound(`the ${label} ${revision.subjectId} of this revision no longer exists`, { reason: 'record.notFound', params: { id: revision.subjectId } });
    const values: Record<string, unknown> = {};
    for (const field of restorableFieldsOf(subject)) if (field in revision.snapshot) values[field] = revision.snapshot[field];
    requirePlainText(values, ['title', 'summary', 'author', 'tags']);
    if (subject === 'BANNER') values.linkTarget = await checkBannerLink(tx, String(values.linkKind ?? 'NONE'), values.linkTarget);
    if (subject === 'NEWS' && values.categoryId != null) {
      const [category] = await tx.select().from(contentNewsCategories).where(eq(contentNewsCategories.id, Number(values.categoryId)));
      if (!category || category.locale !== current.locale) throw fieldRefusal('categoryId', `the revision's category is not a ${String(current.locale)} category any more`, { code: 'notChoosable', params: { value: Number(values.categoryId) } });
    }
    try {
      const [written] = (await tx
        .update(table)
        .set({ ...values, version: sql`${table.version} + 1`, updatedAt: sql`now()`, updatedBy: operatorId })
        .where(eq(table.id, current.id))
        .returning()) as Row[];
      await keepContentRevision(tx, subject, written!, current, 'RESTORE', operatorId);
      return { subjectType: subject, subjectId: current.id, restoredVersion: revision.version, version: written!.version };
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw fieldRefusal('slug', `is now used by another ${String(current.locale)} article`, { code: 'taken', params: { value: String(values.slug) } }, 409);
      throw error;
    }
  });
}

/** content/revision: read only; restore writes a past version back. */
export const contentRevisionBinding = (db: Db) =>
  bindResource({
    definition: contentRevisionResource,
    table: contentRevisions,
    actions: { restore: async ({ input, user }) => restoreRevision(db, input.id!, user.userId) },
  });
