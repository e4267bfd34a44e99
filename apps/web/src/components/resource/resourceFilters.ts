import dayjs, { type Dayjs } from 'dayjs';
import { filterFields, type FieldDefinition, type FilterMode, type ResourceDefinition } from '@ledgerdesk/shared';
import type { ListParams, ParamValue } from './resourceApi';

/**
 * The filter form of a resource and its list call agree on names: `<field>` for exact, prefix and
 * one-of-many, `<field>From` / `<field>To` for a range, `<field>Label` for a reference's label.
 * A date-time range is one picker in the form, `<field>Range`, sent as the two bounds.
 */
export type FilterValues = Record<string, unknown>;

export interface FilterSpec {
  name: string;
  field: FieldDefinition;
  mode: FilterMode;
}

export const rangeFrom = (name: string) => `${name}From`;
export const rangeTo = (name: string) => `${name}To`;
export const referenceLabel = (name: string) => `${name}Label`;
export const dateRange = (name: string) => `${name}Range`;

export function filterSpecs(definition: ResourceDefinition): FilterSpec[] {
  return filterFields(definition).map(([name, field]) => ({ name, field, mode: field.filter as FilterMode }));
}

const isNumeric = (field: FieldDefinition) => field.type === 'integer' || field.type === 'reference' || (field.type === 'dict' && field.integer === true);

/** One value as the list call takes it: trimmed text, numbers for numeric fields, nothing when empty. */
function scalar(field: FieldDefinition, value: unknown): string | number | boolean | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (dayjs.isDayjs(value)) return value.toISOString();
  const text = String(value).trim();
  if (!text) return undefined;
  if (field.type === 'boolean') return text === 'true';
  if (isNumeric(field)) {
    const number = Number(text);
    return Number.isFinite(number) ? number : undefined;
  }
  return text;
}

/** The range picker's pair, or the phone's two pickers' (either may be empty, or not there yet). */
function isDayjsPair(value: unknown): value is [(Dayjs | null)?, (Dayjs | null)?] {
  return Array.isArray(value) && value.length <= 2 && value.some((v) => dayjs.isDayjs(v));
}

/** Turns the filter form's values into the list call's filters; empty controls send nothing. */
export function filtersToParams(definition: ResourceDefinition, values: FilterValues): ListParams {
  const params: ListParams = {};
  const put = (key: string, value: ParamValue | undefined) => {
    if (value !== undefined) params[key] = value;
  };
  for (const { name, field, mode } of filterSpecs(definition)) {
    if (mode === 'range' && field.type === 'datetime') {
      // Whole days in the browser's zone, sent as UTC instants: "today" is the operator's today.
      const range = values[dateRange(name)];
      if (isDayjsPair(range)) {
        put(rangeFrom(name), range[0]?.startOf('day').toISOString());
        put(rangeTo(name), range[1]?.endOf('day').toISOString());
      }
    } else if (mode === 'range') {
      put(rangeFrom(name), scalar(field, values[rangeFrom(name)]));
      put(rangeTo(name), scalar(field, values[rangeTo(name)]));
    } else if (mode === 'in') {
      const list = (Array.isArray(values[name]) ? (values[name] as unknown[]) : [values[name]])
        .map((v) => scalar(field, v))
        .filter((v): v is string | number => v !== undefined && typeof v !== 'boolean');
      if (list.length) params[name] = list;
    } else {
      put(name, scalar(field, values[name]));
    }
    if (field.type === 'reference') put(referenceLabel(name), scalar({ type: 'text', label: '' }, values[referenceLabel(name)]));
  }
  return params;
}

/** A value from the address as the form control holds it. */
function fromAddress(field: FieldDefinition, text: string): unknown {
  if (field.type === 'integer' || field.type === 'reference') {
    const number = Number(text);
    return Number.isFinite(number) ? number : undefined;
  }
  if (field.type === 'boolean') return text === 'true' || text === 'false' ? text : undefined;
  if (field.type === 'datetime') {
    const time = dayjs(text);
    return time.isValid() ? time : undefined;
  }
  return text;
}

/**
 * The filters an address presets (?status=PENDING,REVIEWING&memberId=7&createdFrom=…), as the
 * filter form holds them; names the resource does not filter on are ignored.
 */
export function filtersFromSearch(definition: ResourceDefinition, search: URLSearchParams): FilterValues {
  const values: FilterValues = {};
  const read = (key: string) => search.getAll(key).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  for (const { name, field, mode } of filterSpecs(definition)) {
    if (mode === 'range') {
      const [from] = read(rangeFrom(name));
      const [to] = read(rangeTo(name));
      if (field.type === 'datetime') {
        if (from || to) values[dateRange(name)] = [from ? fromAddress(field, from) ?? null : null, to ? fromAddress(field, to) ?? null : null];
      } else {
        if (from) values[rangeFrom(name)] = fromAddress(field, from);
        if (to) values[rangeTo(name)] = fromAddress(field, to);
      }
    } else if (mode === 'in') {
      const list = read(name).map((v) => fromAddress(field, v)).filter((v) => v !== undefined);
      if (list.length) values[name] = list;
    } else {
      const raw = search.get(name)?.trim();
      if (raw) values[name] = fromAddress(field, raw);
    }
    const label = search.get(referenceLabel(name))?.trim();
    if (field.type === 'reference' && label) values[referenceLabel(name)] = label;
  }
  return values;
}
