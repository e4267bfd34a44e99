import type { TextPerLanguage } from './constants';

/*
 * Names the seed stores as translation keys rather than text: the shell's pages
 * (message.router.*), the buttons every resource page has (message.button.*) and the built-in
 * roles (role.*). The console's translations of those keys are made from these tables (`textsIn`);
 * the server reads them (`seeded-name-index.ts`) to find such a row by the name an operator sees,
 * in any language, and to export it in the language asked for. Each area keeps its own beside its
 * definitions (`resources/<area>/menu-titles.ts`).
 */

/** The shell's built-in pages, stored as `message.router.<name>`. */
export const SHELL_ROUTER_TITLES = {
  home: { 'zh-cn': '首页', en: 'Home', 'zh-tw': '首頁' },
  personal: { 'zh-cn': '个人中心', en: 'Personal centre', 'zh-tw': '個人中心' },
  system: { 'zh-cn': '系统设置', en: 'System settings', 'zh-tw': '系統設定' },
  systemDict: { 'zh-cn': '字典管理', en: 'Dictionary management', 'zh-tw': '字典管理' },
} satisfies Record<string, TextPerLanguage>;

/** The buttons of every resource page's operations, stored as `message.button.<op>`. */
export const CRUD_BUTTON_TITLES = {
  add: { 'zh-cn': '新增', en: 'Add', 'zh-tw': '新增' },
  edit: { 'zh-cn': '修改', en: 'Edit', 'zh-tw': '修改' },
  delete: { 'zh-cn': '删除', en: 'Delete', 'zh-tw': '刪除' },
  export: { 'zh-cn': '导出', en: 'Export', 'zh-tw': '匯出' },
} satisfies Record<string, TextPerLanguage>;

/** The built-in roles, stored as `role.<key>`. */
export const ROLE_NAMES = {
  admin: { 'zh-cn': '超级管理员', en: 'Administrator', 'zh-tw': '超級管理員' },
  common: { 'zh-cn': '操作员', en: 'Operator', 'zh-tw': '操作員' },
} satisfies Record<string, TextPerLanguage>;
