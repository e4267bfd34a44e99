import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { WILDCARD_PERMISSION, type DataScope, type SignInMethod } from '@ledgerdesk/shared';
import { parseRevisions, type Revisions } from '@ledgerdesk/shared/revisions';
import type { Db } from '../../db/client';
import { preparedByName } from '../../db/pglite-named';
import { menus, roleMenus, roles, sessions, userRoles, users } from '../../db/schema';
import { revisionsHeaderSql } from '../../lib/revisions';
import { newToken, sha256 } from '../../lib/tokens';

/** One enabled role of the user: what it grants and how far its data reaches (modules/access/data-scope). */
export interface RoleGrant {
  roleId: number;
  isSuper: boolean;
  dataScope: DataScope;
  permissions: readonly string[];
}

export interface SessionUser {
  sessionId: number;
  userId: number;
  userName: string;
  nickname: string;
  avatar: string;
  /** The user's department (data scopes `dept` and `deptAndBelow` start from it); null: none. */
  deptId: number | null;
  /** An administrator reset the password: only changing it (and signing out) is allowed. */
  mustChangePassword: boolean;
  roles: string[];
  /** The names of `roles`, in the same order (shown to people; `roles` holds the keys). */
  roleNames: string[];
  isSuper: boolean;
  permissions: string[];
  /** Per enabled role, for data scope: a request is scoped by the roles that grant its permission. */
  grants: RoleGrant[];
  signedInAt: Date;
  /** The revisions at the moment the session was resolved (sent back in REVISION_HEADER). */
  revisions: Revisions;
}

type UserAccess = Pick<SessionUser, 'roles' | 'roleNames' | 'isSuper' | 'permissions' | 'grants'>;

/** Users whose access is kept in memory at most (each a few hundred bytes). */
const ACCESS_CACHE_MAX = 10_000;

/** Sliding expiry is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 30_000;

/**
 * Sessions end on the first of: their idle expiry (sliding, `idleMs` after the last use), their
 * absolute lifetime (`maxMs` after sign-in, however active), revocation (sign-out, password
 * change, disable, lock), or the account being disabled or locked.
 */
