import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { API_BASE, API_PREFIX, hasPermission, permissionOf } from '@ledgerdesk/shared';
import type { Db } from '../db/client';
import { forbidden, notFound } from '../lib/errors';
import { threeLanguages } from '../lib/text-per-language';
import { summaryOf, titleApiGroup } from '../plugins/openapi';
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
  titleApiGroup(app, 'resource', threeLanguages('资源定义', 'Resource definitions', '資源定義'));

  app.addHook('onReady', async () => {
    const problems = registry.problems();
    if (problems.length > 0) throw new Error(`resource definitions do not fit together: ${problems.join('; ')}`);
  });

  app.get(
    `${API_BASE}${RESOURCE_DEFINITION_PATH}`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['resource'],
        ...summaryOf(
          threeLanguages(
            '按菜单路径取资源定义（通用页面据此渲染；需有该资源的列表权限）',
            "A resource's definition by its menu path (the generic page renders it; needs the resource's list permission)",
            '依選單路徑取資源定義（通用頁面據此呈現；需有該資源的列表權限）',
          ),
        ),
        querystring: z.object({ path: z.string({ error: 'is required' }).trim().min(1, 'is required').max(500) }),
      },
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
