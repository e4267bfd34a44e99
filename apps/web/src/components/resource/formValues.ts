import dayjs from 'dayjs';
import { createFields, shiftDecimal, editFields, type FieldDefinition, type FieldEntry, type ResourceDefinition } from '@ledgerdesk/shared';
import type { ResourceRow } from './resourceApi';

export type FormValues = Record<string, unknown>;

/** The fields a form shows: what may be sent, plus (on edit) the set-once ones, read-only. */
export function formFields(definition: ResourceDefinition, mode: 'create' | 'edit'): FieldEntry[] {
  if (mode === 'create') return createFields(definition);
  const editable = new Set(editFields(definition).map(([name]) => name));
  return createFields(definition).filter(([name, field]) => editable.has(name) || field.form === 'create');
}

/** A stored value as its form control holds it. */
function toControl(field: FieldDefinition, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  switch (field.type) {
    case 'datetime':
      return dayjs(String(value));
    case 'json':
      return JSON.stringify(value, null, 2);
    case 'dict':
      return String(value);
    case 'decimal':
      return field.percent ? (shiftDecimal(String(value), 2) ?? String(value)) : String(value);
    default:
      return value;
  }
}

/** A control's value as the API takes it; an emptied control sends null. */
function fromControl(field: FieldDefinition, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '' && field.type !== 'boolean') return null;
  switch (field.type) {
    case 'datetime':
      return dayjs.isDayjs(value) ? value.toISOString() : String(value);
    case 'json':
      return JSON.parse(String(value)) as unknown;
    case 'dict':
      return field.integer ? Number(value) : String(value);
    case 'decimal':
      return field.percent ? shiftDecimal(String(value), -2) : String(value).trim();
    case 'money':
      return String(value).trim();
    case 'text':
      // A password box is never trimmed: spaces may be part of it.
      return field.widget === 'password' ? value : String(value).trim();
    default:
      return value;
  }
}

/** Whether a field belongs in the form given the other values (a menu's path only for directories and pages). */
export function isShown(field: FieldDefinition, values: FormValues): boolean {
  if (!field.when) return true;
  const value = values[field.when.field];
  return value !== null && value !== undefined && field.when.in.includes(String(value));
}

/** Fields a page gives its own control (ResourcePage `inputs`): their values pass as the API has them. */
export type OwnControls = ReadonlySet<string>;
const NONE: OwnControls = new Set();

/** The form's starting values: a row being edited, or the definition's defaults plus any preset (a child's parent). */
export function initialFormValues(fields: FieldEntry[], row: ResourceRow | null, preset: FormValues = {}, own: OwnControls = NONE): FormValues {
  const values: FormValues = {};
  for (const [name, field] of fields) {
    const start = row ? row[name] : (preset[name] ?? ('default' in field ? field.default : undefined));
    values[name] = own.has(name) ? (start ?? undefined) : toControl(field, start);
  }
  return values;
}

/**
 * What the form sends: on create every filled field, on edit each field as the API takes it;
 * never a field the form does not show for the other values.
 */
export function formPayload(fields: FieldEntry[], values: FormValues, mode: 'create' | 'edit', own: OwnControls = NONE): FormValues {
  const payload: FormValues = {};
  for (const [name, field] of fields) {
    if ((mode === 'edit' && field.form === 'create') || !isShown(field, values)) continue;
    const value = own.has(name) ? (values[name] ?? null) : fromControl(field, values[name]);
    if (mode === 'create' && value === null) continue;
    payload[name] = value;
  }
  return payload;
}

/** Only what the operator changed goes with an edit: an untouched masked value is never written back. */
export function changedValues(before: FormValues, after: FormValues): FormValues {
  return Object.fromEntries(Object.entries(after).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(before[name] ?? null)));
}
