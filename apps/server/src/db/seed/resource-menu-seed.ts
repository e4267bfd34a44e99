import {
  actionPermissionOf,
  opsOf,
  permissionOf,
  routeNameOf,
  type CrudOp,
  type Label,
  type ResourceDefinition,
} from '@ledgerdesk/shared';
import type { MenuSeed } from './menus';

/** The button title of each CRUD op a page offers (translated by the console). */
const OP_BUTTON_TITLES: Partial<Record<CrudOp, string>> = {
  add: 'message.button.add',
  edit: 'message.button.edit',
  delete: 'message.button.delete',
  export: 'message.button.export',
};

export interface ResourceMenuOptions {
  /** Roles granted the page (its list permission) but none of its buttons: they may look, not change. */
  viewRoles?: readonly string[];
}

/**
 * A menu row's title in sys_menu's three columns: an i18n key stays in `title` (the console translates
 * it); a definition's own texts go zh-cn into `title`, English and Traditional Chinese beside it.
 */
function menuTitlesOf(label: Label): Pick<MenuSeed, 'title' | 'titleEn' | 'titleZhTw'> {
  if (typeof label === 'string') return { title: label };
  return { title: label['zh-cn'], titleEn: label.en, titleZhTw: label['zh-tw'] };
}

/**
 * The menu seed of a resource page, from its definition alone: the page (a `C` row carrying the
 * list permission, at the definition's `menu` placement) and one `F` button per write op and per
 * custom action, each with the permission the server checks. The placement's `roles` get the
 * page and every button; `viewRoles` the page only. A definition without a placement has none.
 */
export function resourceMenuSeed(definition: ResourceDefinition, options: ResourceMenuOptions = {}): MenuSeed[] {
  const placement = definition.menu;
  if (!placement) return [];
  const key = placement.key ?? definition.name.replaceAll('/', '.');
  const roles = [...(placement.roles ?? [])];
  const pageRoles = [...new Set([...roles, ...(options.viewRoles ?? [])])];
  const page: MenuSeed = {
    key,
    parent: placement.parent,
    type: 'C',
    path: placement.path,
    name: placement.name ?? routeNameOf(placement.path),
    component: placement.component ?? 'resource/index',
    ...menuTitlesOf(placement.title ?? definition.title),
    icon: placement.icon,
    isKeepAlive: placement.keepAlive ?? false,
    permission: permissionOf(definition, 'list'),
    sort: placement.sort,
    ...(pageRoles.length ? { roles: pageRoles } : {}),
  };

  const buttons: MenuSeed[] = [];
  const seen = new Set([page.permission]);
  const button = (suffix: string, title: Label, permission: string) => {
    // Two ops needing one permission are one button.
    if (seen.has(permission)) return;
    seen.add(permission);
    buttons.push({ key: `${key}.${suffix}`, parent: key, type: 'F', ...menuTitlesOf(title), permission, sort: buttons.length + 1, ...(roles.length ? { roles } : {}) });
  };
  for (const op of opsOf(definition)) {
    const title = OP_BUTTON_TITLES[op];
    if (title) button(op, title, permissionOf(definition, op));
  }
  for (const [name, action] of Object.entries(definition.actions ?? {})) {
    button(action.menuButton?.key ?? name, action.menuButton?.title ?? action.label, actionPermissionOf(definition, name, action));
  }
  return [page, ...buttons];
}
