import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { engineOf } from './engine-of';
import { limitFillJob, liquidationJob } from './jobs';
import { dealBinding, entrustBinding, positionBinding } from './resources';

/** Entrusts, positions and deals (catalogue §5.5, §5.6): read pages, the bulk cancel, the fill and liquidation jobs. */
export const contractTradingRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  const engine = engineOf(deps.db);
  deps.jobs.register(limitFillJob(engine));
  deps.jobs.register(liquidationJob(deps.db, engine));
  await app.register(resourcePlugin, entrustBinding(deps.db, engine));
  await app.register(resourcePlugin, positionBinding(deps.db));
  await app.register(resourcePlugin, dealBinding(deps.db));
};
