import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeMetaSchema, userInfoSchema } from '@ledgerdesk/shared';
import { ADMIN, SEEDED_MENUS } from '@/test/fixtures';
import { APP_PREFIX } from './storage';

/** The session store as a reloaded tab builds it: from what sessionStorage holds at start. */
async function reloadedSession() {
  vi.resetModules();
  return import('./session');
}

const stored = (key: string, value: unknown) => sessionStorage.setItem(APP_PREFIX + key, JSON.stringify(value));

afterEach(() => sessionStorage.clear());

describe('the session cached in this tab', () => {
  it('comes back on a reload: the user, the menus, the permissions and their revision', async () => {
    const first = await reloadedSession();
    first.useSession.getState().signIn('t', { user: ADMIN, menus: { menuList: SEEDED_MENUS, permissions: ['a/b/c'] }, menuRevision: 4 });
    const { useSession, cachedMenus } = await reloadedSession();
    expect(useSession.getState()).toMatchObject({ phase: 'loading', userInfo: ADMIN, menuList: SEEDED_MENUS, permissions: ['a/b/c'], menuRevision: 4 });
    expect(cachedMenus()).toEqual({ menuList: SEEDED_MENUS, permissions: ['a/b/c'] });
  });

  it('is dropped when an earlier version wrote it (no role names then): the console asks again, still signed in', async () => {
    const { roleNames: _missing, ...earlierUser } = ADMIN;
    stored('token', 't');
    stored('userInfo', earlierUser);
    stored('menuList', SEEDED_MENUS);
    stored('permissions', ['a/b/c']);
    stored('menuRevision', 4);
    const { useSession, cachedMenus } = await reloadedSession();
    expect(useSession.getState()).toMatchObject({ phase: 'loading', userInfo: null, menuList: [], permissions: [], menuRevision: undefined });
    expect(cachedMenus()).toBeNull();
  });

  it('changes its shape with the contract: a field added to the user info or a menu route needs a new CACHED_SESSION_SHAPE', async () => {
    const { CACHED_SESSION_SHAPE } = await reloadedSession();
    const contract = { userInfo: Object.keys(userInfoSchema.shape).sort(), routeMeta: Object.keys(routeMetaSchema.shape).sort() };
    // When this fails, the cached session's shape has changed: raise CACHED_SESSION_SHAPE (lib/session.ts) and write the new keys here.
    expect({ shape: CACHED_SESSION_SHAPE, ...contract }).toEqual({
      shape: 2,
      userInfo: ['authBtnList', 'avatar', 'id', 'mustChangePassword', 'roleNames', 'roles', 'time', 'userName', 'userNickname'],
      routeMeta: ['icon', 'isAffix', 'isHide', 'isIframe', 'isKeepAlive', 'isLink', 'roles', 'title', 'titles'],
    });
  });
});
