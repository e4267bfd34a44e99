import type { Language } from '../constants';

/**
 * A resource is the unit of the console: one definition (plain, serialisable data) drives the
 * API routes and their schemas, the list page, the forms, the permissions, the menu entry and the
 * texts. The server adds what data cannot say (the drizzle table, hooks, action handlers); the web
 * adds what a page wants beyond the generic one (a custom dialog, a cell renderer).
 *
 * Definitions live in `packages/shared/src/resources/<area>/<resource>.ts`, one file each, and are
 * written with `defineResource` so their literal types survive for `RowOf<typeof definition>`.
 */

/** An i18n key the web translates, or the text itself in each of the three languages. */
export type Label = string | Readonly<Record<Language, string>>;

/** SPEC §5's validators, by name (see `validatorNamed` in ./validation). */
export const VALIDATOR_NAMES = [
  'mobile',
  'landline',
  'userName',
  'password',
  'strongPassword',
  'ipv4',
  'email',
  'chineseIdCard',
  'chineseName',
  'postcode',
  'url',
  'licencePlate',
  'hexColor',
  'calendarDate',
] as const;
export type ValidatorName = (typeof VALIDATOR_NAMES)[number];

/**
 * How a list filters on a field: `exact` (=), `prefix` (starts with what was typed, in any case;
 * text only: codes, keys, addresses, accounts; on a table that grows, an index on the folded text
 * serves it, server db/folded-text.ts), `contains` (holds what was typed anywhere, in
 * any case; a name or title people search by a word of it, as RuoYi's lists do, on tables small
 * enough to read whole), `range` (a `<field>From` and/or `<field>To` bound, inclusive; numbers,
 * money, date-times) or `in` (one of several values: an array, or one comma-separated string as an
 * address carries it) or `cidr` (a text column holding IP addresses, matched against one address
 * or a range: 10.0.0.0/8).
 */
export type FilterMode = 'exact' | 'prefix' | 'contains' | 'range' | 'in' | 'cidr';

/** Personal data shown masked in lists, exports and (without the reveal permission) details. */
export type MaskKind = 'idNumber' | 'phone' | 'email' | 'name' | 'secret';

/** antd tag colours a value may be shown in. */
export type TagColor = 'default' | 'success' | 'processing' | 'warning' | 'error' | (string & {});

/** The fields holding a text's English and traditional Chinese beside its simplified Chinese. */
export interface OtherLanguageFields {
  en: string;
  'zh-tw': string;
}

/** A field's texts in every language, this field first: what its filter matches. */
/**
 * One of the other languages of a text the server computes with the row (a recharge's channel name):
 * carried by the row so the reader's language can show, never a field of its own on any screen.
 */
export const computedOtherLanguage = (label: Label) =>
  ({ type: 'text', label, virtual: true, readOnly: true, form: false, list: false, detail: false, export: false }) as const;

export const textFieldsOf = (name: string, field: { languages?: OtherLanguageFields }): string[] =>
  field.languages ? [name, field.languages.en, field.languages['zh-tw']] : [name];

export interface FieldCommon {
  label: Label;
  /** add: must be given and non-empty; edit: may not be emptied. */
  required?: boolean;
  /** A unique index backs it; a duplicate answers 409 naming this field. */
  unique?: boolean;
  /** In the create/edit form (default true unless `readOnly`); `'create'`: set once, read-only afterwards. */
  form?: boolean | 'create';
  /** A list column (default true). */
  list?: boolean;
  /** In the detail drawer (default true). */
  detail?: boolean;
  /** A column of the export (default: as `list`). */
  export?: boolean;
  /** A list filter, and how it matches. */
  filter?: FilterMode;
  /**
   * The same text in the other console languages, each a text field of its own (a menu's `title`,
   * `titleEn`, `titleZhTw`; an empty one falls back to this field). A list shows the reader's (the
   * detail, each in a row of its own), its filter matches any of them, and an export writes the
   * export language's unless the others are exported beside it.
   */
  languages?: OtherLanguageFields;
  /** The list may be sorted by it (whitelisted; never raw SQL). */
  sort?: boolean;
  /** List column width in px. */
  width?: number;
  mask?: { kind: MaskKind; /** A permission whose holders see it unmasked in `get`. */ reveal?: string };
  /** Kept by the server only (computed, or written by business logic): never accepted from a client. */
  readOnly?: boolean;
  /** A hint under the form control. */
  help?: Label;
  /**
   * In the form only while another field holds one of these values (a menu's path only for
   * directories and pages). Presentation only: rules that depend on another field are server hooks.
   */
  when?: { field: string; in: readonly string[] };
  /**
   * Not a column: validated with the rest of the input and handed to the hooks, which keep it
   * elsewhere (a menu's roles live in sys_role_menu) and answer it through `decorateRow`.
   */
  virtual?: boolean;
}

