import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { isLandline, isMobilePhone, namesParam, ResultCode } from '@ledgerdesk/shared';
import { deptResource } from '@ledgerdesk/shared/resources/system/dept';
import type { Db, Tx } from '../../db/client';
import { departments, users } from '../../db/schema';
import { AppError, badRequest, refuse } from '../../lib/errors';
import { bindResource, type TableRow } from '../../resource';
import { reachOf, requestReach, routePermission } from '../access/data-scope';
import { deptsInReach, reachesParent } from './dept-scope';

type DeptRow = TableRow<typeof departments>;

/**
 * Department writes take this transaction lock first. The tree's rules read other rows (siblings'
 * names, children's and parent's status), so two writes checking at once could each pass and
 * together break a rule (a parent disabled while its child is enabled); departments change rarely.
 */
const DEPT_TREE_LOCK = 0x5d_e9_7a;

const PHONE_MESSAGE = 'must be a mobile number or a landline such as 010-12345678';

/** A refusal naming the field the form marks; the message says what it is about first. */
const refusal = (code: number, field: string, message: string, about: string) =>
  new AppError(code, `${about} — ${field}: ${message}`, { fields: { [field]: message } });

const sameParent = (parentId: number | null) => (parentId === null ? isNull(departments.parentId) : eq(departments.parentId, parentId));

async function parentOf(tx: Tx, parentId: number | null): Promise<Pick<DeptRow, 'deptName' | 'status'> | null> {
  if (parentId === null) return null;
  const [row] = await tx.select({ deptName: departments.deptName, status: departments.status }).from(departments).where(eq(departments.id, parentId));
  return row ?? null;
}

/**
 * Departments on the resource engine (system/dept/*). The engine keeps a department from moving
 * under itself or a descendant and from being deleted while it has children; these hooks add the
 * rest: the caller's data scope on every read and write (a department is placed only under one the
 * caller reaches), a name unique among siblings, a phone that is a mobile or landline number, no
 * enabled department under a disabled one (in either direction), and no delete while users sit in it.
 */
export function deptBinding(db: Db) {
  return bindResource({
    definition: deptResource,
    table: departments,
    hooks: {
      scope: async ({ request }) => deptsInReach(await requestReach(db, request)),

      async beforeWrite({ tx, op, input, current, request }) {
        const values = { ...input };
        if (typeof values.deptName === 'string') values.deptName = values.deptName.trim();
        if (typeof values.phone === 'string') values.phone = values.phone.trim();

        if (values.deptName === '') throw badRequest('invalid input — deptName: is required', { deptName: 'is required' }, { issues: { deptName: { code: 'required' } } });
        if (typeof values.phone === 'string' && values.phone !== '' && !isMobilePhone(values.phone) && !isLandline(values.phone)) {
          throw badRequest(`invalid input — phone: ${PHONE_MESSAGE}`, { phone: PHONE_MESSAGE }, { issues: { phone: { code: 'mobile' } } });
        }

        const parentId = 'parentId' in values ? ((values.parentId as number | null | undefined) ?? null) : (current?.parentId ?? null);
        const deptName = (values.deptName as string | undefined) ?? current!.deptName;
        const status = (values.status as string | undefined) ?? current?.status ?? '0';
        const moved = op === 'add' || parentId !== current!.parentId;

        // Read through the transaction (PGlite has one connection, which the transaction holds) and
        // not kept for the request: the answer's scope is asked after the write and must see the new row.
        if (moved && !reachesParent(await reachOf(tx, request.user!, routePermission(request)), parentId)) {
          const message = parentId === null ? 'a top-level department needs a role that reaches every department' : 'is outside your data scope';
          throw refusal(ResultCode.forbidden, 'parentId', message, 'not permitted');
        }

        await tx.execute(sql`select pg_advisory_xact_lock(${DEPT_TREE_LOCK})`);

        const parent = await parentOf(tx, parentId);
        const enabling = status === '0' && (moved || current!.status !== '0');
        if (parent && parent.status !== '0' && enabling) {
          const field = moved ? 'parentId' : 'status';
          throw refusal(ResultCode.conflict, field, `the parent department "${parent.deptName}" is disabled; enable it first`, `Department "${deptName}"`);
        }

        if (op === 'add' || values.deptName !== undefined || moved) {
          const [twin] = await tx
            .select({ id: departments.id })
            .from(departments)
            .where(and(sameParent(parentId), eq(departments.deptName, deptName), current ? ne(departments.id, current.id) : undefined))
            .limit(1);
          if (twin) throw refusal(ResultCode.conflict, 'deptName', `"${deptName}" already names a department under the same parent`, 'Department name is already used');
        }

        if (current && current.status === '0' && status !== '0') {
          const enabled = await tx
            .select({ deptName: departments.deptName })
            .from(departments)
            .where(and(eq(departments.parentId, current.id), eq(departments.status, '0')))
            .orderBy(departments.sort, departments.id);
          if (enabled.length) {
            const names = enabled.map((c) => `"${c.deptName}"`).join(', ');
            const message =
              enabled.length === 1
                ? `cannot be disabled while its sub-department ${names} is enabled; disable it first`
                : `cannot be disabled while its sub-departments ${names} are enabled; disable them first`;
            throw refusal(ResultCode.conflict, 'status', message, `Department "${current.deptName}"`);
          }
        }
        return values;
      },

      // The caller keeps reaching what they wrote: a department added under their own one with an
      // own-department or custom scope would be one they could not see nor undo (the new row is judged
      // by the same roles' reach, built afresh through the transaction so a subtree includes it).
      async afterWrite({ tx, op, row, request }) {
        if (op === 'delete' || !row || !request.user) return;
        const reach = await reachOf(tx, request.user, routePermission(request));
        if (reach.all || reach.deptIds.includes(row.id)) return;
        throw refusal(ResultCode.forbidden, 'parentId', 'a department here would be outside your data scope', 'not permitted');
      },

      async beforeDelete({ tx, rows }) {
        const held = await tx
          .select({ deptId: users.deptId, n: count() })
          .from(users)
          .where(inArray(users.deptId, rows.map((r) => r.id)))
          .groupBy(users.deptId);
        if (held.length === 0) return;
        const usersOf = new Map(held.map((h) => [Number(h.deptId), h.n]));
        const named = rows
          .filter((r) => usersOf.has(r.id))
          .map((r) => `"${r.deptName}" (${r.id}) has ${usersOf.get(r.id)} user${usersOf.get(r.id) === 1 ? '' : 's'}`)
          .join('; ');
        throw refuse(ResultCode.conflict, `a department with users cannot be deleted: ${named}; move them to another department first`, {
          reason: 'dept.hasUsers',
          params: { names: namesParam(rows.filter((r) => usersOf.has(r.id)).map((r) => r.deptName)) },
          extra: { ids: [...usersOf.keys()], users: Object.fromEntries(usersOf) },
        });
      },
    },
  });
}
