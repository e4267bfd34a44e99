import { count, eq, inArray } from 'drizzle-orm';
import { DATA_SCOPES, namesParam, ResultCode, type DataScope } from '@ledgerdesk/shared';
import { seededNameIn } from '@ledgerdesk/shared/seeded-name-index';
import { roleResource } from '@ledgerdesk/shared/resources/system/role';
import type { Db, Tx } from '../../db/client';
import { departments, roleDepts, roleMenus, roles, userRoles } from '../../db/schema';
import { badRequest, forbidden, refuse } from '../../lib/errors';
import { bumpRevision } from '../../lib/revisions';
import { bindResource } from '../../resource';
import { requestReach } from '../access/data-scope';
import { allMenus, grantableMenus, withAncestors } from './menu-grants';
import { beyondCaller, deptsWithin, holderDeptsOf, idListOf, powersOf, reachBeyondCaller, refuseUnknown, scopeWithin } from '../access/delegation';

/** Letters first, then letters, digits, underscores or hyphens: keys appear in routes' roles (SPEC §6). */
const ROLE_KEY = /^[a-zA-Z][a-zA-Z0-9_-]*$/;

const fieldError = (field: string, message: string) => badRequest(`invalid input — ${field}: ${message}`, { [field]: message });

const deptsOfRole = async (db: Pick<Db | Tx, 'select'>, roleId: number) =>
  (await db.select({ deptId: roleDepts.deptId }).from(roleDepts).where(eq(roleDepts.roleId, roleId))).map((r) => r.deptId).sort((a, b) => a - b);
const menusOfRole = async (db: Pick<Db | Tx, 'select'>, roleId: number) =>
  (await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId))).map((r) => r.menuId).sort((a, b) => a - b);

/** The menus a role's `menuIds` stands for: those sent and their ancestors. */
async function grantedMenus(tx: Tx, value: unknown) {
  const rows = await allMenus(tx);
  const asked = idListOf('menuIds', value);
  refuseUnknown('menuIds', asked, rows.map((r) => r.id), 'menu');
  return { rows, granted: withAncestors(asked, rows) };
}

/**
 * Roles on the resource engine with the rules of delegation: an editor who is not super never
 * grants a menu or button they do not hold, nor a data scope reaching beyond their own (403
 * naming the field, nothing written); the super role is changed by super users only and is
 * never disabled or deleted; a role someone holds is not deleted. Each write moves the 'menu'
 * revision, so signed-in consoles refetch their menus; permissions are read per request, so a
 * change (disabling included) holds from the holders' next call.
 */
