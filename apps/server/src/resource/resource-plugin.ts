import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import {
  endpointOf,
  envelopeOf,
  hasOp,
  hasPermission,
  idParamOf,
  permissionOf,
  type CrudOp,
  type FieldDefinition,
} from '@ledgerdesk/shared';
import { notFound } from '../lib/errors';
import { sendWorkbook } from '../lib/excel-export';
import { languageOfHeader, UTC } from '../lib/export-locale';
import { operatorOf } from '../plugins/access';
import { inEachLanguage } from '../lib/text-per-language';
import { fileOperation, summaryOf, titleApiGroup, XLSX_MEDIA_TYPE } from '../plugins/openapi';
import { registerActions } from './action-routes';
import type { ApiRow, RequestContext, ResourceBinding } from './binding';
import { BoundResource } from './bound-resource';
import { labelIn } from './english-label';
import { exportColumnsOf } from './export-columns';
import { dictLabelsOf } from './export-dicts';
import { exportQueryOf, type ExportOptions } from './export-query';
import { crudSummary } from './operation-summaries';
import type { ListQuery } from './list-conditions';
import { ResourceReader } from './resource-reader';
import { ResourceWriter } from './resource-writer';
import { registerReferenceOptions } from './reference-options';
import { refuseOutsideScope } from './scope-refusal';

/** A worksheet's name: at most 31 characters, none of []:*?/\ (Excel refuses them). */
const sheetNameOf = (text: string) => text.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31);

export const contextOf = (request: FastifyRequest): RequestContext => ({ user: operatorOf(request), request });

/** Holders of a masked field's reveal permission see it in full in `get`; lists and exports always mask. */
const revealFor = (request: FastifyRequest) => (field: FieldDefinition) =>
  Boolean(field.mask?.reveal && request.user && hasPermission(request.user.permissions, field.mask.reveal));

/**
 * Turns a resource binding into its routes: list, get, add, edit, delete and export (those the
 * definition offers) at the paths `endpointOf` derives, each with `config.access` from the
 * definition, zod request and response schemas, then its custom actions. Register it in the API
 * scope (prefix API_BASE), once per resource: `api.register(resourcePlugin, binding)`.
 */
