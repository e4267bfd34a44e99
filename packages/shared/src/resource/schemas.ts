import { z } from 'zod';
import { listCursorSchema, pageQuerySchema, pagingAnswerSchema } from '../api';
import { holdsUnstorableText, idSchema, instantInputSchema, isIsoDate, textSchema, typeError, versionSchema, wholeNumberSchema } from '../input';
import { normalizeDecimal } from '../finance/money';
import { labelTitlesOf, type ActionDefinition, type FieldDefinition, type ResourceDefinition } from './definition';
import { createFields, editFields, filterFields, idParamOf, sortFields } from './routing';
import { validatorNamed } from './validation';
import { IP_FILTER_MAX, ipFilterFamily } from './ip-filter';
import { describedAs } from '../schema-description';

/**
 * The zod schemas of a resource's calls, built from its definition alone: the server validates
 * with them (and publishes them as OpenAPI), the web can check a form with the same rules.
 * Unknown keys are stripped; every message names the problem in plain English.
 */

const DEFAULT_TEXT_MAX = 255;
const DEFAULT_RICH_TEXT_MAX = 100_000;
const FILE_PATH_MAX = 1000;
const REASON_MAX = 500;
const MAX_IDS = 1000;
/** numeric(36,18): at most 18 digits before the point. */
const MAX_WHOLE_DIGITS = 18;
const MAX_FILTER_VALUES = 1000;

/* ---------- small pieces (the strict ones are ../input.ts's, shared with hand-written schemas) ---------- */

const text = textSchema;

/** A cleared filter box sends '' (or null): that is no filter. */
const blankIsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

const wholeNumber = (message = 'must be a whole number') => wholeNumberSchema({ message });

/** A row id: the one strict id every request schema uses. */
export const resourceIdSchema = idSchema;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Compares two decimal strings exactly (no float ever touches them). */
export function compareDecimal(a: string, b: string): number {
  const [x, y] = [normalizeDecimal(a), normalizeDecimal(b)];
  const negX = x.startsWith('-');
  const negY = y.startsWith('-');
  if (negX !== negY) return negX ? -1 : 1;
  const sign = negX ? -1 : 1;
  const [wx = '', fx = ''] = x.replace('-', '').split('.');
  const [wy = '', fy = ''] = y.replace('-', '').split('.');
  if (wx.length !== wy.length) return sign * (wx.length < wy.length ? -1 : 1);
  const width = Math.max(fx.length, fy.length);
  const left = wx + fx.padEnd(width, '0');
  const right = wy + fy.padEnd(width, '0');
  return left === right ? 0 : sign * (left < right ? -1 : 1);
}

interface DecimalRules {
  scale: number;
  signed: boolean;
  min?: string;
  max?: string;
}

/** A decimal string such as "100.5", checked on the text and normalised ("0100.50" → "100.5"). */
function decimalText(rules: DecimalRules) {
  return z
    .string({ error: typeError('must be a decimal string such as "100.5"') })
    .trim()
    .superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (!DECIMAL.test(value)) return fail('must be a decimal string such as "100.5"');
      if (!rules.signed && value.startsWith('-')) return fail('must not be negative');
      const [whole = '', fraction = ''] = value.replace('-', '').split('.');
      if (fraction.length > rules.scale) {
        return fail(rules.scale === 0 ? 'must be a whole amount' : `at most ${rules.scale} decimal places`);
      }
      if (whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) return fail(`at most ${MAX_WHOLE_DIGITS} integer digits`);
      if (rules.min !== undefined && compareDecimal(value, rules.min) < 0) return fail(`must be at least ${rules.min}`);
      if (rules.max !== undefined && compareDecimal(value, rules.max) > 0) return fail(`must be at most ${rules.max}`);
    })
    .transform(normalizeDecimal);
}

const isoInstant = instantInputSchema;

/** A range bound: a date-time, or a bare date meaning the whole UTC day (the server widens it). */
const dateBound = z
  .string({ error: 'must be an ISO-8601 date or date-time' })
  .trim()
  .refine(isIsoDate, { message: 'must be an ISO-8601 date or date-time', params: { issue: 'isoDate' } });

