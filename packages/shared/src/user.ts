import { API_PREFIX } from './api';

/** The signed-in user and the menus the server delivers (SPEC §3, §7). */

export const USER_ENDPOINTS = {
  userInfo: `${API_PREFIX}/user/getUserInfo`,
  userMenus: `${API_PREFIX}/user/getUserMenus`,
} as const;

export interface UserInfo {
  id: number;
  userName: string;
  userNickname: string;
  avatar: string;
  roles: string[];
  /** Sign-in time, ISO-8601. */
  time: string;
  authBtnList: string[];
}

export interface RouteMeta {
  title: string;
  isLink: string;
  isHide: boolean;
  isKeepAlive: boolean;
  isAffix: boolean;
  isIframe: boolean;
  roles: string[];
  icon: string;
}

export interface MenuRoute {
  path: string;
  name: string;
  component: string;
  redirect?: string;
  meta: RouteMeta;
  children?: MenuRoute[];
}

export interface UserMenusResponse {
  menuList: MenuRoute[];
  permissions: string[];
}
