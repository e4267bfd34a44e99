import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actionEndpointOf, actionPermissionOf, envelopeOf, ResultCode, type ActionDefinition } from '@ledgerdesk/shared';
import { AppError, notFound } from '../lib/errors';
import { operatorOf } from '../plugins/access';
import type { Tx } from '../db/client';
import type { TableRow } from './binding';
import type { BoundResource } from './bound-resource';

/**
 * A custom action's route: POST (or the override) at `actionEndpointOf`, guarded by its own
 * permission, its body validated by the action's schema, then handed to the binding's handler.
 * Actions change data, so they go to the operation log like every other change.
 */
export function registerActions(app: FastifyInstance, resource: BoundResource): void {
  const { definition } = resource;
  for (const [name, action] of Object.entries(definition.actions ?? {})) {
    const handler = resource.actions[name]!;
    const { method, path } = actionEndpointOf(definition, name, action);
    app.route({
      method,
      url: path,
      config: { access: { permission: actionPermissionOf(definition, name, action) } },
      schema: {
        [method === 'GET' ? 'querystring' : 'body']: resource.schemas.actions[name]!,
        response: { 200: envelopeOf(resource.actionAnswers[name] ?? z.unknown()) },
        tags: [definition.name],
        summary: `${resource.title}: ${name}`,
      },
      handler: async (request, reply) => {
        const input = (method === 'GET' ? request.query : request.body) as Record<string, unknown>;
        const ctx = { user: operatorOf(request), request };
        const data = await handler({
          ...ctx,
          input,
          db: app.resources.db,
          loadRow: (id, tx) => loadRow(resource, name, action, id, request, tx),
        });
        return reply.ok(data ?? null);
      },
    });
  }
}

/** The row an action works on: in scope, not soft-deleted, and (with `when`) in a state the action accepts. */
async function loadRow(
  resource: BoundResource,
  name: string,
  action: ActionDefinition,
  id: number,
  request: FastifyRequest,
  tx: Tx | undefined,
): Promise<TableRow<never>> {
  const scope = await resource.hooks.scope?.({ user: operatorOf(request), request });
  const query = (tx ?? request.server.resources.db)
    .select()
    .from(resource.table)
    .where(and(eq(resource.idColumn, id), resource.notDeleted(), scope));
  const [row] = (await (tx ? query.for('update') : query)) as Record<string, unknown>[];
  if (!row) throw notFound(`${resource.title} ${id} does not exist`);
  const when = action.when;
  if (when && !when.in.includes(String(row[when.field]))) {
    throw new AppError(
      ResultCode.conflict,
      `${resource.title} ${id} is ${String(row[when.field])}; ${name} needs ${when.field} ${when.in.join(' or ')}`,
      { fields: { [when.field]: `is ${String(row[when.field])}; ${name} needs ${when.in.join(' or ')}` } },
    );
  }
  return row as never;
}
