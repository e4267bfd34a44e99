import { z } from 'zod';
import { API_PREFIX, instantSchema } from './api';
import { describedAs } from './schema-description';

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
    .meta(
      describedAs(
        '同样的角色、同样顺序的名称，供人阅读（名称可能是翻译键，如 role.admin）',
        'the names of the same roles, in the same order, for people to read (a name may be a translation key, such as role.admin)',
        '同樣的角色、同樣順序的名稱，供人閱讀（名稱可能是翻譯鍵，如 role.admin）',
      ),
    ),
  time: instantSchema.meta(describedAs('登录时间', 'sign-in time', '登入時間')),
  authBtnList: z.array(z.string()).meta(describedAs('本会话的权限（按钮权限）', 'the permissions of the session (button permissions)', '本工作階段的權限（按鈕權限）')),
  mustChangePassword: z
    .boolean()
    .meta(
      describedAs(
        '管理员重置了密码：修改密码前，除修改密码外的调用一律拒绝',
        'an administrator reset the password: every call but changing it is refused until it is changed',
        '管理員重設了密碼：修改密碼前，除修改密碼外的呼叫一律拒絕',
      ),
    ),
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