const extensionOf = (path: string) => /\.([^./\\]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';

/* ---------- one field's value ---------- */

/**
 * What a client may write into a field (not yet saying whether it may be left out). `maskedEcho`:
 * an edit form loaded through `get` holds a masked value (with `*`); it passes the validator here
 * and the server keeps the real value when it comes back unchanged (and checks it otherwise).
 */
export function fieldValueSchema(field: FieldDefinition, maskedEcho = false): z.ZodType {
  switch (field.type) {
    case 'text': {
      const max = field.maxLength ?? DEFAULT_TEXT_MAX;
      const validator = field.validator ? validatorNamed(field.validator) : undefined;
      return text()
        .trim()
        .max(max, `at most ${max} characters`)
        .superRefine((value, ctx) => {
          // An empty optional value is "not given"; `required` refuses it separately.
          if (value === '') return;
          if (field.minLength !== undefined && value.length < field.minLength) {
            ctx.addIssue({ code: 'custom', message: `at least ${field.minLength} characters` });
          } else if (validator && !validator.test(value) && !(maskedEcho && value.includes('*'))) {
            ctx.addIssue({ code: 'custom', message: validator.message });
          }
        });
    }
    case 'richtext': {
      const max = field.maxLength ?? DEFAULT_RICH_TEXT_MAX;
      return text().max(max, `at most ${max} characters`);
    }
    case 'integer':
      return wholeNumberSchema({ min: field.min, max: field.max });
    case 'money':
      return decimalText({ scale: Math.min(field.scale, 18), signed: field.signed ?? false });
    case 'decimal':
      return decimalText({ scale: field.scale, signed: true, min: field.min, max: field.max });
    case 'boolean':
      return z.boolean({ error: typeError('must be true or false') });
    case 'enum': {
      const values = field.options.map((o) => o.value);
      return z.enum(values as [string, ...string[]], { error: typeError(`must be one of ${values.join(', ')}`) });
    }
    case 'dict':
      return field.integer
        ? wholeNumber('must be a whole number (a dictionary value)')
        : text('must be text (a dictionary value)').trim().max(100, 'at most 100 characters');
    case 'datetime':
      return isoInstant;
    case 'json':
      // jsonb cannot hold a NUL character or a lone surrogate either, in a value or a key.
      return z.unknown().refine((v) => !holdsUnstorableText(v), { message: 'must not contain a NUL character or broken Unicode', params: { issue: 'unicode' } });
    case 'image':
    case 'file': {
      const accept = field.accept?.map((e) => e.toLowerCase());
      return text('must be a file path')
        .trim()
        .max(FILE_PATH_MAX, `at most ${FILE_PATH_MAX} characters`)
        .refine((v) => !v.split(/[\\/]/).includes('..'), 'must be a path of the file centre')
        .refine(
          (v) => v === '' || !accept?.length || accept.includes(extensionOf(v)),
          `must be a ${accept?.map((e) => `.${e}`).join(', ')} file`,
        );
    }
    case 'reference':
      return resourceIdSchema;
  }
}

const TEXT_LIKE = new Set<FieldDefinition['type']>(['text', 'richtext', 'image', 'file']);

/** Must be given, and not empty. */
function requiredValue(field: FieldDefinition, maskedEcho = false): z.ZodType {
  const value = fieldValueSchema(field, maskedEcho);
  if (field.type === 'json') return value.refine((v) => v !== undefined && v !== null, { message: 'is required', params: { issue: 'required' } });
  if (TEXT_LIKE.has(field.type) || (field.type === 'dict' && !field.integer)) {
    return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), value);
  }
  return value;
}

/** May be left out or cleared (null; text-like fields clear to ''). */
function optionalValue(field: FieldDefinition, maskedEcho = false): z.ZodType {
  const value = fieldValueSchema(field, maskedEcho);
  if (field.type === 'json') return value.optional();
  if (TEXT_LIKE.has(field.type) || (field.type === 'dict' && !field.integer)) {
    return z.preprocess((v) => (v === null ? '' : v), value.optional());
  }
  return value.nullable().optional();
}

/** A field as `add` takes it: required, or optional with the definition's default (which a null, "nothing", gets too). */
export function addFieldSchema(field: FieldDefinition): z.ZodType {
  if (field.required) return requiredValue(field);
  const base = optionalValue(field);
  if (!('default' in field) || field.default === undefined) return base;
  return z.preprocess((v) => (v === null ? undefined : v), base.default(field.default as never));
}

/** A field as `edit` takes it: always optional; a required field may not be emptied. */
export function editFieldSchema(field: FieldDefinition): z.ZodType {
  const maskedEcho = field.mask !== undefined;
  return field.required ? requiredValue(field, maskedEcho).optional() : optionalValue(field, maskedEcho);
}

/* ---------- list filters ---------- */