export interface TextField extends FieldCommon {
  type: 'text';
  minLength?: number;
  /** Default 255. */
  maxLength?: number;
  validator?: ValidatorName;
  /** How the form edits it: a textarea, the icon picker, a colour picker or a password box. */
  widget?: 'textarea' | 'icon' | 'color' | 'password';
  /**
   * May hold a translation key (the seed names built-in rows by keys, as `role.admin`): lists,
   * details and detail titles show it in the operator's language; plain text shows as written.
   */
  translated?: boolean;
  default?: string;
}
export interface IntegerField extends FieldCommon {
  type: 'integer';
  min?: number;
  max?: number;
  default?: number;
}
/** Money: a decimal string on the wire, numeric(36,18) in the database; never a float. */
export interface MoneyField extends FieldCommon {
  type: 'money';
  /** Decimal places accepted (at most 18). */
  scale: number;
  /** Negative amounts accepted (adjustments); default false. */
  signed?: boolean;
  default?: string;
}
/** A rate or other exact decimal (fees, percentages), a decimal string on the wire. */
export interface DecimalField extends FieldCommon {
  type: 'decimal';
  scale: number;
  min?: string;
  max?: string;
  /** Shown and entered as a percentage (0.015 ↔ 1.5%). */
  percent?: boolean;
  default?: string;
}
export interface BooleanField extends FieldCommon {
  type: 'boolean';
  default?: boolean;
}
export interface EnumOption {
  value: string;
  label: Label;
  color?: TagColor;
}
/** A closed set fixed in code (a state machine's states, a menu type). */
export interface EnumField extends FieldCommon {
  type: 'enum';
  options: readonly EnumOption[];
  default?: string;
}
/** A value from a dictionary type operators administer (labels and colours come from it). */
export interface DictField extends FieldCommon {
  type: 'dict';
  dictType: string;
  /** The column holds an integer (e.g. a KYC level); the wire carries a number. */
  integer?: boolean;
  default?: string;
}
/** An instant: ISO-8601 UTC on the wire, shown in the browser's zone. */
export interface DateTimeField extends FieldCommon {
  type: 'datetime';
}
/** A file of the file centre, by its stored path. */
export interface FileField extends FieldCommon {
  type: 'image' | 'file';
  /** Accepted extensions, without dots. */
  accept?: readonly string[];
}
/** HTML sanitised on the server with an allow-list; never injected raw by the web. */
export interface RichTextField extends FieldCommon {
  type: 'richtext';
  maxLength?: number;
}
export interface JsonField extends FieldCommon {
  type: 'json';
}
/**
 * The id of a row of another resource. Rows carry `<field>Label` (the referenced row's
 * `labelField`) beside it, and a list with `filter` on it also accepts `<field>Label` (exact).
 * When that label field is given in each language (`languages`), rows also carry
 * `<field>LabelTitles`, its texts in the other languages (labelTitlesOf).
 */
export interface ReferenceField extends FieldCommon {
  type: 'reference';
  /** The referenced resource's `name`. */
  resource: string;
  labelField: string;
}

export type FieldDefinition =
  | TextField
  | IntegerField
  | MoneyField
  | DecimalField
  | BooleanField
  | EnumField
  | DictField
  | DateTimeField
  | FileField
  | RichTextField
  | JsonField
  | ReferenceField;
export type FieldType = FieldDefinition['type'];

export type CrudOp = 'list' | 'get' | 'add' | 'edit' | 'delete' | 'export';
export const CRUD_OPS: readonly CrudOp[] = ['list', 'get', 'add', 'edit', 'delete', 'export'];
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where a call lives when it differs from the default (SPEC §7 names some calls exactly). */
export interface EndpointOverride {
  /** Relative to API_PREFIX, e.g. 'menu/update'. */
  path?: string;
  method?: HttpMethod;
  /** `get`'s query parameter naming the row (default 'id'; SPEC's dictionary data uses 'dictCode'). */
  idParam?: string;
}

/**
 * An operation beyond CRUD (review, freeze, reset a password): a named server handler with its
 * own input, permission, confirmation and optional reason. Money-moving services stay hand-written
 * and are called from here.
 */
export interface ActionDefinition {
  label: Label;
  /** Default `<resource permission>/<action name>`. */
  permission?: string;
  /** `row`: body { id, ...input }; `bulk`: { ids, ...input }; `page`: { ...input }. */
  scope: 'row' | 'bulk' | 'page';
  input?: Readonly<Record<string, FieldDefinition>>;
  /** Adds `reason` (1–500 characters when required). */
  reason?: 'required' | 'optional';
  /** Asked before the call is made. */
  confirm?: Label;
  danger?: boolean;
  /** Offered only on rows whose field holds one of these values (the handler enforces it too). */
  when?: { field: string; in: readonly string[] };
  /** Default POST `<base>/<action name>`. */
  endpoint?: EndpointOverride;
  /**
   * The menu button that grants the action's permission, where it is not named after the action:
   * the two directions of a switch share one permission and one button ('On/off'), and a switch
   * split into them keeps the button's key, so the seed adds no second button for it.
   */
  menuButton?: { key: string; title: Label };
}

