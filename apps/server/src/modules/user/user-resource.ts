import { eq, inArray, sql } from 'drizzle-orm';
import { isStrongPassword, validatorNamed } from '@ledgerdesk/shared';
import { userResource } from '@ledgerdesk/shared/resources/system/user';
import type { Db, Tx } from '../../db/client';
import { posts, roles, userPosts, userRoles, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { bumpRevision } from '../../lib/revisions';
import { bindResource, type ActionHandler, type RequestContext } from '../../resource';
import { requestReach, usersInReach, type Reach } from '../access/data-scope';
import { assignProblem, beyondCaller, idListOf, powersOf, refuseOutranked, refuseUnknown } from '../access/delegation';
import { holdsSuper, refuseLastSuper, refuseSelf, rolesOfUser } from './user-guards';

type Reader = Pick<Db | Tx, 'select'>;

/** What the user binding needs of the session store: ending every session of a user at once. */
export interface SessionRevoker {
  revokeAllOf(userId: number): Promise<void>;
}

const fieldError = (field: string, message: string) => badRequest(`invalid input — ${field}: ${message}`, { [field]: message });

/** SPEC §5: the password rule (the field's validator) and strong, three classes of characters. */
function strongPasswordOf(value: unknown): string {
  const password = String(value ?? '');
  if (!isStrongPassword(password)) throw fieldError('password', validatorNamed('strongPassword').message);
  return password;
}

const postsOfUser = async (db: Reader, userId: number) =>
  (await db.select({ postId: userPosts.postId }).from(userPosts).where(eq(userPosts.userId, userId))).map((r) => r.postId).sort((a, b) => a - b);

/** A department given to a user must lie in the caller's reach (unless it reaches all): none is no department in reach. */
function refuseDeptBeyond(reach: Reach, deptId: number | null): void {
  if (reach.all) return;
  if (deptId === null || !reach.deptIds.includes(deptId)) throw beyondCaller('deptId', 'is not a department within your data scope');
}

/** Roles newly given to a user: each must exist and be the caller's to hand out. */
async function checkRoles(tx: Tx, ctx: RequestContext, reach: Reach, asked: number[], before: number[], targetDept: number | null) {
  const powers = await powersOf(tx, asked);
  refuseUnknown('roleIds', asked, [...powers.keys()], 'role');
  for (const id of asked.filter((r) => !before.includes(r))) {
    const problem = await assignProblem(tx, ctx.request.user!, reach, powers.get(id)!, targetDept);
    if (problem) throw beyondCaller('roleIds', problem);
  }
}

async function checkPosts(tx: Tx, asked: number[]) {
  const found = asked.length ? (await tx.select({ id: posts.id }).from(posts).where(inArray(posts.id, asked))).map((r) => r.id) : [];
  refuseUnknown('postIds', asked, found, 'post');
}

/**
 * Users on the resource engine. Every list, export, get, edit, delete and action reaches only the
 * users the caller's data scope reaches (by department), so an id out of reach is answered as
 * missing and nothing is written; a department or role given to a user must be within the
 * caller's reach and powers too (403 naming the field). Disabling a user or resetting their
 * password ends their sessions at once; a reset makes them change it at their next sign-in.
 */
export function userBinding(db: Db, sessions: SessionRevoker) {
  const now = () => sql`now()`;
  const touched = (ctx: RequestContext) => ({ version: sql`${users.version} + 1`, updatedAt: now(), updatedBy: ctx.user.userId });

  const setStatus =
    (status: '0' | '1'): ActionHandler<typeof users> =>
    async (ctx) => {
      const id = ctx.input.id!;
      await db.transaction(async (tx) => {
        await ctx.loadRow(id, tx);
        if (status === '1') {
          refuseSelf(ctx.request.user!, id, 'disable');
          await refuseOutranked(tx, ctx.request.user!, id);
          await refuseLastSuper(tx, [id], 'disabled');
        }
        await tx.update(users).set({ status, ...touched(ctx) }).where(eq(users.id, id));
      });
      if (status === '1') await sessions.revokeAllOf(id);
      return { id, status };
    };

  const unlock: ActionHandler<typeof users> = async (ctx) => {
    const id = ctx.input.id!;
    await db.transaction(async (tx) => {
      await ctx.loadRow(id, tx);
      await tx.update(users).set({ failedLogins: 0, lockedUntil: null, ...touched(ctx) }).where(eq(users.id, id));
    });
    return { id };
  };

  const resetPassword: ActionHandler<typeof users> = async (ctx) => {
    const id = ctx.input.id!;
    const passwordHash = await hashPassword(strongPasswordOf(ctx.input.password));
    await db.transaction(async (tx) => {
      await ctx.loadRow(id, tx);
      await refuseOutranked(tx, ctx.request.user!, id);
      await tx.update(users).set({ passwordHash, mustChangePassword: true, passwordChangedAt: new Date(), ...touched(ctx) }).where(eq(users.id, id));
    });
    await sessions.revokeAllOf(id);
    return { id, mustChangePassword: true };
  };

  return bindResource({
    definition: userResource,
    table: users,
    hooks: {
      scope: async ({ request }) => usersInReach(await requestReach(db, request)),

      async beforeWrite(ctx) {
        const { tx, op, input, virtual, current, request } = ctx;
        const caller = request.user!;
        const values: Record<string, unknown> = { ...input };
        if (current) await refuseOutranked(tx, caller, current.id);
        const reach = await requestReach(db, request);
        if (op === 'add' || 'deptId' in input) refuseDeptBeyond(reach, (input.deptId as number | null | undefined) ?? null);
        if (op === 'add') {
          values.passwordHash = await hashPassword(strongPasswordOf(virtual.password));
          values.passwordChangedAt = new Date();
        }
        if ('roleIds' in virtual) {
          const asked = idListOf('roleIds', virtual.roleIds);
          const before = current ? await rolesOfUser(tx, current.id) : [];
          const targetDept = ('deptId' in input ? (input.deptId as number | null) : current?.deptId) ?? null;
          await checkRoles(tx, ctx, reach, asked, before, targetDept);
          if (current && !(await holdsSuper(tx, asked))) await refuseLastSuper(tx, [current.id], 'taken out of the super role');
        }
        if ('postIds' in virtual) await checkPosts(tx, idListOf('postIds', virtual.postIds));
        return values;
      },

      async afterWrite({ tx, op, row, virtual }) {
        if (op === 'delete' || !row) return;
        if ('roleIds' in virtual) {
          const roleIds = idListOf('roleIds', virtual.roleIds);
          await tx.delete(userRoles).where(eq(userRoles.userId, row.id));
          if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
          // Their menus change: signed-in consoles refetch theirs on the next call.
          await bumpRevision(tx, 'menu');
        }
        if ('postIds' in virtual) {
          const postIds = idListOf('postIds', virtual.postIds);
          await tx.delete(userPosts).where(eq(userPosts.userId, row.id));
          if (postIds.length) await tx.insert(userPosts).values(postIds.map((postId) => ({ userId: row.id, postId })));
        }
      },

      async beforeDelete({ tx, rows, request }) {
        const caller = request.user!;
        for (const row of rows) {
          refuseSelf(caller, row.id, 'delete');
          await refuseOutranked(tx, caller, row.id);
        }
        await refuseLastSuper(tx, rows.map((r) => r.id), 'deleted');
      },

      async decorateRow(row, { db: reader }) {
        const roleIds = await rolesOfUser(reader, row.id);
        const postIds = await postsOfUser(reader, row.id);
        const roleRows = roleIds.length ? await reader.select({ id: roles.id, roleName: roles.roleName }).from(roles).where(inArray(roles.id, roleIds)) : [];
        const postRows = postIds.length ? await reader.select({ id: posts.id, postName: posts.postName }).from(posts).where(inArray(posts.id, postIds)) : [];
        return { ...row, roleIds, postIds, roles: roleRows, posts: postRows };
      },

      // The list shows each user's roles: one query for the whole page.
      async decorateList(rows, { db: reader }) {
        const ids = rows.map((r) => r.id);
        const held = ids.length
          ? await reader
              .select({ userId: userRoles.userId, id: roles.id, roleName: roles.roleName })
              .from(userRoles)
              .innerJoin(roles, eq(roles.id, userRoles.roleId))
              .where(inArray(userRoles.userId, ids))
              .orderBy(roles.sort, roles.id)
          : [];
        return rows.map((row) => ({ ...row, roles: held.filter((h) => h.userId === row.id).map(({ id, roleName }) => ({ id, roleName })) }));
      },
    },
    actions: { disable: setStatus('1'), enable: setStatus('0'), unlock, resetPassword },
  });
}
