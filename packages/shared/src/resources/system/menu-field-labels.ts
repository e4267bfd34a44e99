import type { TextPerLanguage } from '../../constants';

/** The menu page's field names in each console language: what the definitions label their fields with (why: `textsIn`). */
export const MENU_FIELD_LABELS = {
  title: { 'zh-cn': '菜单名称', en: 'Menu name', 'zh-tw': '選單名稱' },
  titleEn: { 'zh-cn': '菜单名称（英文）', en: 'Menu name (English)', 'zh-tw': '選單名稱（英文）' },
  titleZhTw: { 'zh-cn': '菜单名称（繁体中文）', en: 'Menu name (Traditional Chinese)', 'zh-tw': '選單名稱（繁體中文）' },
  menuType: { 'zh-cn': '类型', en: 'Type', 'zh-tw': '類型' },
  parentId: { 'zh-cn': '上级菜单', en: 'Parent', 'zh-tw': '上級選單' },
  icon: { 'zh-cn': '图标', en: 'Icon', 'zh-tw': '圖示' },
  sort: { 'zh-cn': '排序', en: 'Order', 'zh-tw': '排序' },
  path: { 'zh-cn': '路由路径', en: 'Route path', 'zh-tw': '路由路徑' },
  name: { 'zh-cn': '路由名称', en: 'Route name', 'zh-tw': '路由名稱' },
  component: { 'zh-cn': '组件路径', en: 'Component', 'zh-tw': '元件路徑' },
  redirect: { 'zh-cn': '重定向', en: 'Redirect', 'zh-tw': '重新導向' },
  permission: { 'zh-cn': '权限标识', en: 'Permission', 'zh-tw': '權限標識' },
  isLink: { 'zh-cn': '外链地址', en: 'Link address', 'zh-tw': '外部連結' },
  isIframe: { 'zh-cn': '内嵌', en: 'Embedded', 'zh-tw': '內嵌' },
  isHide: { 'zh-cn': '隐藏', en: 'Hidden', 'zh-tw': '隱藏' },
  isKeepAlive: { 'zh-cn': '缓存', en: 'Kept alive', 'zh-tw': '快取' },
  isAffix: { 'zh-cn': '固定标签', en: 'Pinned tag', 'zh-tw': '固定標籤' },
  status: { 'zh-cn': '状态', en: 'Status', 'zh-tw': '狀態' },
  roles: { 'zh-cn': '授权角色', en: 'Granted roles', 'zh-tw': '授權角色' },
} as const satisfies Record<string, TextPerLanguage>;
