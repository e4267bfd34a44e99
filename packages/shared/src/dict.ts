import { z } from 'zod';
import { API_PREFIX } from './api';
import type { Language } from './constants';

/** Dictionary lookups that fill selects and tags (SPEC §3 "dictionary entry", §7 getDictData). */

export const DICT_ENDPOINTS = {
  dictData: `${API_PREFIX}/dict/data/getDictData`,
  /** Several dictionary types in one call: a page fetches all it shows at once. */
  dictBatch: `${API_PREFIX}/dict/data/getDicts`,
} as const;

export const dictDataQuerySchema = z.object({
  dictType: z.string().trim().min(1, 'dictType is required').max(100),
  defaultValue: z.string().max(100).optional(),
});

export interface DictValue {
  key: string;
  value: string;
  isDefault: boolean;
  /** antd tag colour for DictTag (success, warning, error, processing, default). */
  listClass?: string;
  /** The label in each language where the entry gives one; otherwise `key` is translated as an i18n key. */
  labels?: Partial<Record<Language, string>>;
}

export const dictBatchQuerySchema = z.object({
  dictTypes: z.array(z.string().trim().min(1).max(100)).min(1, 'name at least one dictType').max(50),
});
export interface DictBatchResponse {
  dicts: Record<string, DictValue[]>;
}

export interface DictDataResponse {
  values: DictValue[];
}
