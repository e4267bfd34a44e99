import { z } from 'zod';
import { API_PREFIX } from '../../api';
import { defineResource } from '../../resource/definition';
import { MENU_FIELD_LABELS } from './menu-field-labels';

const f = (key: keyof typeof MENU_FIELD_LABELS) => MENU_FIELD_LABELS[key];
const h = (key: string) => `message.systemMenu.help.${key}`;

/** M: a directory (a route with children), C: a menu (a page), F: a button (a permission only). */
export const MENU_TYPES = ['M', 'C', 'F'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/**
 * The menu tree SPEC §3 routes are built from (sys_menu), administered with SPEC §7's calls:
 * GET menu/list answers the whole tree, menu/get, menu/add, PUT menu/update, DELETE menu/delete
 * with { ids }. Which fields a type uses, and the rules a tree needs (a path starting with '/',
 * no cycles, a button's area/resource/action permission), are checked by the server's hooks.
 */
export const menuResource = defineResource({
  name: 'system/menu',
  table: 'sys_menu',
  permission: 'system/menu',
  // A text, not a key: the server names the resource in its messages ('Menu 3 still has children').
  title: { 'zh-cn': '菜单', en: 'Menus', 'zh-tw': '選單' },
  recordName: { 'zh-cn': '菜单', en: 'menu', 'zh-tw': '選單' },
  ops: ['list', 'get', 'add', 'edit', 'delete'],
  delete: 'hard',
  tree: { parentField: 'parentId' },
  defaultSort: { field: 'sort', order: 'asc' },
  endpoints: {
    base: 'menu',
    list: { path: 'menu/list', method: 'GET' },
    edit: { path: 'menu/update' },
  },
  fields: {
    title: { type: 'text', label: f('title'), required: true, maxLength: 100, filter: 'contains', languages: { en: 'titleEn', 'zh-tw': 'titleZhTw' }, width: 250, help: h('title'), translated: true },
    // The title's own texts in the other languages (sys_menu.title_en / title_zh_tw); empty beside an i18n key.
    titleEn: { type: 'text', label: f('titleEn'), maxLength: 100, list: false, help: h('titleEn') },
    titleZhTw: { type: 'text', label: f('titleZhTw'), maxLength: 100, list: false, help: h('titleZhTw') },
    menuType: {
      type: 'enum',
      label: f('menuType'),
      required: true,
      default: 'C',
      filter: 'exact',
      width: 90,
      options: [
        { value: 'M', label: 'message.systemMenu.type.M', color: 'processing' },
        { value: 'C', label: 'message.systemMenu.type.C', color: 'success' },
        { value: 'F', label: 'message.systemMenu.type.F', color: 'warning' },
      ],
    },
    parentId: { type: 'reference', resource: 'system/menu', labelField: 'title', label: f('parentId'), list: false, help: h('parentId') },
    icon: { type: 'text', label: f('icon'), widget: 'icon', maxLength: 64, width: 70, when: { field: 'menuType', in: ['M', 'C'] } },
    sort: { type: 'integer', label: f('sort'), default: 0, min: 0, max: 9999, width: 70 },
    path: { type: 'text', label: f('path'), maxLength: 200, filter: 'contains', width: 180, help: h('path'), when: { field: 'menuType', in: ['M', 'C'] } },
    name: { type: 'text', label: f('name'), maxLength: 100, list: false, help: h('name'), when: { field: 'menuType', in: ['M', 'C'] } },
    component: { type: 'text', label: f('component'), maxLength: 200, width: 230, help: h('component'), when: { field: 'menuType', in: ['M', 'C'] } },
    redirect: { type: 'text', label: f('redirect'), maxLength: 200, list: false, help: h('redirect'), when: { field: 'menuType', in: ['M'] } },
    permission: { type: 'text', label: f('permission'), maxLength: 100, filter: 'exact', width: 200, help: h('permission'), when: { field: 'menuType', in: ['C', 'F'] } },
    isLink: { type: 'text', label: f('isLink'), maxLength: 500, validator: 'url', list: false, help: h('isLink'), when: { field: 'menuType', in: ['C'] } },
    isIframe: { type: 'boolean', label: f('isIframe'), default: false, list: false, help: h('isIframe'), when: { field: 'menuType', in: ['C'] } },
    isHide: { type: 'boolean', label: f('isHide'), default: false, width: 80, help: h('isHide'), when: { field: 'menuType', in: ['M', 'C'] } },
    isKeepAlive: { type: 'boolean', label: f('isKeepAlive'), default: false, list: false, help: h('isKeepAlive'), when: { field: 'menuType', in: ['C'] } },
    isAffix: { type: 'boolean', label: f('isAffix'), default: false, list: false, help: h('isAffix'), when: { field: 'menuType', in: ['C'] } },
    status: { type: 'dict', dictType: 'sys_normal_disable', label: f('status'), default: '0', filter: 'exact', width: 80, help: h('status') },
    // Role keys; the menu page's detail names the roles (the keys as JSON told an operator little).
    roles: { type: 'json', label: f('roles'), virtual: true, list: false, detail: false, export: false, help: h('roles') },
  },
  menu: { parent: 'system', key: 'system.menu', title: 'message.router.systemMenu', path: '/system/menu', name: 'systemMenu', component: 'system/menu/index', icon: 'MenuOutlined', sort: 0, keepAlive: true },
});

/* ---------- menu/getParams: what the menu form needs that only the server knows ---------- */

export const MENU_PARAMS_PATH = `${API_PREFIX}/menu/getParams`;

export interface MenuParentOption {
  id: number;
  title: string;
  menuType: MenuType;
  children?: MenuParentOption[];
}
const menuParentOptionSchema: z.ZodType<MenuParentOption> = z.object({
  id: z.number(),
  title: z.string(),
  menuType: z.enum(MENU_TYPES),
  get children() {
    return z.array(menuParentOptionSchema).optional();
  },
});

export const menuParamsSchema = z.object({
  menuTypes: z.array(z.enum(MENU_TYPES)),
  /** Directories and pages (buttons hold nothing), as a tree: the parent picker. */
  parents: z.array(menuParentOptionSchema),
  /** Roles a menu may be granted; a super role sees every menu without a grant. */
  roles: z.array(z.object({ roleKey: z.string(), roleName: z.string(), isSuper: z.boolean() })),
});
export type MenuParams = z.infer<typeof menuParamsSchema>;
