import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { API_BASE, hasPermission, PERMISSIONS, ResultCode, type PageResult } from '@ledgerdesk/shared';
import {
  avatarUrlOf,
  PASSWORD_CHANGE_MAX_FAILURES,
  PASSWORD_CHANGE_WINDOW_MS,
  type AvatarChoice,
  type PasswordChange,
  type PersonalLoginRow,
  type PersonalSession,
  type Profile,
  type ProfileUpdate,
} from '@ledgerdesk/shared/personal';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { departments, files, loginLogs, posts, roles, sessions, userPosts, userRoles, users } from '../../db/schema';
import { badRequest, notFound, refuse, tooManyRequests } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { clientAgentOf, loginLogAgent } from '../../lib/user-agent';

/** The signed-in user (plugins/access resolved the session). */
type SessionUser = NonNullable<FastifyRequest['user']>;

/** Login-log reasons of the password form: a wrong current password counts towards the limit. */
export const PASSWORD_CHANGE_REASONS = {
  ok: 'passwordChanged',
  failed: 'passwordChangeFailed',
  limited: 'passwordChangeLimited',
  unchanged: 'passwordUnchanged',
} as const;

/** Who is asking, from where: a password change is logged like a sign-in attempt. */
export interface Caller {
  user: SessionUser;
  ip: string;
  userAgent: string;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * The personal centre: everything here acts on the caller's own row and sessions only, so no
 * call takes a user id and none can reach anyone else's data.
 */
export class PersonalService {
  constructor(private readonly db: Db) {}

  async profile(userId: number): Promise<Profile> {
    const [row] = await this.db
      .select({ user: users, deptName: departments.deptName })
      .from(users)
      .leftJoin(departments, eq(departments.id, users.deptId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw notFound('the signed-in user no longer exists', { reason: 'personal.userGone' });
    const roleRows = await this.db
      .select({ name: roles.roleName })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, userId), eq(roles.status, '0')))
      .orderBy(roles.sort, roles.id);
    const postRows = await this.db
      .select({ name: posts.postName })
      .from(userPosts)
      .innerJoin(posts, eq(posts.id, userPosts.postId))
      .where(eq(userPosts.userId, userId))
      .orderBy(posts.sort, posts.id);
    const u = row.user;
    return {
      id: u.id,
      userName: u.userName,
      nickname: u.nickname,
      email: u.email,
      phone: u.phone,
      avatar: u.avatar,
      deptName: row.deptName,
      roles: roleRows.map((r) => r.name),
      posts: postRows.map((p) => p.name),
      createdAt: u.createdAt.toISOString(),
      lastLoginAt: iso(u.lastLoginAt),
      lastLoginIp: u.lastLoginIp,
      passwordChangedAt: iso(u.passwordChangedAt),
    };
  }

