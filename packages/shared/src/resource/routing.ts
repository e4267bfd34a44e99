import { API_PREFIX } from '../api';
import type { Language } from '../constants';
import type { ActionDefinition, CrudOp, FieldDefinition, HttpMethod, Label, ResourceDefinition } from './definition';

/* Where a resource's calls live and what they need: derived once here so server and web agree. */

const DEFAULT_METHOD: Record<CrudOp, HttpMethod> = {
  list: 'POST',
  get: 'GET',
  add: 'POST',
  edit: 'PUT',
  delete: 'DELETE',
  export: 'POST',
};

export interface Endpoint {
  method: HttpMethod;
  /** Full path under API_BASE, e.g. '/api/v2/sitebkd/menu/update'. */
  path: string;
}

export function opsOf(definition: ResourceDefinition): readonly CrudOp[] {
  const ops = definition.ops ?? ['list', 'get', 'add', 'edit', 'delete', 'export'];
  return definition.delete === 'refuse' ? ops.filter((op) => op !== 'delete') : ops;
}

export function hasOp(definition: ResourceDefinition, op: CrudOp): boolean {
  return opsOf(definition).includes(op);
}

function baseOf(definition: ResourceDefinition): string {
  return definition.endpoints?.base ?? definition.name;
}

/** A CRUD call's method and path: the override if the definition gives one, else `<base>/<op>`. */
export function endpointOf(definition: ResourceDefinition, op: CrudOp): Endpoint {
  const override = definition.endpoints?.[op];
  return {
    method: override?.method ?? DEFAULT_METHOD[op],
    path: `${API_PREFIX}/${override?.path ?? `${baseOf(definition)}/${op}`}`,
  };
}

/** `get`'s query parameter naming the row. */
export function idParamOf(definition: ResourceDefinition): string {
  return definition.endpoints?.get?.idParam ?? 'id';
}

export function actionEndpointOf(definition: ResourceDefinition, name: string, action: ActionDefinition): Endpoint {
  return {
    method: action.endpoint?.method ?? 'POST',
    path: `${API_PREFIX}/${action.endpoint?.path ?? `${baseOf(definition)}/${name}`}`,
  };
}

/** The permission a CRUD call needs; reading one row needs the list permission. */
export function permissionOf(definition: ResourceDefinition, op: CrudOp): string {
  return `${definition.permission}/${op === 'get' ? 'list' : op}`;
}

export function actionPermissionOf(definition: ResourceDefinition, name: string, action: ActionDefinition): string {
  return action.permission ?? `${definition.permission}/${name}`;
}

/* ---------- which fields take part where ---------- */

export type FieldEntry = [name: string, field: FieldDefinition];

const entries = (definition: ResourceDefinition): FieldEntry[] => Object.entries(definition.fields);

export const listedFields = (d: ResourceDefinition) => entries(d).filter(([, f]) => f.list !== false);
export const detailFields = (d: ResourceDefinition) => entries(d).filter(([, f]) => f.detail !== false);
export const exportedFields = (d: ResourceDefinition) => entries(d).filter(([, f]) => f.export ?? f.list !== false);
export const filterFields = (d: ResourceDefinition) => entries(d).filter(([, f]) => f.filter !== undefined);
export const sortFields = (d: ResourceDefinition) => entries(d).filter(([, f]) => f.sort === true);
/** Fields a client may send on create. */
export const createFields = (d: ResourceDefinition) => entries(d).filter(([, f]) => !f.readOnly && f.form !== false);
/** Fields a client may change on edit. */
export const editFields = (d: ResourceDefinition) => entries(d).filter(([, f]) => !f.readOnly && f.form !== false && f.form !== 'create');

/* ---------- texts ---------- */

/** The text of a label in a language; an i18n key comes back as it is, for the caller to translate. */
export function labelText(label: Label, language: Language): string {
  return typeof label === 'string' ? label : label[language];
}

/** '/system/menu' → 'systemMenu': the route name a resource page gets when its menu placement names none. */
export function routeNameOf(path: string): string {
  const words = path.split(/[/_-]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
}
