import { count, eq, inArray } from 'drizzle-orm';
import { noticeResource } from '@ledgerdesk/shared/resources/system/notice';
import type { Db, Tx } from '../../db/client';
import { noticeReads, noticeRoles, notices, roles } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { bindResource } from '../../resource';
import { idListOf, refuseUnknown } from '../access/delegation';

const fieldError = (field: string, message: string) => badRequest(`invalid input — ${field}: ${message}`, { [field]: message });

/**
 * Something a browser would read as markup: `<` followed by a letter, `/`, `!` or `?`. A title is
 * shown as text everywhere, yet it also travels into places that are not React (exports, the
 * operation log, a future e-mail), so markup is refused rather than silently rewritten.
 */
const MARKUP = /<[a-z!/?]/i;

const audienceOf = async (reader: Pick<Db | Tx, 'select'>, noticeId: number) =>
  (await reader.select({ roleId: noticeRoles.roleId }).from(noticeRoles).where(eq(noticeRoles.noticeId, noticeId))).map((r) => r.roleId).sort((a, b) => a - b);

const instant = (value: unknown): number | null => (value === null || value === undefined ? null : new Date(value as string | Date).getTime());

/**
 * Notices on the resource engine. The engine sanitises `content` (a richtext field) with the
 * allow-list of resource/rich-text.ts before these hooks see it, on add and edit alike; here: the
 * title holds no markup, the window ends after it starts, and the audience (roleIds, kept in
 * sys_notice_role in the write's transaction) names existing roles. The list answers each notice's
 * audience by name and how many have read it.
 */
export function noticeBinding() {
  return bindResource({
    definition: noticeResource,
    table: notices,
    hooks: {
      async beforeWrite({ tx, input, virtual, current }) {
        if (typeof input.title === 'string') {
          const title = input.title.trim();
          if (!title) throw fieldError('title', 'cannot be empty');
          if (MARKUP.test(title)) throw fieldError('title', 'must be plain text: HTML tags are not allowed');
          input.title = title;
        }
        const from = instant('publishFrom' in input ? input.publishFrom : current?.publishFrom);
        const until = instant('publishUntil' in input ? input.publishUntil : current?.publishUntil);
        if (from !== null && until !== null && until <= from) throw fieldError('publishUntil', 'must be after the start of the window');
        if ('roleIds' in virtual && virtual.roleIds !== null) {
          const asked = idListOf('roleIds', virtual.roleIds);
          const found = asked.length ? (await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, asked))).map((r) => r.id) : [];
          refuseUnknown('roleIds', asked, found, 'role');
        }
        return input;
      },

      async afterWrite({ tx, op, row, virtual }) {
        if (op === 'delete' || !row || !('roleIds' in virtual)) return;
        const audience = virtual.roleIds === null ? [] : idListOf('roleIds', virtual.roleIds);
        await tx.delete(noticeRoles).where(eq(noticeRoles.noticeId, row.id));
        if (audience.length) await tx.insert(noticeRoles).values(audience.map((roleId) => ({ noticeId: row.id, roleId })));
      },

      async decorateRow(row, { db: reader }) {
        const [reads] = await reader.select({ n: count() }).from(noticeReads).where(eq(noticeReads.noticeId, row.id));
        return { ...row, roleIds: await audienceOf(reader, row.id), readCount: reads!.n };
      },

      // One query per page for the audiences and one for the read counts.
      async decorateList(rows, { db: reader }) {
        const ids = rows.map((r) => r.id);
        if (!ids.length) return rows;
        const audience = await reader
          .select({ noticeId: noticeRoles.noticeId, id: roles.id, roleName: roles.roleName })
          .from(noticeRoles)
          .innerJoin(roles, eq(roles.id, noticeRoles.roleId))
          .where(inArray(noticeRoles.noticeId, ids))
          .orderBy(roles.sort, roles.id);
        const reads = await reader
          .select({ noticeId: noticeReads.noticeId, n: count() })
          .from(noticeReads)
          .where(inArray(noticeReads.noticeId, ids))
          .groupBy(noticeReads.noticeId);
        return rows.map((row) => ({
          ...row,
          audience: audience.filter((a) => a.noticeId === row.id).map(({ id, roleName }) => ({ id, roleName })),
          readCount: reads.find((r) => r.noticeId === row.id)?.n ?? 0,
        }));
      },
    },
  });
}
