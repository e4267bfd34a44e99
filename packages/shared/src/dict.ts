import { z } from 'zod';
import { API_PREFIX } from './api';
import { LANGUAGES } from './constants';
import { textSchema } from './input';

/** Dictionary lookups that fill selects and tags (SPEC §3 "dictionary entry", §7 getDictData). */

export const DICT_ENDPOINTS = {
  dictData: `${API_PREFIX}/dict/data/getDictData`,
  /** Several dictionary types in one call: a page fetches all it shows at once. */
  dictBatch: `${API_PREFIX}/dict/data/getDicts`,
} as const;

export const dictDataQuerySchema = z.object({
  dictType: textSchema().trim().min(1, 'dictType is required').max(100),
  defaultValue: textSchema().max(100).optional(),
});

export const dictValueSchema = z.object({
  key: z.string().describe('the label: an i18n key, or the text itself'),
  value: z.string(),
  isDefault: z.boolean(),
  listClass: z.string().optional().describe('antd tag colour for DictTag (success, warning, error, processing, default)'),
  labels: z
    .partialRecord(z.enum(LANGUAGES), z.string())
    .optional()
    .describe('the label in each language where the entry gives one; otherwise `key` is translated as an i18n key'),
});
export type DictValue = z.infer<typeof dictValueSchema>;

export const dictBatchQuerySchema = z.object({
  dictTypes: z.array(textSchema().trim().min(1).max(100)).min(1, 'name at least one dictType').max(50),
});
export const dictBatchResponseSchema = z.object({ dicts: z.record(z.string(), z.array(dictValueSchema)) });
export type DictBatchResponse = z.infer<typeof dictBatchResponseSchema>;

export const dictDataResponseSchema = z.object({ values: z.array(dictValueSchema) });
export type DictDataResponse = z.infer<typeof dictDataResponseSchema>;
