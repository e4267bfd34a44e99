import { z } from 'zod';
import { API_PREFIX } from './api';
import { LANGUAGES } from './constants';
import { textSchema } from './input';
import { describedAs } from './schema-description';

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
  key: z.string().meta(describedAs('标签：i18n 键，或文本本身', 'the label: an i18n key, or the text itself', '標籤：i18n 鍵，或文字本身')),
  value: z.string(),
  isDefault: z.boolean(),
  listClass: z.string().optional().meta(
    describedAs(
      'DictTag 的 antd 标签颜色（success、warning、error、processing、default）',
      'antd tag colour for DictTag (success, warning, error, processing, default)',
      'DictTag 的 antd 標籤顏色（success、warning、error、processing、default）',
    ),
  ),
  labels: z
    .partialRecord(z.enum(LANGUAGES), z.string())
    .optional()
    .meta(
      describedAs(
        '条目给出的各语言标签；未给出时把 `key` 当作 i18n 键翻译',
        'the label in each language where the entry gives one; otherwise `key` is translated as an i18n key',
        '條目給出的各語言標籤；未給出時把 `key` 當作 i18n 鍵翻譯',
      ),
    ),
});
export type DictValue = z.infer<typeof dictValueSchema>;

export const dictBatchQuerySchema = z.object({
  dictTypes: z.array(textSchema().trim().min(1).max(100)).min(1, 'name at least one dictType').max(50),
});
export const dictBatchResponseSchema = z.object({ dicts: z.record(z.string(), z.array(dictValueSchema)) });
export type DictBatchResponse = z.infer<typeof dictBatchResponseSchema>;

export const dictDataResponseSchema = z.object({ values: z.array(dictValueSchema) });
export type DictDataResponse = z.infer<typeof dictDataResponseSchema>;
