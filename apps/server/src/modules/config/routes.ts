import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { configParams } from '../../db/schema';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { configBinding } from './config-resource';

const MASK = '******';

/** Whether the body of a config add/edit carries a value that is, or was refused as, sensitive. */
async function carriesSecret(db: Db, body: Record<string, unknown>): Promise<boolean> {
  if (body.sensitive === true) return true;
  // Only an id that can name a row is looked up: a refused body (an id of 1.5) reaches here too.
  if (typeof body.id !== 'number' || !Number.isSafeInteger(body.id) || body.id < 1) return false;
  const [row] = await db.select({ sensitive: configParams.sensitive }).from(configParams).where(eq(configParams.id, body.id));
  return row?.sensitive === true;
}

/**
 * Config parameters (system/config): the resource. The accessor every area reads them through
 * (ConfigParams) is built in app.ts and handed to each area as AreaDeps.params.
 *
 * The operation log masks parameters by key name (lib/mask.ts), and `configValue` is no secret's
 * name: whether it is one depends on its row. So once the answer is ready, before it is
 * serialised and sent (the log is written at onSend, plugins/operation-log.ts), this scope swaps
 * a sensitive value in the body the log records for the mask. The rule sits beside the only
 * routes that can carry such a value rather than teaching the generic masker one table's flag.
 * Refusals pass here too (the error handler sends an object): the row's flag is read after the
 * call, and a body marking the value sensitive is masked whatever the outcome.
 */
export const configRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || !('configValue' in body)) return payload;
    const fields = body as Record<string, unknown>;
    if (fields.configValue === '') return payload;
    // A hook that throws here would answer in Fastify's own format, not the envelope; when the
    // row cannot be read, the value is masked (the safe side).
    const secret = await carriesSecret(deps.db, fields).catch((err: unknown) => {
      request.log.warn({ err }, 'could not tell whether a config value is sensitive; masked');
      return true;
    });
    if (secret) request.body = { ...fields, configValue: MASK };
    return payload;
  });
  await app.register(resourcePlugin, configBinding);
};
