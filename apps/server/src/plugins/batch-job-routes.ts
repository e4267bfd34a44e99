import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { API_PREFIX, resourceIdSchema, type Language, type TextPerLanguage } from '@ledgerdesk/shared';
import type { AreaDeps } from '../modules/area-deps';
import { operation } from './openapi';
import type { BatchJobRunner, BatchTable, ItemTable } from '../lib/batch-runner';
import { notFound } from '../lib/errors';
import { memberRowsInReach, requestReach } from '../modules/access/data-scope';

type App = Parameters<FastifyPluginAsyncZod>[0];

const itemError = z.object({ msg: z.string(), reason: z.string().optional(), params: z.record(z.string(), z.unknown()).optional() }).nullable();

/** A batch's progress as the console polls it: the counters, and each item with its result; `batch` and `item` add each kind's own fields. */
export function batchProgressSchema(batch: z.ZodRawShape, item: z.ZodRawShape) {
  return z.object({
    id: z.number(),
    status: z.string(),
    total: z.number(),
    succeeded: z.number(),
    failed: z.number(),
    /** Items left out: their members are outside the caller's data scope for the page. */
    hidden: z.number(),
    ...batch,
    items: z.array(z.object({ id: z.number(), memberRef: z.string(), memberId: z.number().nullable(), status: z.string(), error: itemError, ...item })),
  });
}

export interface BatchJobServing {
  runner: BatchJobRunner<BatchTable, ItemTable>;
  /** GET ?id= answers the progress (e.g. 'marketing/award/batchGet'), under the list permission of its page. */
  progressPath: string;
  permission: string;
  /** The OpenAPI tag (the resource's name) and what the route answers. */
  tag: string;
  summary: TextPerLanguage;
  answer: z.ZodType;
  /** The built-in job that resumes batches left QUEUED or abandoned RUNNING. */
  resume: { name: string; title: Readonly<Record<Language, string>>; description: Readonly<Record<Language, string>>; cron: string };
}

/**
 * What every batch job serves (trial funds, coupon sendings, award and points batches): the
 * progress route the console polls (its items limited to the caller's member scope), the resume
 * job that carries on an abandoned batch, and a stop between items when the server closes (the
 * resume job picks the batch up after that).
 */
export function serveBatchJob(app: App, deps: Pick<AreaDeps, 'jobs' | 'db'>, serving: BatchJobServing): void {
  const { runner, resume } = serving;
  deps.jobs.register({
    name: resume.name,
    title: resume.title,
    description: resume.description,
    params: z.strictObject({}),
    run: async () => {
      const resumed = await runner.resumeStale();
      return { 'zh-cn': `续跑了 ${resumed} 个批次`, en: `resumed ${resumed} batches`, 'zh-tw': `續跑了 ${resumed} 個批次` };
    },
    builtIn: { jobName: resume.name, cron: resume.cron },
  });
  app.get(
    `${API_PREFIX}/${serving.progressPath}`,
    {
      config: { access: { permission: serving.permission }, logOperation: false },
      schema: { querystring: z.object({ id: resourceIdSchema }), ...operation(serving.tag, serving.summary, serving.answer) },
    },
    async (request, reply) => {
      // A batch may name members of any department; its reader sees the items of the members the
      // list permission reaches (as the list itself shows them) and those that name no member.
      const { memberId } = runner.job.items;
      const reached = memberRowsInReach(deps.db, await requestReach(deps.db, request), memberId);
      const batch = await runner.progress(request.query.id, reached && or(isNull(memberId), reached));
      if (!batch) throw notFound(`batch ${request.query.id} does not exist`, { reason: 'record.notFound', params: { id: request.query.id } });
      return reply.ok(batch);
    },
  );
  app.addHook('onClose', async () => runner.close());
}
