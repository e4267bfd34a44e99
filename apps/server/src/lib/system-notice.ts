import { and, eq } from 'drizzle-orm';
import type { Language } from '@ledgerdesk/shared';
import type { Tx } from '../db/client';
import { noticeRoles, notices, roles } from '../db/schema';

/*
 * The one writer of notices the server raises itself (modules/notice writes the operators' own
 * through its resource). A notice reaches the roles named in sys_notice_role, as every notice does
 * (modules/notice/notice-reads.ts visibleTo), so nothing new decides who sees it. Areas meet it
 * here in lib/ because a module may not import another module's internals.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

export interface SystemNotice {
  /** Plain text (a notice title holds no markup); one per language, shown joined. */
  title: Readonly<Record<Language, string>>;
  /** Plain text per language; escaped and laid out as one paragraph each. */
  body: Readonly<Record<Language, string>>;
  /** Who raised it; null for a job (the nightly settlement verification, for one). */
  operatorId: number | null;
}

const ORDER: Language[] = ['zh-cn', 'en', 'zh-tw'];

/**
 * Publishes a notice to every administrator (the enabled super roles) in the caller's transaction:
 * it exists exactly when the change it tells about was filed or applied. Answers the notice id, or
 * null when no administrator role exists (an empty audience would mean everyone).
 */
export async function noticeToAdministrators(tx: Tx, notice: SystemNotice): Promise<number | null> {
  const audience = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.isSuper, true), eq(roles.status, '0')));
  if (audience.length === 0) return null;
  const title = [...new Set(ORDER.map((language) => notice.title[language]))].join(' / ').slice(0, 200);
  const content = ORDER.map((language) => `<p>${escapeHtml(notice.body[language])}</p>`).join('');
  const [row] = await tx
    .insert(notices)
    .values({ title, content, noticeType: '1', status: '0', publishFrom: new Date(), createdBy: notice.operatorId, updatedBy: notice.operatorId })
    .returning({ id: notices.id });
  await tx.insert(noticeRoles).values(audience.map((role) => ({ noticeId: row!.id, roleId: role.id })));
  return row!.id;
}
