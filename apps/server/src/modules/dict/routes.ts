import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dictDataQuerySchema, ENDPOINTS } from '@ledgerdesk/shared';
import { type DictCache, withDefault } from './dict-cache';

export const dictRoutes: FastifyPluginAsyncZod<{ dicts: DictCache }> = async (app, opts) => {
  // Any signed-in page may need a dictionary to fill a select, so no finer permission applies.
  app.get(
    ENDPOINTS.dictData,
    { config: { access: 'authenticated' }, schema: { querystring: dictDataQuerySchema } },
    async (request, reply) => {
      const { dictType, defaultValue } = request.query;
      return reply.ok({ values: withDefault(await opts.dicts.values(dictType), defaultValue) });
    },
  );
};