export function roleBinding(db: Db) {
  return bindResource({
    definition: roleResource,
    table: roles,
    hooks: {
      async beforeWrite({ tx, op, input, virtual, current, request }) {
        const caller = request.user!;
        if (current?.isSuper && !caller.isSuper) throw forbidden('only a super user changes the super role', { reason: 'access.superRoleOnly' });
        if (current?.isSuper && input.status !== undefined && input.status !== '0') throw fieldError('status', 'the super role cannot be disabled');
        if (typeof input.roleKey === 'string' && !ROLE_KEY.test(input.roleKey)) {
          throw fieldError('roleKey', 'must start with a letter and hold only letters, digits, underscores or hyphens');
        }
        const dataScope = (input.dataScope ?? current?.dataScope ?? 'self') as DataScope;
        if (!DATA_SCOPES.includes(dataScope)) throw fieldError('dataScope', `must be one of ${DATA_SCOPES.join(', ')}`);
        const reach = await requestReach(db, request);

        let customDepts: number[] = [];
        if ('deptIds' in virtual) {
          customDepts = idListOf('deptIds', virtual.deptIds);
          const found = customDepts.length
            ? (await tx.select({ id: departments.id }).from(departments).where(inArray(departments.id, customDepts))).map((r) => r.id)
            : [];
          refuseUnknown('deptIds', customDepts, found, 'department');
        } else if (current) {
          customDepts = await deptsOfRole(tx, current.id);
        }
        const scopeChanged = op === 'add' || (input.dataScope !== undefined && input.dataScope !== current?.dataScope);
        if (dataScope === 'custom' && (scopeChanged || 'deptIds' in virtual) && !deptsWithin(reach, customDepts)) {
          throw beyondCaller('deptIds', 'holds departments beyond your data scope');
        }
        if (scopeChanged && !current?.isSuper && !(await scopeWithin(tx, reach, dataScope, customDepts, caller.deptId))) {
          throw beyondCaller('dataScope', 'reaches data beyond your own data scope');
        }

        const reachMoved = scopeChanged || (dataScope === 'custom' && 'deptIds' in virtual);
        // What the role grants matters only when its grants or its reach change (a rename reads nothing).
        const grantsMove = reachMoved || 'menuIds' in virtual;
        const held = current && grantsMove ? ((await powersOf(tx, [current.id])).get(current.id)?.permissions ?? []) : [];
        let permissions = held;
        if ('menuIds' in virtual) {
          const { rows, granted } = await grantedMenus(tx, virtual.menuIds);
          const before = new Set(current ? await menusOfRole(tx, current.id) : []);
          const grantable = await grantableMenus(tx, caller, rows);
          const refused = rows.filter((r) => granted.has(r.id) && !before.has(r.id) && !grantable.has(r.id));
          if (refused.length) {
            const named = refused.map((r) => r.permission || `menu ${r.id}`).join(', ');
            throw beyondCaller('menuIds', `grants ${named}, which you do not hold`);
          }
          permissions = [...new Set(rows.filter((r) => granted.has(r.id) && r.permission).map((r) => r.permission))];
        }
        // What the role newly gives its holders (every permission when its reach moves) reaches no
        // further for them than the caller's own reach for that permission: holding user listing for
        // one department, an editor may not add it to a role of their own that reaches every one.
        if (grantsMove && !current?.isSuper) {
          const given = reachMoved ? permissions : permissions.filter((p) => !held.includes(p));
          const holders = current ? await holderDeptsOf(tx, current.id) : [];
          const problem = given.length ? await reachBeyondCaller(tx, caller, { roleName: String(input.roleName ?? current?.roleName ?? ''), dataScope, customDepts }, given, holders.length ? holders : [caller.deptId]) : null;
          if (problem) throw beyondCaller(reachMoved ? 'dataScope' : 'menuIds', problem);
        }
      },

      async afterWrite({ tx, op, row, virtual }) {
        await bumpRevision(tx, 'menu');
        if (op === 'delete' || !row) return;
        if ('menuIds' in virtual) {
          const { granted } = await grantedMenus(tx, virtual.menuIds);
          await tx.delete(roleMenus).where(eq(roleMenus.roleId, row.id));
          if (granted.size) await tx.insert(roleMenus).values([...granted].map((menuId) => ({ roleId: row.id, menuId })));
        }
        // Custom departments mean something only under the custom scope.
        if (row.dataScope !== 'custom' || 'deptIds' in virtual) {
          const depts = row.dataScope === 'custom' && 'deptIds' in virtual ? idListOf('deptIds', virtual.deptIds) : [];
          await tx.delete(roleDepts).where(eq(roleDepts.roleId, row.id));
          if (depts.length) await tx.insert(roleDepts).values(depts.map((deptId) => ({ roleId: row.id, deptId })));
        }
      },

      async beforeDelete({ tx, rows }) {
        const superRole = rows.find((r) => r.isSuper);
        if (superRole) {
          throw refuse(ResultCode.conflict, `the super role ${seededNameIn(superRole.roleName, 'en')} cannot be deleted`, {
            reason: 'role.superUndeletable', params: { name: namesParam([superRole.roleName]) }, extra: { ids: [superRole.id] },
          });
        }
        const held = await tx
          .select({ roleId: userRoles.roleId, holders: count() })
          .from(userRoles)
          .where(inArray(userRoles.roleId, rows.map((r) => r.id)))
          .groupBy(userRoles.roleId);
        if (held.length === 0) return;
        const nameOf = (roleId: number) => rows.find((r) => r.id === roleId)!.roleName;
        const named = held.map((h) => `${seededNameIn(nameOf(h.roleId), 'en')} (${h.holders} user${h.holders === 1 ? '' : 's'})`).join(', ');
        throw refuse(ResultCode.conflict, `a role held by users cannot be deleted: ${named}; take it from them first`, {
          reason: 'role.held', params: { names: namesParam(held.map((h) => nameOf(h.roleId))) }, extra: { ids: held.map((h) => h.roleId) },
        });
      },

      async decorateRow(row, { db: reader }) {
        return { ...row, menuIds: await menusOfRole(reader, row.id), deptIds: await deptsOfRole(reader, row.id) };
      },
    },
  });
}
