import type { MenuType } from '@ledgerdesk/shared/resources/system/menu';
import { isMenuIconName, MENU_ICON_NAMES } from '@ledgerdesk/shared';

/** The columns a menu row's rules look at (a drizzle row of sys_menu, or the values about to be written). */
export interface MenuValues {
  parentId: number | null;
  menuType: MenuType;
  title: string;
  /** The English and Traditional Chinese texts of a literal title (empty: `title` serves, or is an i18n key). */
  titleEn: string;
  titleZhTw: string;
  path: string;
  name: string;
  component: string;
  redirect: string;
  icon: string;
  isLink: string;
  isHide: boolean;
  isKeepAlive: boolean;
  isAffix: boolean;
  isIframe: boolean;
  permission: string;
  sort: number;
  status: string;
}

/** The component of a directory with no page of its own: its children render in the nested outlet. */
export const PARENT_VIEW = 'layout/routerView/parent';

/** `area/resource/action`, as the server checks permissions (DESIGN §4); never the wildcard. */
const PERMISSION = /^[a-zA-Z][\w-]*\/[a-zA-Z][\w-]*\/[a-zA-Z][\w-]*$/;
const ROUTE_NAME = /^[A-Za-z][\w-]*$/;
/** A page file's component string, e.g. 'system/file/index': segments of letters, digits, '_' and '-'. */
const COMPONENT = /^[A-Za-z][\w-]*(\/[\w-]+)+$/;
/** An absolute route path: '/', then segments without spaces, '?' or '#'. */
const ROUTE_PATH = /^\/[^\s?#]*$/;

/** '/system/audit-log' → 'systemAuditLog': the route name a menu gets when none is given. */
export function routeNameFromPath(path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const name = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
  return /^[A-Za-z]/.test(name) ? name : `page${name}`;
}

/**
 * A menu row as it will be stored: the fields its type does not use emptied (a button has no
 * route; only a directory redirects; only a page is kept alive, pinned or a link), a directory
 * without a component given the nested outlet, a missing route name derived from the path.
 */
export function normalizeMenu(values: MenuValues): MenuValues {
  const m = { ...values };
  if (m.menuType === 'F') {
    Object.assign(m, { path: '', name: '', component: '', redirect: '', icon: '', isLink: '', isHide: false, isKeepAlive: false, isAffix: false, isIframe: false });
    return m;
  }
  if (m.menuType === 'M') {
    Object.assign(m, { isLink: '', isKeepAlive: false, isAffix: false, isIframe: false, permission: '' });
    if (!m.component) m.component = PARENT_VIEW;
  } else {
    m.redirect = '';
    // A link has no page file: the iframe or the "opened in a new window" view stands in for it.
    if (m.isLink) m.component = '';
  }
  if (!m.name && m.path) m.name = routeNameFromPath(m.path);
  return m;
}

/** What is wrong with a normalised menu row on its own, by field (empty when nothing is). */
export function menuProblems(m: MenuValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (m.menuType === 'F') {
    if (!m.permission) problems.permission = 'a button needs a permission (area/resource/action)';
    if (m.parentId === null) problems.parentId = 'a button belongs to a directory or page';
  } else {
    if (!m.path) problems.path = 'is required for a directory or page';
    else if (!ROUTE_PATH.test(m.path)) problems.path = "must start with '/' and hold no spaces, '?' or '#'";
    if (m.name && !ROUTE_NAME.test(m.name)) problems.name = "must start with a letter and hold letters, digits, '_' or '-'";
    if (m.icon && !isMenuIconName(m.icon)) problems.icon = `must name a bundled icon: ${MENU_ICON_NAMES.join(', ')}`;
  }
  if (m.permission && !PERMISSION.test(m.permission)) problems.permission = 'must be area/resource/action, such as system/menu/add';
  if (m.menuType === 'C' && !m.isLink && !m.component) problems.component = "is required for a page (its file, such as 'system/file/index')";
  if (m.component && m.component !== PARENT_VIEW && !COMPONENT.test(m.component)) {
    problems.component = "must name a page file, such as 'system/file/index'";
  }
  if (m.redirect && !ROUTE_PATH.test(m.redirect)) problems.redirect = "must be a route path starting with '/'";
  if (m.isIframe && !m.isLink) problems.isIframe = 'an embedded page needs its link address';
  if (m.status !== '0' && m.status !== '1') problems.status = "must be '0' (normal) or '1' (disabled)";
  return problems;
}

/** Where a row of one type may sit: directories and pages at the top or in a directory; buttons under either. */
export function parentProblem(childType: MenuType, parentType: MenuType | null): string | null {
  if (parentType === 'F') return 'a button cannot hold anything';
  if (childType !== 'F' && parentType === 'C') return 'a directory or page sits at the top or in a directory';
  return null;
}
