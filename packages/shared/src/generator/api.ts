import { z } from 'zod';
import { textSchema } from '../input';
import type { Label } from '../resource/definition';
import { SQL_IDENTIFIER, type CatalogTable, type GeneratedFile } from './model';
import type { DiffLine } from './line-diff';

/** Import one table by name (it is looked up in the catalogue; the name is never used as SQL text). */
export const generatorImportSchema = z.object({ tableName: textSchema().trim().min(1, 'is required').max(63) });
export const generatorIdSchema = z.object({ id: z.coerce.number().int().positive() });
/** Write into the working tree: the files the operator confirmed overwriting, by path. */
export const generatorWriteSchema = z.object({ id: z.number().int().positive(), overwrite: z.array(z.string().max(300)).max(20).default([]) });

export type ImportableTable = CatalogTable;

/** A generated file in the preview: its text and how the working tree's copy differs. */
export interface PreviewFile extends GeneratedFile {
  exists: boolean;
  changed: boolean;
  diff: DiffLine[];
}

/** The display columns a relation may pick for a referenced table. */
export const generatorLabelFieldsSchema = z.object({ table: z.string().regex(SQL_IDENTIFIER, 'must be a table name') });

/**
 * What a reference to a table may show instead of the id: the resource that serves the table
 * (null when none does yet, and then no reference is generated) and those of its fields that are
 * columns of the table, neither masked nor secret.
 */
export interface LabelFields {
  resource: string | null;
  fields: { field: string; label: Label }[];
}
