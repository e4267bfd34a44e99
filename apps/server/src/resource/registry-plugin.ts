import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { API_BASE, API_PREFIX, hasPermission, permissionOf } from '@ledgerdesk/shared';
import type { Db } from '../db/client';
import { forbidden, notFound } from '../lib/errors';
import { ResourceRegistry } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every resource bound with `resourcePlugin`, by name. */
    resources: ResourceRegistry;
  }
}

export const RESOURCE_DEFINITION_PATH = `${API_PREFIX}/resource/definition`;

/**
 * The app-wide registry of resources (`app.resources`), the cross-resource checks once all are
 * registered, and `GET resource/definition?path=<menu path>`: the generic page asks it for the
 * definition of a resource that has no page file of its own.
 */
export const resourceRegistryPlugin = fp(async (app: FastifyInstance, opts: { db: Db; concurrentReads?: boolean }) => {
  const registry = new ResourceRegistry(opts.db, opts.concurrentReads ?? false);
  app.decorate('resources', registry);

  app.addHook('onReady', async () => {
    const problems = registry.problems();
    if (problems.length > 0) throw new Error(`resource definitions do not fit together: ${problems.join('; ')}`);
  });

  app.get(
    `${API_BASE}${RESOURCE_DEFINITION_PATH}`,
    {
      config: { access: 'authenticated' },
      schema: { querystring: z.object({ path: z.string({ error: 'is required' }).trim().min(1, 'is required').max(500) }) },
    },
    async (request, reply) => {
      const { path } = request.query as { path: string };
      const resource = registry.byMenuPath(path);
      if (!resource) throw notFound(`no resource has the menu path ${path}`);
      const permission = permissionOf(resource.definition, 'list');
      if (!hasPermission(request.user!.permissions, permission)) throw forbidden(`permission ${permission} is required`, { reason: 'access.permissionRequired', params: { permission } });
      return reply.ok(resource.definition);
    },
  );
});
