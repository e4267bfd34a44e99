import { labelTitlesOf, normalizeDecimal, type FieldDefinition } from '@ledgerdesk/shared';
import { recordShape, type RecordMaker } from '../lib/record-shape';
import type { ApiRow } from './binding';
import type { BoundResource } from './bound-resource';
import { maskValue } from './maskers';
import { sanitizeRichText } from './rich-text';

/** A column value as the API answers it: instants in ISO-8601 UTC, decimals without trailing zeros. */
function apiValue(field: FieldDefinition, value: unknown): unknown {
  if (value === null || value === undefined) return field.type === 'json' ? (value ?? null) : null;
  if (value instanceof Date) return value.toISOString();
  if ((field.type === 'money' || field.type === 'decimal') && typeof value === 'string') return normalizeDecimal(value);
  return value;
}

export interface ApiRowOptions {
  /** Show masked fields in full (a `get` by a holder of their reveal permission). */
  reveal: (field: FieldDefinition) => boolean;
}

/** How one field of a resource goes from the selected row to the API row, worked out once per resource. */
interface FieldStep {
  name: string;
  field: FieldDefinition;
  virtual: boolean;
  labelKey: string | null;
  /** Where the label's other languages go, for a reference whose label has them. */
  titlesKey: string | null;
}

/** What building a resource's API rows needs, worked out once: a list page walks it for every row (1000 rows: 35,000 values). */
interface RowPlan {
  steps: FieldStep[];
  virtualSteps: FieldStep[];
  hasVersion: boolean;
  /** Row makers by which virtual fields the selected row carries ('1' present, '0' absent, in field order). */
  shapes: Map<string, RecordMaker>;
}

const plans = new WeakMap<BoundResource, RowPlan>();

/**
 * The plan of a resource's rows, made from the first row read. Which references carry their
 * label's other languages is fixed per resource (the reader selects them for every row where the
 * referenced label has them, resource-reader.ts), so it is read off that row once rather than asked
 * of every row.
 */
function rowPlan(resource: BoundResource, selected: Record<string, unknown>): RowPlan {
  let plan = plans.get(resource);
  if (!plan) {
    const steps = Object.entries(resource.definition.fields).map(([name, field]) => {
      // A virtual field is never read from a column, so it has no label beside it.
      const labelled = field.type === 'reference' && field.virtual !== true;
      const titlesKey = labelTitlesOf(name);
      return { name, field, virtual: field.virtual === true, labelKey: labelled ? `${name}Label` : null, titlesKey: labelled && titlesKey in selected ? titlesKey : null };
    });
    plan = { steps, virtualSteps: steps.filter((step) => step.virtual), hasVersion: resource.has('version'), shapes: new Map() };
    plans.set(resource, plan);
  }
  return plan;
}

/**
 * The maker of API rows with the keys a row selected like `selected` gives, in the order the API
 * answers them (lib/record-shape.ts says why rows are made from a shape).
 */
function rowShape(plan: RowPlan, selected: Record<string, unknown>): RecordMaker {
  let present = '';
  for (const { name } of plan.virtualSteps) present += name in selected ? '1' : '0';
  let shape = plan.shapes.get(present);
  if (!shape) {
    const keys = ['id', ...(plan.hasVersion ? ['version'] : [])];
    for (const { name, virtual, labelKey, titlesKey } of plan.steps) {
      if (virtual && !(name in selected)) continue;
      keys.push(name);
      if (labelKey) keys.push(labelKey);
      if (titlesKey) keys.push(titlesKey);
    }
    shape = recordShape(keys);
    plan.shapes.set(present, shape);
  }
  return shape;
}

/** The API row of a selected row: id, version, every field (masked unless revealed), reference labels, computed fields. */
export function toApiRow(resource: BoundResource, selected: Record<string, unknown>, options: ApiRowOptions): ApiRow {
  const plan = rowPlan(resource, selected);
  const row = rowShape(plan, selected)() as ApiRow;
  row.id = Number(selected.id);
  if (plan.hasVersion) row.version = Number(selected.version);
  for (const { name, field, virtual, labelKey, titlesKey } of plan.steps) {
    // A virtual field is the database's when the resource computes it, else its decorate hooks'.
    if (virtual) {
      if (name in selected) row[name] = apiValue(field, selected[name]);
      continue;
    }
    const value = apiValue(field, selected[name]);
    row[name] = field.mask && !options.reveal(field) ? maskValue(field.mask.kind, value) : value;
    if (labelKey) {
      const label = selected[labelKey];
      row[labelKey] = label === null || label === undefined ? null : String(label);
    }
    if (titlesKey) row[titlesKey] = selected[titlesKey] ?? null;
  }
  return row;
}

/**
 * Validated input as column values: instants become Dates for timestamp columns, rich text is
 * sanitised. Keys that are not fields of the definition are dropped.
 */
export function toColumnValues(resource: BoundResource, input: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    const field = resource.definition.fields[name];
    if (!field || field.virtual || value === undefined) continue;
    if (field.type === 'datetime' && typeof value === 'string') {
      values[name] = resource.column(name).dataType === 'date' ? new Date(value) : value;
    } else if (field.type === 'richtext' && typeof value === 'string') {
      values[name] = sanitizeRichText(value);
    } else {
      values[name] = value;
    }
  }
  return values;
}

/** The virtual fields of the input (not columns): handed to the hooks, which keep them. */
export function virtualValues(resource: BoundResource, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([name, value]) => resource.definition.fields[name]?.virtual && value !== undefined));
}
