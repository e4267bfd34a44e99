import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dictBatchQuerySchema,
  dictBatchResponseSchema,
  dictDataQuerySchema,
  dictDataResponseSchema,
  ENDPOINTS,
  type DictBatchResponse,
  type DictDataResponse,
} from '@ledgerdesk/shared';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import { type DictCache, withDefault } from './dict-cache';
import { dictDataBinding, dictTypeBinding } from './dict-resources';
import { threeLanguages } from '../../lib/text-per-language';

/**
 * Dictionaries: administration of types (dict/type/*) and data (SPEC §7's dict/data/*) on the
 * resource engine, and the lookups that fill selects and tags.
 */
export const dictRoutes: FastifyPluginAsyncZod<{ dicts: DictCache }> = async (app, opts) => {
  await app.register(resourcePlugin, dictTypeBinding(opts.dicts));
  await app.register(resourcePlugin, dictDataBinding(opts.dicts));

  // Any signed-in page may need a dictionary to fill a select, so no finer permission applies.
  app.get(
    ENDPOINTS.dictData,
    {
      config: { access: 'authenticated' },
      schema: { querystring: dictDataQuerySchema, ...operation('system/dictData', threeLanguages('某字典类型的启用值（用于下拉框和标签）', "One dictionary type's enabled values (selects and tags)", '某字典類型的啟用值（用於下拉選單和標籤）'), dictDataResponseSchema) },
    },
    async (request, reply) => {
      const { dictType, defaultValue } = request.query;
      const values = await opts.dicts.values(dictType, request.user?.revisions.dict);
      const answer: DictDataResponse = { values: withDefault(values, defaultValue) };
      return reply.ok(answer);
    },
  );

  // Every type a page shows in one call (and one query for those not cached).
  app.get(
    ENDPOINTS.dictBatch,
    {
      config: { access: 'authenticated' },
      schema: { querystring: dictBatchQuerySchema, ...operation('system/dictData', threeLanguages('一次获取多个字典类型', 'Several dictionary types in one call', '一次取得多個字典類型'), dictBatchResponseSchema) },
    },
    async (request, reply) => {
      const answer: DictBatchResponse = { dicts: await opts.dicts.valuesOf(request.query.dictTypes, request.user?.revisions.dict) };
      return reply.ok(answer);
    },
  );
};
