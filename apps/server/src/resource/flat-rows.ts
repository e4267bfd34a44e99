import { Column, is, SQL, type DriverValueDecoder } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import { recordShape } from '../lib/record-shape';
import { isoInstantOf } from './instant-text';

/** A selected field as drizzle keeps it on a prepared select: where its value goes, and the column or expression it is. */
interface SelectedField {
  path: string[];
  field: unknown;
}

/** The part of drizzle's prepared query (pg and PGlite alike) that maps the driver's array rows. */
interface MappedQuery {
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** An expression's decoder (its mapWith), which drizzle's mapping reads but its types hide. */
const decoderOfSql = (expression: SQL) => (expression as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;

/** A timestamptz read as a Date: its row is an API row's source, where the Date would only become this text (toApiRow). */
const instantAsApiText: DriverValueDecoder<unknown, unknown> = {
  mapFromDriverValue: (value) => (typeof value === 'string' ? isoInstantOf(value) : value),
};

function decoderOf(field: unknown): DriverValueDecoder<unknown, unknown> | null {
  if (is(field, PgTimestamp) && field.withTimezone) return instantAsApiText;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  return null;
}

/**
 * Has a prepared select of flat fields, whose rows become API rows (the resource reader's), decode
 * them with each column's decoder picked once. drizzle's own mapping finds every value's decoder
 * again, by class checks and a walk of its path: on a 1000-row page (35,000 values) that cost
 * about 4 ms of the call's 30 on PostgreSQL, more than building the API rows. The values are the
 * same: null stays null, anything else goes through the column's (or expression's) own decoder,
 * but for instants (timestamptz), which arrive as the ISO text toApiRow would make of their Date.
 * Each record is made with every key already in place (lib/record-shape.ts), so it stays a fast
 * object. A select with nested fields, or one drizzle prepared differently than expected, keeps
 * drizzle's mapping.
 */
export function withFlatRows<T>(prepared: T): T {
  const query = prepared as MappedQuery;
  const fields = query.fields;
  if (!fields || query.customResultMapper || fields.some(({ path }) => path.length !== 1)) return prepared;
  const keys = fields.map(({ path }) => path[0]!);
  const decoders = fields.map(({ field }) => decoderOf(field));
  if (decoders.some((decoder) => decoder === null)) return prepared;
  const decode = decoders as Array<DriverValueDecoder<unknown, unknown>>;
  const width = keys.length;
  const newRecord = recordShape(keys);
  query.customResultMapper = (rows) =>
    rows.map((row) => {
      const record = newRecord();
      for (let i = 0; i < width; i += 1) {
        const value = row[i];
        record[keys[i]!] = value === null ? null : decode[i]!.mapFromDriverValue(value);
      }
      return record;
    });
  return prepared;
}
