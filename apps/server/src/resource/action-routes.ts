import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actionEndpointOf, actionPermissionOf, dictParam, envelopeOf, ResultCode, type ActionDefinition } from '@ledgerdesk/shared';
import { notFound, refuse } from '../lib/errors';
import { operatorOf } from '../plugins/access';
import type { Tx } from '../db/client';
import type { TableRow } from './binding';
import type { BoundResource } from './bound-resource';
import { summaryOf } from '../plugins/openapi';
import { actionSummary } from './operation-summaries';
import { refuseOutsideScope } from './scope-refusal';

/**
 * A custom action's route: POST (or the override) at `actionEndpointOf`, guarded by its own
 * permission, its body validated by the action's schema, then handed to the binding's handler.
 * Actions change data, so they go to the operation log like every other change, and honour an
 * Idempotency-Key (a dialog's repeat answers the first result instead of acting twice).
 */
export function registerActions(app: FastifyInstance, resource: BoundResource): void {
  const { definition } = resource;
  for (const [name, action] of Object.entries(definition.actions ?? {})) {
    const handler = resource.actions[name]!;
    const { method, path } = actionEndpointOf(definition, name, action);
    app.route({
      method,
      url: path,
      // An action sent again with the same Idempotency-Key answers its first result (plugins/idempotency.ts).
      config: { access: { permission: actionPermissionOf(definition, name, action) }, operation: { module: definition.name, action: name }, idempotent: method !== 'GET' },
      schema: {
        [method === 'GET' ? 'querystring' : 'body']: resource.schemas.actions[name]!,
        response: { 200: envelopeOf(resource.actionAnswers[name] ?? z.unknown()) },
        tags: [definition.name],
        ...summaryOf(actionSummary(definition, action)),
      },
      handler: async (request, reply) => {
        const input = (method === 'GET' ? request.query : request.body) as Record<string, unknown>;
        const ctx = { user: operatorOf(request), request };
        await refuseNamedOutsideScope(resource, action, input, request);
        const data = await handler({
          ...ctx,
          input,
          db: app.resources.db,
          loadRow: async (id, tx) => (await loadRows(resource, name, action, [id], request, tx))[0]!,
          loadRows: (ids, tx) => loadRows(resource, name, action, ids, request, tx),
        });
        return reply.ok(data ?? null);
      },
    });
  }
}

/**
 * Before any handler runs, a row or bulk action naming a row the request's scope does not reach is
 * refused (403, nothing written), whether or not the handler reads through `loadRow`: a
 * hand-written service reviewing an order by id is scoped like the engine's own calls. Ids with no
 * row at all are left to the handler (its 404 says what it looked for). A handler reading through
 * `loadRow` in its transaction is checked again under the row lock.
 */
async function refuseNamedOutsideScope(resource: BoundResource, action: ActionDefinition, input: Record<string, unknown>, request: FastifyRequest): Promise<void> {
  if (!resource.hooks.scope || action.scope === 'page') return;
  const ids = action.scope === 'row' ? [input.id] : Array.isArray(input.ids) ? input.ids : [];
  const named = ids.filter((id): id is number => typeof id === 'number');
  const scope = await resource.hooks.scope({ user: operatorOf(request), request });
  await refuseOutsideScope(request.server.resources.db, resource, named, scope);
}

/**
 * The rows an action works on, in the order named: in scope, not soft-deleted, and (with `when`)
 * in a state the action accepts. Given a transaction, they are locked (in id order, so two bulk
 * calls never wait on each other crosswise) until it ends. Ids outside the scope answer 403, ids
 * with no row 404; either way nothing is returned to write with.
 */
async function loadRows(
  resource: BoundResource,
  name: string,
  action: ActionDefinition,
  ids: readonly number[],
  request: FastifyRequest,
  tx: Tx | undefined,
): Promise<Array<TableRow<never>>> {
  const db = tx ?? request.server.resources.db;
  const scope = await resource.hooks.scope?.({ user: operatorOf(request), request });
  const query = db
    .select()
    .from(resource.table)
    .where(and(inArray(resource.idColumn, [...ids]), resource.notDeleted(), scope))
    .orderBy(resource.idColumn);
  const rows = (await (tx ? query.for('update') : query)) as Record<string, unknown>[];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    await refuseOutsideScope(db, resource, missing, scope);
    if (missing.length === 1) throw notFound(`${resource.title} ${missing[0]} does not exist`, { reason: 'record.notFound', params: { id: missing[0]! } });
    throw refuse(ResultCode.notFound, `${resource.title} ${missing.join(', ')} do not exist`, { reason: 'record.notFound', params: { id: missing.join(', ') }, extra: { ids: missing } });
  }
  const when = action.when;
  for (const row of rows) {
    if (when && !when.in.includes(String(row[when.field]))) {
      const whenField = resource.definition.fields[when.field];
      const dict = whenField?.type === 'dict' ? whenField.dictType : undefined;
      const state = (value: string | string[]) => (dict ? dictParam(dict, value) : Array.isArray(value) ? value.join(', ') : value);
      throw refuse(
        ResultCode.conflict,
        `${resource.title} ${String(row.id)} is ${String(row[when.field])}; ${name} needs ${when.field} ${when.in.join(' or ')}`,
        { reason: 'record.wrongState', params: { id: String(row.id), status: state(String(row[when.field])), expected: state([...when.in]) } },
        { [when.field]: `is ${String(row[when.field])}; ${name} needs ${when.in.join(' or ')}` },
      );
    }
  }
  return ids.map((id) => byId.get(id)) as Array<TableRow<never>>;
}
