import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { deptBinding } from './dept-resource';
import { postBinding } from './post-resource';

/** Routes of departments and posts: the resource calls of system/dept and system/post. */
export const orgRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, opts) => {
  await app.register(resourcePlugin, deptBinding(opts.db));
  await app.register(resourcePlugin, postBinding);
};