export class SessionStore {
  private readonly accessCache = new Map<number, { menuRevision: number | undefined; access: UserAccess }>();

  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
    private readonly maxMs: number,
  ) {
    this.sessionByToken = sessionQuery(db);
  }

  async create(userId: number, ip: string, userAgent: string, method: SignInMethod = 'password'): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + Math.min(this.idleMs, this.maxMs));
    await this.db.insert(sessions).values({ tokenHash: sha256(token), userId, ip, userAgent: userAgent.slice(0, 500), method, expiresAt });
    return { token, expiresAt };
  }

  /** Built once and prepared (sessionQuery below): it runs on every authenticated request. */
  private readonly sessionByToken: ReturnType<typeof sessionQuery>;

  /** The signed-in user behind a token, or null when it is unknown, revoked, expired, too old, or the user disabled or locked. */
  async resolve(token: string): Promise<SessionUser | null> {
    const now = new Date();
    const bornAfter = new Date(now.getTime() - this.maxMs);
    const [row] = await this.sessionByToken.execute({ tokenHash: sha256(token), now: now.toISOString(), bornAfter: bornAfter.toISOString() });
    if (!row || row.status !== '0') return null;
    if (row.lockedUntil && row.lockedUntil.getTime() > now.getTime()) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      // Sliding, but never past the absolute end: the expiry the client is shown stays true.
      const end = Math.min(now.getTime() + this.idleMs, row.createdAt.getTime() + this.maxMs);
      await this.db.update(sessions).set({ lastSeenAt: now, expiresAt: new Date(end) }).where(eq(sessions.id, row.sessionId));
    }
    const revisions = parseRevisions(row.revisions);
    const access = await this.cachedAccessOf(row.userId, revisions.menu);
    return {
      sessionId: row.sessionId,
      userId: row.userId,
      userName: row.userName,
      nickname: row.nickname,
      avatar: row.avatar,
      deptId: row.deptId,
      mustChangePassword: row.mustChangePassword,
      signedInAt: row.createdAt,
      revisions,
      ...access,
    };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  }

  async revokeAllOf(userId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  /**
   * Ends every session of the account with this exact user name, if there is one: the sign-in
   * lock runs it whether or not the name exists, so its time says nothing.
   */
  async revokeAllOfUserName(userName: string): Promise<void> {
    const ofName = this.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(inArray(sessions.userId, ofName), isNull(sessions.revokedAt)));
  }

  /** Expires a session at once (used by tests and force-logout). */
  async expire(sessionId: number): Promise<void> {
    await this.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, sessionId));
  }

  /**
   * A user's roles and permissions as of the `menu` revision the session query just read: every
   * write to roles, their grants, menus or a user's roles bumps it in its own transaction, on any
   * instance, so an entry read at an older revision is never used again. The session itself (its
   * revocation, expiry, the account's state) is read on every request, never cached: a session
   * ended on one instance is refused by every other on its next request.
   */
  private async cachedAccessOf(userId: number, menuRevision: number | undefined): Promise<UserAccess> {
    const cached = this.accessCache.get(userId);
    if (cached && cached.menuRevision === menuRevision) return cached.access;
    const access = await this.accessOf(userId);
    // Bounded: a burst of users (or revisions) clears it rather than growing it.
    if (this.accessCache.size >= ACCESS_CACHE_MAX) this.accessCache.clear();
    this.accessCache.set(userId, { menuRevision, access });
    return access;
  }

  /** Roles and their permissions in one query (a cache miss: a new user or revision). */
  private async accessOf(userId: number): Promise<UserAccess> {
    const rows = await this.db
      .select({ roleId: roles.id, roleKey: roles.roleKey, roleName: roles.roleName, isSuper: roles.isSuper, dataScope: roles.dataScope, permission: menus.permission })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .leftJoin(roleMenus, eq(roleMenus.roleId, roles.id))
      .leftJoin(menus, and(eq(menus.id, roleMenus.menuId), eq(menus.status, '0')))
      .where(and(eq(userRoles.userId, userId), eq(roles.status, '0')));
    const byRole = new Map<number, RoleGrant & { roleKey: string; roleName: string; granted: Set<string> }>();
    for (const r of rows) {
      let grant = byRole.get(r.roleId);
      if (!grant) {
        const granted = new Set<string>();
        grant = { roleId: r.roleId, roleKey: r.roleKey, roleName: r.roleName, isSuper: r.isSuper, dataScope: r.dataScope as DataScope, granted, permissions: [] };
        byRole.set(r.roleId, grant);
      }
      if (r.permission) grant.granted.add(r.permission);
    }
    const grants: RoleGrant[] = [...byRole.values()].map((g) => ({
      roleId: g.roleId,
      isSuper: g.isSuper,
      // The super role reaches every row whatever its stored scope says.
      dataScope: g.isSuper ? 'all' : g.dataScope,
      permissions: g.isSuper ? [WILDCARD_PERMISSION] : [...g.granted].sort(),
    }));
    const roleKeys = [...byRole.values()].map((g) => g.roleKey);
    const roleNames = [...byRole.values()].map((g) => g.roleName);
    const isSuper = grants.some((g) => g.isSuper);
    if (isSuper) return { roles: roleKeys, roleNames, isSuper, permissions: [WILDCARD_PERMISSION], grants };
    const permissions = [...new Set(grants.flatMap((g) => g.permissions))].sort();
    return { roles: roleKeys, roleNames, isSuper, permissions, grants };
  }
}

/**
 * The session query, built once per store and prepared: it runs on every authenticated request, where
 * building it each time cost more than the rest of a cheap call's work in the server. It is sent by
 * name, so the database parses and plans it once (on PostgreSQL once per connection), not per request.
 */
function sessionQuery(db: Db) {
  const query = db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      userName: users.userName,
      nickname: users.nickname,
      avatar: users.avatar,
      deptId: users.deptId,
      mustChangePassword: users.mustChangePassword,
      status: users.status,
      lockedUntil: users.lockedUntil,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      // In this query, not another: it runs on every authenticated request.
      revisions: revisionsHeaderSql,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.createdAt, sql.placeholder('bornAfter')),
      ),
    )
    .limit(1);
  return preparedByName(db, 'ledgerdesk_session_by_token', query);
}