/** A filter value of a field's type, from a JSON body or a query string. */
function filterValueSchema(name: string, field: FieldDefinition): z.ZodType {
  switch (field.type) {
    case 'text': {
      const value = text().trim().max(DEFAULT_TEXT_MAX, `at most ${DEFAULT_TEXT_MAX} characters`);
      const validator = field.validator ? validatorNamed(field.validator) : undefined;
      return validator?.guardsFilters ? value.refine((v) => validator.test(v), validator.message) : value;
    }
    case 'richtext':
    case 'image':
    case 'file':
      return text().trim().max(DEFAULT_TEXT_MAX, `at most ${DEFAULT_TEXT_MAX} characters`);
    case 'dict':
      return field.integer ? wholeNumber() : text().trim().max(100, 'at most 100 characters');
    case 'integer':
      return wholeNumber();
    case 'reference':
      return resourceIdSchema;
    case 'money':
    case 'decimal':
      return z.preprocess(
        (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
        decimalText({ scale: 18, signed: true }),
      );
    case 'boolean':
      return z.preprocess(
        (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
        z.boolean({ error: 'must be true or false' }),
      );
    case 'enum':
      return fieldValueSchema(field);
    case 'datetime':
      return isoInstant;
    case 'json':
      throw new Error(`resource field ${name}: a json field cannot be filtered`);
  }
}

/** One of many: an array, or one comma-separated string as an address carries it; every item checked. */
function oneOfMany(item: z.ZodType) {
  return z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return undefined;
      if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean);
      return Array.isArray(v) ? v : [v];
    },
    z
      .array(item, { error: 'must be a list of values' })
      .max(MAX_FILTER_VALUES, `at most ${MAX_FILTER_VALUES} values`)
      .optional()
      .transform((list) => (list && list.length > 0 ? list : undefined)),
  );
}

function rangeBoundSchema(name: string, field: FieldDefinition): z.ZodType {
  switch (field.type) {
    case 'integer':
      return wholeNumber();
    case 'money':
    case 'decimal':
      return filterValueSchema(name, field);
    case 'datetime':
      return dateBound;
    default:
      throw new Error(`resource field ${name}: a range filter needs an integer, money, decimal or datetime field`);
  }
}

const optionalFilter = (schema: z.ZodType) => z.preprocess(blankIsAbsent, schema.optional());

/** The names a list query takes for a field's filter (for documentation and the web's forms). */
export function filterKeysOf(name: string, field: FieldDefinition): string[] {
  const keys = field.filter === 'range' ? [`${name}From`, `${name}To`] : [name];
  return field.type === 'reference' ? [...keys, `${name}Label`] : keys;
}

function filterShape(definition: ResourceDefinition): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of filterFields(definition)) {
    switch (field.filter) {
      case 'exact':
        shape[name] = optionalFilter(filterValueSchema(name, field));
        break;
      case 'prefix':
      case 'contains':
        if (!TEXT_LIKE.has(field.type) && field.type !== 'dict') {
          throw new Error(`resource field ${name}: a ${field.filter} filter needs a text field`);
        }
        shape[name] = optionalFilter(text().trim().max(DEFAULT_TEXT_MAX, `at most ${DEFAULT_TEXT_MAX} characters`));
        break;
      case 'range':
        shape[`${name}From`] = optionalFilter(rangeBoundSchema(name, field));
        shape[`${name}To`] = optionalFilter(rangeBoundSchema(name, field));
        break;
      case 'in':
        shape[name] = oneOfMany(filterValueSchema(name, field));
        break;
      case 'cidr':
        if (field.type !== 'text') throw new Error(`resource field ${name}: a cidr filter needs a text field`);
        shape[name] = optionalFilter(
          text()
            .trim()
            .max(IP_FILTER_MAX, `at most ${IP_FILTER_MAX} characters`)
            .refine((value) => ipFilterFamily(value) !== null, 'must be an IP address or a range such as 10.0.0.0/8 or 2001:db8::/32'),
        );
        break;
    }
    if (field.type === 'reference') {
      shape[`${name}Label`] = optionalFilter(text().trim().max(DEFAULT_TEXT_MAX, `at most ${DEFAULT_TEXT_MAX} characters`));
    }
  }
  return shape;
}

/** Fields a list may be sorted by: those marked `sort`, and always the id. */
export function sortableFieldsOf(definition: ResourceDefinition): [string, ...string[]] {
  return [...new Set([...sortFields(definition).map(([name]) => name), 'id'])] as [string, ...string[]];
}

/* ---------- rows (answers) ---------- */