export const resourcePlugin: FastifyPluginAsync<ResourceBinding> = async (app, binding) => {
  const registry = app.resources;
  const resource = new BoundResource(binding);
  registry.add(resource);
  const reader = new ResourceReader(registry.db, registry, resource);
  const writer = new ResourceWriter(registry.db, registry, resource);
  const { definition, schemas, hooks } = resource;
  const scopeOf = (ctx: RequestContext) => hooks.scope?.(ctx);
  const title = resource.title;
  titleApiGroup(app, definition.name, inEachLanguage((language) => labelIn(definition.title, language)));

  const route = (op: CrudOp, input: z.ZodType, data: z.ZodType | null, handler: RouteHandlerMethod, logOperation?: false, trustedAnswer?: true) => {
    if (!hasOp(definition, op)) return;
    const { method, path } = endpointOf(definition, op);
    app.route({
      method,
      url: path,
      config: {
        access: { permission: permissionOf(definition, op) },
        operation: { module: definition.name, action: op },
        ...(logOperation === false ? { logOperation } : {}),
      },
      schema: {
        [method === 'GET' ? 'querystring' : 'body']: input,
        ...(data ? { response: { 200: envelopeOf(data) } } : {}),
        tags: [definition.name],
        ...summaryOf(crudSummary(definition, op)),
        // An export answers the workbook itself, not the envelope.
        ...(op === 'export' ? fileOperation(definition.name, crudSummary(definition, op), XLSX_MEDIA_TYPE) : {}),
      },
      // A list page is built field by field from the definition (toApiRow): checking
      // it again against the same schema cost as much as writing it (1000 rows: ~8 ms each).
      // The schema still documents it.
      ...(trustedAnswer ? { serializerCompiler: () => (answer: unknown) => JSON.stringify(answer) } : {}),
      handler,
    });
  };
  /** What a list row may carry (the schema's keys): a hook's extra keys stay on the server, as the schema's parse would strip them. */
  const rowKeys = new Set(Object.keys(schemas.row.shape));
  /** The row without the keys a hook added that the schema does not list: copied only when there are any (usually none). */
  const listedKeys = (row: ApiRow): ApiRow => {
    for (const key in row) {
      if (!rowKeys.has(key)) return Object.fromEntries(Object.entries(row).filter(([name]) => rowKeys.has(name))) as ApiRow;
    }
    return row;
  };
  const inputOf = (request: FastifyRequest) => (request.method === 'GET' ? request.query : request.body) as Record<string, unknown>;

  /** The row as `get` answers it, for this request's reveal rights. */
  const answerRow = async (request: FastifyRequest, id: number) => {
    const scope = await scopeOf(contextOf(request));
    const row = await reader.get(id, scope, revealFor(request));
    if (row) return row;
    await refuseOutsideScope(registry.db, resource, [id], scope);
    throw notFound(`${title} ${id} does not exist`, { reason: 'record.notFound', params: { id } });
  };

  route(
    'list',
    schemas.listQuery,
    schemas.page,
    async (request, reply) => {
      const page = await reader.list(inputOf(request) as ListQuery, await scopeOf(contextOf(request)));
      if (!hooks.decorateList || definition.tree) return reply.ok(page);
      const decorated = await hooks.decorateList(page.list as ApiRow[], { ...contextOf(request), db: registry.db });
      return reply.ok({ ...page, list: decorated.map(listedKeys) });
    },
    false,
    true,
  );

  route('get', schemas.get, schemas.row.loose(), async (request, reply) => {
    const id = inputOf(request)[idParamOf(definition)] as number;
    const row = await answerRow(request, id);
    if (!hooks.decorateRow) return reply.ok(row);
    const [raw] = await registry.db.select().from(resource.table).where(eq(resource.idColumn, id));
    return reply.ok(await hooks.decorateRow(row, { ...contextOf(request), db: registry.db, raw: raw! }));
  });

  // A write whose fields may wait for a second operator answers the row as its list shows it, the
  // waiting flag included, so the form can say the change was filed rather than made.
  const answerWritten = async (request: FastifyRequest, id: number) => {
    const row = await answerRow(request, id);
    if (!definition.pendingChange || !hooks.decorateList) return row;
    const [decorated] = await hooks.decorateList([row], { ...contextOf(request), db: registry.db });
    return decorated!;
  };

  route('add', schemas.add, schemas.row.loose(), async (request, reply) => {
    const ctx = contextOf(request);
    const id = await writer.add(inputOf(request), ctx, await scopeOf(ctx));
    return reply.ok(await answerWritten(request, id));
  });

  route('edit', schemas.edit, schemas.row.loose(), async (request, reply) => {
    const ctx = contextOf(request);
    const id = await writer.edit(inputOf(request) as { id: number; version: number }, ctx, await scopeOf(ctx));
    return reply.ok(await answerWritten(request, id));
  });

  route('delete', schemas.delete, schemas.deleteResult, async (request, reply) => {
    const ctx = contextOf(request);
    const { ids } = inputOf(request) as { ids: number[] };
    return reply.ok({ deleted: await writer.delete(ids, ctx, await scopeOf(ctx)) });
  });

  // Exports are logged like changes (who took which data out is worth knowing), as finance's are.
  // They are written in the operator's language and time zone (export-query.ts says how they are sent).
  route('export', exportQueryOf(definition, schemas.listQuery), null, async (request, reply) => {
    const { lang, timeZone, headers, sheetTitle, ...query } = inputOf(request) as ListQuery & ExportOptions;
    const ctx = contextOf(request);
    const scope = await scopeOf(ctx);
    const locale = { language: lang ?? languageOfHeader(request.headers['accept-language']) ?? 'en', timeZone: timeZone ?? UTC };
    const dictTypes = Object.values(definition.fields).flatMap((field) => (field.type === 'dict' ? [field.dictType] : []));
    const columns = exportColumnsOf(resource, {
      locale,
      headers: headers ?? {},
      dictLabels: await dictLabelsOf(registry.db, dictTypes, locale.language),
      moneyScale: await hooks.moneyScale?.({ ...ctx, db: registry.db }),
    });
    return sendWorkbook(reply, {
      fileName: definition.name.replace(/\//g, '-'),
      sheetName: sheetNameOf(sheetTitle ?? title) || definition.name.replace(/\//g, '-').slice(0, 31),
      columns,
      page: (limit, offset) => reader.rows(query, scope, limit, offset),
      filters: query,
      locale,
    });
  });

  registerReferenceOptions(app, registry, resource, (request) => scopeOf(contextOf(request)));
  registerActions(app, resource);
};