  /** Writes exactly nickname, e-mail and phone: the body's other keys never reach the row. */
  async updateProfile(userId: number, input: Required<ProfileUpdate>): Promise<Profile> {
    // A phone signs in by mobile code and an e-mail identifies a person: neither may be another user's.
    for (const field of ['phone', 'email'] as const) {
      const value = input[field];
      if (!value) continue;
      const [taken] = await this.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users[field], value), ne(users.id, userId)))
        .limit(1);
      if (taken) {
        const label = field === 'phone' ? 'Phone' : 'E-mail';
        throw refuse(ResultCode.conflict, `${label} is already used by another user`, {
          reason: 'personal.valueTaken', params: { field }, issues: { [field]: { code: 'taken' } },
        }, { [field]: 'already used by another user' });
      }
    }
    await this.db
      .update(users)
      .set({
        nickname: input.nickname,
        email: input.email,
        phone: input.phone,
        // An administrator's form open on this user now holds a stale version and is told so.
        version: sql`${users.version} + 1`,
        updatedAt: new Date(),
        updatedBy: userId,
      })
      .where(eq(users.id, userId));
    return this.profile(userId);
  }

  /** Images the user may wear: their own uploads, or every image when they may browse the file centre; never a restricted file (an identity document). */
  async avatarChoices(user: SessionUser): Promise<AvatarChoice[]> {
    const mine = hasPermission(user.permissions, PERMISSIONS.fileList) ? undefined : eq(files.ownerId, user.userId);
    const rows = await this.db
      .select()
      .from(files)
      .where(and(eq(files.category, 'image'), eq(files.restricted, false), mine))
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(200);
    return rows.map((f) => ({ fileId: f.id, name: f.name, size: f.size, createdAt: f.createdAt.toISOString(), url: avatarUrlOf(API_BASE, f.id, f.sha256) }));
  }

  async updateAvatar(user: SessionUser, fileId: number | null): Promise<Profile> {
    let avatar = '';
    if (fileId !== null) {
      const choice = (await this.avatarChoices(user)).find((c) => c.fileId === fileId);
      // Not an image, not there, or not one this user may choose: all look the same from outside.
      if (!choice) {
        throw badRequest('not an image you may choose as avatar', { fileId: 'not an image of the file centre you may choose' }, {
          reason: 'personal.avatarNotChoosable', issues: { fileId: { code: 'notChoosable' } },
        });
      }
      avatar = choice.url;
    }
    await this.db.update(users).set({ avatar, updatedAt: new Date(), updatedBy: user.userId }).where(eq(users.id, user.userId));
    return this.profile(user.userId);
  }

  /** The stored object behind an avatar address, only while some user wears it. */
  async avatarObject(fileId: number, key: string): Promise<{ storageKey: string; ext: string } | null> {
    const [file] = await this.db
      .select({ storageKey: files.storageKey, ext: files.ext, sha256: files.sha256, category: files.category })
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.restricted, false)))
      .limit(1);
    if (!file || file.category !== 'image' || file.sha256.slice(0, 32) !== key) return null;
    const [worn] = await this.db.select({ id: users.id }).from(users).where(eq(users.avatar, avatarUrlOf(API_BASE, fileId, file.sha256))).limit(1);
    return worn ? { storageKey: file.storageKey, ext: file.ext } : null;
  }

  /**
   * Checks the current password (wrong ones are counted, as the lock screen counts them), then
   * stores the new one, clears an administrator's "must change", and ends every other session of
   * the user in the same transaction: whoever else held one is out the moment the change lands.
   */
  async changePassword(caller: Caller, input: PasswordChange): Promise<void> {
    const { user } = caller;
    const [claimed] = await this.db
      .insert(loginLogs)
      .values({
        userName: user.userName.slice(0, 64),
        userId: user.userId,
        ip: caller.ip,
        ...loginLogAgent(caller.userAgent),
        success: false,
        reason: PASSWORD_CHANGE_REASONS.failed,
      })
      .returning({ id: loginLogs.id });
    const rowId = claimed!.id;
    const setReason = (reason: string, success: boolean) => this.db.update(loginLogs).set({ reason, success }).where(eq(loginLogs.id, rowId));

    if ((await this.recentFailures(user.userId)) > PASSWORD_CHANGE_MAX_FAILURES) {
      await setReason(PASSWORD_CHANGE_REASONS.limited, false);
      throw tooManyRequests('too many wrong passwords, try again later', { reason: 'tooManyAttempts' });
    }
    const [row] = await this.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.userId)).limit(1);
    if (!row || !(await verifyPassword(row.hash, input.oldPassword))) {
      throw badRequest('the current password is wrong', { oldPassword: 'the current password is wrong' }, {
        reason: 'personal.wrongPassword', issues: { oldPassword: { code: 'wrongPassword' } },
      });
    }
    if (input.oldPassword === input.newPassword) {
      // Not a wrong password: this attempt does not count towards the limit.
      await setReason(PASSWORD_CHANGE_REASONS.unchanged, false);
      throw badRequest('the new password must differ from the current one', { newPassword: 'must differ from the current password' }, {
        reason: 'personal.samePassword', issues: { newPassword: { code: 'samePassword' } },
      });
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      const now = new Date();
      await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: false, passwordChangedAt: now, failedLogins: 0, updatedAt: now, updatedBy: user.userId })
        .where(eq(users.id, user.userId));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, user.userId), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)));
      await tx.update(loginLogs).set({ reason: PASSWORD_CHANGE_REASONS.ok, success: true }).where(eq(loginLogs.id, rowId));
    });
  }

  /** Wrong current passwords in the window since the last change. */
  private async recentFailures(userId: number): Promise<number> {
    const lastChange = sql`coalesce((select max(${loginLogs.id}) from ${loginLogs}
      where ${loginLogs.userId} = ${userId} and ${loginLogs.reason} = ${PASSWORD_CHANGE_REASONS.ok}), 0)`;
    const [result] = await this.db
      .select({ failures: count() })
      .from(loginLogs)
      .where(
        and(
          eq(loginLogs.userId, userId),
          eq(loginLogs.reason, PASSWORD_CHANGE_REASONS.failed),
          gt(loginLogs.createdAt, sql`now() - make_interval(secs => ${PASSWORD_CHANGE_WINDOW_MS / 1000})`),
          gt(loginLogs.id, lastChange),
        ),
      );
    return Number(result?.failures ?? 0);
  }

  async loginLog(userId: number, pageIndex: number, pageSize: number): Promise<PageResult<PersonalLoginRow>> {
    const mine = eq(loginLogs.userId, userId);
    const [total] = await this.db.select({ n: count() }).from(loginLogs).where(mine);
    const rows = await this.db
      .select()
      .from(loginLogs)
      .where(mine)
      .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize);
    return {
      list: rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        ip: r.ip,
        ...clientAgentOf(r.userAgent),
        method: r.method,
        success: r.success,
        reason: r.reason,
      })),
      total: Number(total?.n ?? 0),
      pageIndex,
      pageSize,
    };
  }

  /** The user's sessions that still work: not signed out and not expired. */
  async openSessions(user: SessionUser): Promise<PersonalSession[]> {
    const rows = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    return rows.map((s) => ({
      id: s.id,
      ip: s.ip,
      ...clientAgentOf(s.userAgent),
      method: s.method,
      signedInAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === user.sessionId,
    }));
  }

  /** Signs one of the user's own sessions out; someone else's, or one already closed, is not found. */
  async revokeSession(user: SessionUser, sessionId: number): Promise<void> {
    const revoked = await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .returning({ id: sessions.id });
    if (revoked.length === 0) throw notFound(`no open session ${sessionId} of yours`, { reason: 'personal.noSuchSession' });
  }
}
