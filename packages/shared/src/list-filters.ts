import { z } from 'zod';

/* The pieces every list query is built from: ids, optional text, date bounds, sort order. */

/** A row id: a positive integer, also accepted as text (query strings carry text). */
export const idSchema = z.coerce.number({ error: 'must be a number' }).int().positive();

export const idQuerySchema = z.object({ id: idSchema });
export type IdQuery = z.infer<typeof idQuerySchema>;

/** Optional text filter; an empty string means "no filter". */
export const optionalTextFilter = (max = 64) => z.string().trim().max(max).optional().transform((v) => v || undefined);

/** Optional ISO-8601 date or date-time bound; an empty string means "no bound". */
export const dateBoundFilter = z
  .string()
  .trim()
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), 'must be an ISO-8601 date or date-time')
  .optional()
  .transform((v) => v || undefined);

export const sortOrderSchema = z.enum(['asc', 'desc']).optional();
