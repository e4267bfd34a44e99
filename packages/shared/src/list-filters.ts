import { z } from 'zod';

/*
 * The id every hand-written request schema names a row with. Lists, their filters and sorts come
 * from resource definitions (resource/schemas.ts).
 */

/** A row id: a positive integer, also accepted as text (query strings carry text). */
export const idSchema = z.coerce.number({ error: 'must be a number' }).int().positive();
