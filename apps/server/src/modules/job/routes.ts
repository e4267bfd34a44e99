import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionOf } from '@ledgerdesk/shared';
import { cronNextQuerySchema, cronNextSchema, JOB_ENDPOINTS, jobHandlerInfoSchema, jobResource } from '@ledgerdesk/shared/resources/monitor/job';
import { badRequest } from '../../lib/errors';
import { operation } from '../../plugins/openapi';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { seedBuiltInJobs } from './built-in-jobs';
import { parseCron } from './cron';
import { jobLogBinding } from './job-log-resource';
import { jobLogPruneHandler } from './job-log-prune';
import type { JobHandler } from './job-registry';
import { jobBinding } from './job-resource';
import type { JobRunner } from './job-runner';
import { threeLanguages } from '../../lib/text-per-language';

export interface JobModule extends AreaDeps {
  runner: JobRunner;
}

/** How many run times the form previews. */
const PREVIEW_RUNS = 5;

function paramsShape(handler: JobHandler): unknown {
  try {
    return z.toJSONSchema(handler.params, { unrepresentable: 'any' });
  } catch {
    return {};
  }
}

/**
 * Scheduled jobs (monitor/job) and their log: named handlers on cron expressions, one run per
 * tick whichever instances run. Registered last, so every area's handlers are in the registry;
 * the built-in jobs are seeded and the runner started once the server is ready.
 */
export const jobRoutes: FastifyPluginAsyncZod<JobModule> = async (app, deps) => {
  const { runner, db, config } = deps;
  deps.jobs.register(jobLogPruneHandler(db));
  await app.register(resourcePlugin, jobBinding(runner));
  await app.register(resourcePlugin, jobLogBinding());

  const listAccess = { access: { permission: permissionOf(jobResource, 'list') }, logOperation: false };
  app.get(
    JOB_ENDPOINTS.cronNext,
    {
      config: listAccess,
      schema: { querystring: cronNextQuerySchema, ...operation('monitor/job', threeLanguages('cron 表达式接下来的五次执行时间（croner），或其无效的原因', 'The next five run times of a cron expression (croner), or why it is not one', 'cron 運算式接下來的五次執行時間（croner），或其無效的原因'), cronNextSchema) },
    },
    async (request, reply) => {
      const schedule = parseCron(request.query.expression, runner.timezone);
      if (typeof schedule === 'string') throw badRequest(`invalid input — expression: ${schedule}`, { expression: schedule });
      const runs = schedule.nextRuns(PREVIEW_RUNS, new Date()).map((d) => d.toISOString());
      return reply.ok({ timezone: runner.timezone, runs });
    },
  );
  app.get(
    JOB_ENDPOINTS.handlers,
    { config: listAccess, schema: operation('monitor/job', threeLanguages('已注册的任务处理器及其标题和参数结构', 'The registered job handlers, their titles and parameter schemas', '已註冊的任務處理器及其標題和參數結構'), z.array(jobHandlerInfoSchema)) },
    async (_request, reply) =>
      reply.ok(
        runner.registry
          .list()
          .map((h) => ({ name: h.name, title: h.title, description: h.description, params: paramsShape(h), builtIn: h.builtIn !== undefined }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),
  );

  app.addHook('onReady', async () => {
    await seedBuiltInJobs(db, runner.registry, runner.timezone);
    if (config.jobs.enabled) runner.start();
  });
  app.addHook('onClose', () => runner.stop());
};
