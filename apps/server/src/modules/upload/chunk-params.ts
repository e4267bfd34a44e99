import { chunkParamsSchema, type ChunkParams } from '@ledgerdesk/shared';
import { badRequest } from '../../lib/errors';

/**
 * Validates the chunk parameters of a request whose body the route schema cannot see (multipart
 * fields, or a POST test), answering the same 400 shape as schema validation does.
 */
export function parseChunkParams(raw: unknown): ChunkParams {
  const parsed = chunkParamsSchema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  const summary = Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ');
  throw badRequest(`invalid input — ${summary}`, fields);
}
