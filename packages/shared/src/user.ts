import { z } from 'zod';
import { API_PREFIX, instantSchema } from './api';

/** The signed-in user and the menus the server delivers (SPEC §3, §7). */

export const USER_ENDPOINTS = {
  userInfo: `${API_PREFIX}/user/getUserInfo`,
  userMenus: `${API_PREFIX}/user/getUserMenus`,
} as const;

export const userInfoSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  userNickname: z.string(),
  avatar: z.string(),
  roles: z.array(z.string()),
  time: instantSchema.describe('sign-in time'),
  authBtnList: z.array(z.string()).describe('the permissions of the session (button permissions)'),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const routeMetaSchema = z.object({
  title: z.string(),
  isLink: z.string(),
  isHide: z.boolean(),
  isKeepAlive: z.boolean(),
  isAffix: z.boolean(),
  isIframe: z.boolean(),
  roles: z.array(z.string()),
  icon: z.string(),
});
export type RouteMeta = z.infer<typeof routeMetaSchema>;

export interface MenuRoute {
  path: string;
  name: string;
  component: string;
  redirect?: string;
  meta: RouteMeta;
  children?: MenuRoute[];
}

/** A menu tree is recursive, so it is a named component of the OpenAPI document (`MenuRoute`). */
export const menuRouteSchema: z.ZodType<MenuRoute> = z
  .object({
    path: z.string(),
    name: z.string(),
    component: z.string(),
    redirect: z.string().optional(),
    meta: routeMetaSchema,
    get children() {
      return z.array(menuRouteSchema).optional();
    },
  })
  .meta({ id: 'MenuRoute' });

export const userMenusResponseSchema = z.object({ menuList: z.array(menuRouteSchema), permissions: z.array(z.string()) });
export type UserMenusResponse = z.infer<typeof userMenusResponseSchema>;