export interface MenuPlacement {
  /** The parent menu's key in the menu seed (e.g. 'system'). */
  parent: string;
  /** Stable key of this page's menu row (default: the resource name with '/' → '.'). */
  key?: string;
  path: string;
  /** The menu entry's title when it differs from the resource's (a page showing several resources). */
  title?: Label;
  /** Route name (default: derived from the path). */
  name?: string;
  /** The page file, SPEC-style component string; default 'resource/index' (the generic page). */
  component?: string;
  icon: string;
  sort: number;
  keepAlive?: boolean;
  /** Roles besides the super role granted the page and every button. */
  roles?: readonly string[];
}

export interface ResourceDefinition {
  /** Unique, `area/resource` (e.g. 'system/menu'). */
  name: string;
  /** The SQL table; the server binds it to its drizzle table and checks every field is a column. */
  table: string;
  /** `area/resource`: the ops need `<permission>/list|add|edit|delete|export` (get needs list). */
  permission: string;
  /** The list's name: the page heading and the menu entry ('Wallet codes'). */
  title: Label;
  /**
   * One record's name as a sentence says it ('wallet code': English in lower case), for form and
   * detail titles ('Add wallet code', 'Wallet code #4'); the title where absent. A resource whose
   * forms or details say it must have one (see resources.test).
   */
  recordName?: Label;
  fields: Readonly<Record<string, FieldDefinition>>;
  /** The CRUD calls that exist (default all six). */
  ops?: readonly CrudOp[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** The field that names a row to an operator (an account, an order number): titles say it instead of `#id`. */
  recordLabel?: string;
  /** `hard` deletes rows; `soft` sets deleted_at and hides them; `refuse` offers no delete. */
  delete: 'hard' | 'soft' | 'refuse';
  /** A tree (menus, departments): the list answers the whole tree, unpaged; a row with children cannot be deleted. */
  tree?: { parentField: string };
  /** Base path of the calls relative to API_PREFIX (default the resource name), and per-call overrides. */
  endpoints?: { base?: string } & Partial<Record<CrudOp, EndpointOverride>>;
  actions?: Readonly<Record<string, ActionDefinition>>;
  menu?: MenuPlacement;
  /**
   * A virtual boolean field, true while a four-eyes request about the row waits (fields an edit
   * files for a second operator instead of writing). The add and edit answers carry it, and the
   * form says the change waits for approval rather than only "saved".
   */
  pendingChange?: string;
}

/** Keeps the literal types of a definition (for RowOf) while checking it against the shape. */
export function defineResource<const D extends ResourceDefinition>(definition: D): D {
  return definition;
}

/* ---------- row types ---------- */

type ValueOf<F extends FieldDefinition> = F extends { type: 'integer' }
  ? number
  : F extends { type: 'boolean' }
    ? boolean
    : F extends { type: 'dict'; integer: true }
      ? number
      : F extends { type: 'enum'; options: readonly (infer O)[] }
        ? O extends { value: infer V }
          ? V
          : string
        : F extends { type: 'reference' }
          ? number
          : F extends { type: 'json' }
            ? unknown
            : string;

/** A referenced row's label in the other languages, where its label field has them (empty: the label itself). */
export type LabelTitles = { [L in keyof OtherLanguageFields]: string | null };

/** A row's texts of a field given in each language, in the other languages (`languages` names their fields). */
export function otherTextsOf(row: Readonly<Record<string, unknown>>, languages: OtherLanguageFields): LabelTitles {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { en: text(row[languages.en]), 'zh-tw': text(row[languages['zh-tw']]) };
}

/** The key of a reference's label in the other languages beside `<field>Label`. */
export const labelTitlesOf = (name: string) => `${name}LabelTitles` as const;

type ReferenceLabels<Fs> = {
  [K in keyof Fs as Fs[K] extends { type: 'reference' } ? `${K & string}Label` : never]: string | null;
} & {
  [K in keyof Fs as Fs[K] extends { type: 'reference' } ? `${K & string}LabelTitles` : never]?: LabelTitles | null;
};

/** A row as the API answers it: every field (null when unset), id, version and the reference labels. */
export type RowOf<D extends ResourceDefinition> = { id: number; version: number } & {
  [K in keyof D['fields']]: ValueOf<D['fields'][K]> | (D['fields'][K] extends { required: true } ? never : null);
} & ReferenceLabels<D['fields']>;

/* ---------- the call shapes every resource shares ---------- */

/** `delete` takes `{ ids }` (SPEC §7) and answers how many went. */
export interface DeleteRequest {
  ids: number[];
}
export interface DeleteResult {
  deleted: number;
}
/** A tree list answers every row, children nested under `children`. */
export type TreeRow<R> = R & { children?: TreeRow<R>[] };
