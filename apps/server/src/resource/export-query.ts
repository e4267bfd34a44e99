import { z } from 'zod';
import { exportedFields, textSchema, type Language, type ResourceDefinition } from '@ledgerdesk/shared';
import { languageSchema, timeZoneSchema } from '../lib/export-locale';

/** What an export takes besides the list's filters and sort, to be written as the operator reads it. */
export interface ExportOptions {
  /** The operator's language; without it, the request's Accept-Language, else English. */
  lang?: Language;
  /** The operator's IANA time zone for every time written; without it, UTC. */
  timeZone?: string;
  /** Column headers as the console shows them, by field (it translates labels the server cannot). */
  headers?: Record<string, string>;
  /** The sheet's name as the console titles the page. */
  sheetTitle?: string;
}

const OPTION_NAMES = ['lang', 'timeZone', 'headers', 'sheetTitle'] as const;
const HEADER_MAX = 100;

/**
 * The export's body: the list's query plus the export options. A resource whose own filters used
 * one of the options' names could not tell the two apart, so that stops start-up.
 */
export function exportQueryOf(definition: ResourceDefinition, listQuery: z.ZodObject) {
  const taken = OPTION_NAMES.filter((name) => name in listQuery.shape);
  if (taken.length) throw new Error(`resource ${definition.name}: the filter ${taken.join(', ')} collides with an export option`);
  const exported = exportedFields(definition).map(([name]) => name);
  const header = textSchema().trim().min(1, 'must not be empty').max(HEADER_MAX, `at most ${HEADER_MAX} characters`);
  return listQuery.extend({
    lang: languageSchema.optional(),
    timeZone: timeZoneSchema.optional(),
    headers: (exported.length
      ? z.partialRecord(z.enum(exported, { error: `must name exported fields: ${exported.join(', ')}` }), header, { error: 'must be an object of texts by field' })
      : z.object({}).strict()
    ).optional(),
    sheetTitle: header.optional(),
  });
}
