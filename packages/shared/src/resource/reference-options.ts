import { z } from 'zod';
import { API_PREFIX } from '../api';
import { idSchema, textSchema } from '../input';
import { describedAs } from '../schema-description';

/**
 * Where a form finds the rows a reference field may name: `options/<resource name>`, one route per
 * listable resource. Keyed by the name a reference field already carries, so a form needs no other
 * definition than its own (and no route of another resource's can take the path).
 */
export const referenceOptionsPath = (resourceName: string) => `${API_PREFIX}/options/${resourceName}`;

/** How many rows a reference picker offers at once (it narrows by what is typed). */
export const REFERENCE_OPTIONS_LIMIT = 20;

type FieldDescription = ReturnType<typeof describedAs>;

/**
 * The query of a picker: what is typed (`keyword`, at most 64 characters) or the one row a form
 * already holds (`id`), each described by the picker that takes it.
 */
export const pickerQuerySchema = (keyword: FieldDescription, id: FieldDescription) =>
  z.object({
    keyword: textSchema().trim().max(64, 'at most 64 characters').optional().meta(keyword),
    id: idSchema.optional().meta(id),
  });

export const referenceOptionsQuerySchema = pickerQuerySchema(
  describedAs('行标签的开头，不区分大小写', "start of the row's label, any case", '列標籤的開頭，不區分大小寫'),
  describedAs('按 ID 取一行（选择器显示表单中已有的行）', 'one row by id (a picker showing the row a form already holds)', '按 ID 取一列（選擇器顯示表單中已有的列）'),
);
export type ReferenceOptionsQuery = z.infer<typeof referenceOptionsQuerySchema>;

/** A row as a picker offers it: its id and its label field's text. */
export const referenceOptionSchema = z.object({ id: z.number().int(), label: z.string() });
export type ReferenceOption = z.infer<typeof referenceOptionSchema>;
export const referenceOptionsSchema = z.object({ list: z.array(referenceOptionSchema) });
