import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  envelopeOf,
  hasOp,
  permissionOf,
  REFERENCE_OPTIONS_LIMIT,
  referenceOptionsPath,
  referenceOptionsQuerySchema,
  referenceOptionsSchema,
  type ReferenceOption,
  type ReferenceOptionsQuery,
} from '@ledgerdesk/shared';
import { seededKeysMatching } from '@ledgerdesk/shared/seeded-name-index';
import type { Db } from '../db/client';
import { foldedText, startsWithInAnyCase } from '../db/folded-text';
import type { BoundResource } from './bound-resource';
import { summaryOf } from '../plugins/openapi';
import { optionsSummary } from './operation-summaries';
import type { ResourceRegistry } from './registry';

/**
 * The rows of `resource` a reference picker offers: those the caller's scope reaches (not
 * soft-deleted) whose label starts with what was typed, in any case, or the one named by id; in
 * label order, case aside, the same on every database (byte order, not the server's locale). The
 * label is the resource's record label (references to it show the same field: the registry checks
 * it at start-up), read as text so a date or a number is found by its digits. On a table that
 * grows, an index on the folded label serves both the match and the order (`foldedTextIndex`).
 */
export function referenceOptionsQuery(db: Db, resource: BoundResource, labelField: string, scope: SQL | undefined, query: ReferenceOptionsQuery) {
  const label = sql<string>`cast(${resource.column(labelField)} as text)`;
  const field = resource.definition.fields[labelField];
  const typed = query.keyword ? startsWithInAnyCase(label, query.keyword) : undefined;
  // A built-in row named by a translation key is found by the name the picker shows, in any language.
  const named =
    typed && field?.type === 'text' && field.translated ? or(typed, sql`${label} = any(${sql.param(seededKeysMatching(query.keyword!, 'prefix'))})`) : typed;
  return db
    .select({ id: resource.idColumn, label })
    .from(resource.table)
    .where(
      and(
        resource.notDeleted(),
        scope,
        query.id !== undefined ? eq(resource.idColumn, query.id) : undefined,
        named,
      ),
    )
    .orderBy(foldedText(label), asc(resource.idColumn))
    .limit(REFERENCE_OPTIONS_LIMIT);
}

/** The options themselves (`referenceOptionsQuery`), each label as text. */
export async function referenceOptions(
  db: Db,
  resource: BoundResource,
  labelField: string,
  scope: SQL | undefined,
  query: ReferenceOptionsQuery,
): Promise<ReferenceOption[]> {
  const rows = await referenceOptionsQuery(db, resource, labelField, scope, query);
  return rows.map((row) => ({ id: Number(row.id), label: row.label ?? '' }));
}

/**
 * `GET options/<resource name>` for a listable resource that names its rows (`recordLabel`),
 * guarded by its list permission: whoever may list the rows may find one by its name. A form
 * whose operator lacks it, or whose reference names a resource without one, keeps a number input
 * for the id (the web falls back on the 403 or 404), as before.
 */
export function registerReferenceOptions(
  app: FastifyInstance,
  registry: ResourceRegistry,
  resource: BoundResource,
  scopeOf: (request: FastifyRequest) => SQL | undefined | Promise<SQL | undefined>,
): void {
  const { definition } = resource;
  const labelField = definition.recordLabel;
  // A masked name (a phone) is shown masked in every list: a picker would show it whole.
  if (!hasOp(definition, 'list') || labelField === undefined || definition.fields[labelField]?.mask) return;
  app.get(
    referenceOptionsPath(definition.name),
    {
      config: { access: { permission: permissionOf(definition, 'list') } },
      schema: {
        querystring: referenceOptionsQuerySchema,
        response: { 200: envelopeOf(referenceOptionsSchema) },
        tags: [definition.name],
        ...summaryOf(optionsSummary(definition, labelField)),
      },
    },
    async (request, reply) => {
      const options = await referenceOptions(registry.db, resource, labelField, await scopeOf(request), request.query as ReferenceOptionsQuery);
      return reply.ok({ list: options });
    },
  );
}
