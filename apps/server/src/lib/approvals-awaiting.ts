import { and, eq, inArray } from 'drizzle-orm';
import type { ApprovalSubjectType } from '@ledgerdesk/shared/resources/system/approval';
import type { Db } from '../db/client';
import { approvals } from '../db/schema';

/** The subjects (of one kind of four-eyes request) that have a request waiting: one query per list page. */
export async function subjectsAwaiting(db: Db, kind: string, subjectType: ApprovalSubjectType, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: approvals.subjectId })
    .from(approvals)
    .where(and(eq(approvals.kind, kind), eq(approvals.subjectType, subjectType), eq(approvals.status, 'PENDING'), inArray(approvals.subjectId, ids)));
  return new Set(rows.map((r) => r.id!));
}