function rowValueSchema(field: FieldDefinition): z.ZodType {
  if (field.mask) return z.string().nullable();
  switch (field.type) {
    case 'integer':
    case 'reference':
      return z.number().nullable();
    case 'dict':
      return field.integer ? z.number().nullable() : z.string().nullable();
    case 'boolean':
      return z.boolean().nullable();
    case 'json':
      return z.unknown();
    default:
      return z.string().nullable();
  }
}

/** Sent where the referenced row's label is given in each language (a menu's parent). */
const labelTitlesSchema = z
  .object({ en: z.string().nullable(), 'zh-tw': z.string().nullable() })
  .nullable()
  .optional()
  .meta(
    describedAs(
      '被引用行在其他语言中的标签（若有；为空时用标签本身）',
      "the referenced row's label in the other languages, where it has them (empty: the label)",
      '被引用列在其他語言中的標籤（若有；為空時用標籤本身）',
    ),
  );

function rowShape(definition: ResourceDefinition): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = { id: z.number(), version: z.number().optional() };
  for (const [name, field] of Object.entries(definition.fields)) {
    // A virtual field is not read from the table: only rows a hook decorates (a `get`) carry it.
    shape[name] = field.virtual ? rowValueSchema(field).optional() : rowValueSchema(field);
    if (field.type === 'reference') {
      shape[`${name}Label`] = z.string().nullable();
      shape[labelTitlesOf(name)] = labelTitlesSchema;
    }
  }
  return shape;
}

/* ---------- actions ---------- */

function actionSchema(action: ActionDefinition) {
  const shape: Record<string, z.ZodType> = {};
  if (action.scope === 'row') shape.id = resourceIdSchema;
  if (action.scope === 'bulk') shape.ids = idListSchema;
  for (const [name, field] of Object.entries(action.input ?? {})) shape[name] = addFieldSchema(field);
  if (action.reason === 'required') {
    shape.reason = text()
      .trim()
      .min(1, 'a reason is required')
      .max(REASON_MAX, `at most ${REASON_MAX} characters`);
  } else if (action.reason === 'optional') {
    shape.reason = text()
      .trim()
      .max(REASON_MAX, `at most ${REASON_MAX} characters`)
      .optional()
      .default('');
  }
  return z.object(shape);
}

/** `ids`: a non-empty list of row ids (or one comma-separated string), at most 1000, duplicates dropped. */
export const idListSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z
    .array(resourceIdSchema, { error: typeError('must be a list of ids') })
    .min(1, 'must name at least one row')
    .max(MAX_IDS, `at most ${MAX_IDS} rows at a time`)
    .transform((ids) => [...new Set(ids)]),
);

/* ---------- the whole set ---------- */

export function resourceSchemas(definition: ResourceDefinition) {
  const sortable = sortableFieldsOf(definition);
  const listQuery = pageQuerySchema.extend({
    sortField: optionalFilter(z.enum(sortable, { error: `must be one of ${sortable.join(', ')}` })),
    sortOrder: optionalFilter(z.enum(['asc', 'desc'], { error: 'must be asc or desc' })),
    // Keyset paging: the page after/before the row a previous answer named (pageIndex is then only echoed).
    cursor: optionalFilter(listCursorSchema),
    ...filterShape(definition),
  });

  const add = z.object(Object.fromEntries(createFields(definition).map(([name, field]) => [name, addFieldSchema(field)])));
  const edit = z.object({
    id: resourceIdSchema,
    version: versionSchema,
    ...Object.fromEntries(editFields(definition).map(([name, field]) => [name, editFieldSchema(field)])),
  });
  const get = z.object({ [idParamOf(definition)]: resourceIdSchema });
  const remove = z.object({ ids: idListSchema });
  const actions = Object.fromEntries(Object.entries(definition.actions ?? {}).map(([name, action]) => [name, actionSchema(action)]));

  const row = z.object(rowShape(definition));
  type TreeRowSchema = z.ZodObject<Record<string, z.ZodType>>;
  const treeRow: TreeRowSchema = row.extend({
    get children() {
      return z.array(treeRow).optional();
    },
  });
  const listRow = definition.tree ? treeRow : row;
  const page = z.object({ list: z.array(listRow), total: z.number(), pageIndex: z.number(), pageSize: z.number() }).extend(pagingAnswerSchema.shape);

  return { listQuery, add, edit, get, delete: remove, actions, row, page, deleteResult: z.object({ deleted: z.number() }) };
}

export type ResourceSchemas = ReturnType<typeof resourceSchemas>;
