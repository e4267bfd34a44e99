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
  roleNames: z
    .array(z.string())
    .describe('the names of the same roles, in the same order, for people to read (a name may be a translation key, such as role.admin)'),
  time: instantSchema.describe('sign-in time'),
  authBtnList: z.array(z.string()).describe('the permissions of the session (button permissions)'),
  mustChangePassword: z
    .boolean()
    .describe('an administrator reset the password: every call but changing it is refused until it is changed'),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A menu title's own texts in the languages besides zh-cn (whose text, or an i18n key, is `title`). */
export const routeTitlesSchema = z.object({ en: z.string().optional(), 'zh-tw': z.string().optional() });
export type RouteTitles = z.infer<typeof routeTitlesSchema>;

export const routeMetaSchema = z.object({
  /** An i18n key the console translates, or the zh-cn text of a title given in each language. */
  title: z.string(),
  /** Present when the title is the menu's own text: the other languages' texts (SPEC §3's `title` stays as it is). */
  titles: routeTitlesSchema.optional(),
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
