import type { FastifyRequest } from 'fastify';
import type { SignInSession, UserInfo, UserMenusResponse } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { loadUserMenus } from './menu-tree';

type SessionUser = NonNullable<FastifyRequest['user']>;

/** The signed-in user as the console shows it (SPEC §3 session user info). */
export function userInfoOf(u: SessionUser): UserInfo {
  return {
    id: u.userId,
    userName: u.userName,
    userNickname: u.nickname,
    avatar: u.avatar,
    roles: u.roles,
    roleNames: u.roleNames,
    time: u.signedInAt.toISOString(),
    authBtnList: u.permissions,
    mustChangePassword: u.mustChangePassword,
  };
}

/** The user's menu tree and permissions (SPEC §7). */
export async function userMenusOf(db: Db, u: SessionUser): Promise<UserMenusResponse> {
  return { menuList: await loadUserMenus(db, u.roles, u.isSuper), permissions: u.permissions };
}

/**
 * What the console asks for first with a new token, answered with the sign-in itself so the
 * console renders without a second round trip. The menu revision was read when the session was
 * resolved, before the menus, so the menus are at least that new (the same stamp the revision
 * header gives GET user menus).
 */
export async function signInSessionOf(db: Db, u: SessionUser): Promise<SignInSession> {
  return { user: userInfoOf(u), menus: await userMenusOf(db, u), menuRevision: u.revisions.menu };
}
