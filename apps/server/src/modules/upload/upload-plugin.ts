import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { schedulePeriodicJob } from '../../plugins/periodic-job';
import type { AreaDeps } from '../area-deps';
import { fileRoutes } from './file-routes';
import type { FileCatalog } from './file-catalog';
import { uploadRoutes } from './upload-routes';
import type { UploadService } from './upload-service';

export interface UploadModule {
  uploads: UploadService;
  catalog: FileCatalog;
  jobs: AreaDeps['jobs'];
}

/**
 * The upload area: bigUpload calls, the file centre, the sweeper (a built-in scheduled job), and
 * this instance's heartbeat (merges and job runs name it as their owner, and others take over once
 * it stops) while the server is up. The heartbeat stays a timer of each instance: it is about this
 * process being alive, which no shared schedule can say.
 */
export const uploadPlugin: FastifyPluginAsync<UploadModule> = async (app, opts) => {
  await app.register(uploadRoutes, { uploads: opts.uploads });
  await app.register(fileRoutes, { catalog: opts.catalog });
  // Safe on several instances at once: each idle session is handed to one sweeper by DELETE … RETURNING.
  opts.jobs.register({
    name: 'upload-sweep',
    title: { 'zh-cn': '清理闲置的分片上传', en: 'Sweep idle partial uploads', 'zh-tw': '清理閒置的分片上傳' },
    description: {
      'zh-cn': '删除闲置 24 小时的未完成上传',
      en: 'Partial uploads idle for 24 hours are deleted',
      'zh-tw': '刪除閒置 24 小時的未完成上傳',
    },
    params: z.strictObject({}),
    run: async () => {
      const { sessions, orphanFolders } = await opts.uploads.sweep();
      return {
        'zh-cn': `已删除 ${sessions} 个闲置上传和 ${orphanFolders} 个孤立分片目录`,
        en: `deleted ${sessions} idle uploads and ${orphanFolders} orphan chunk folders`,
        'zh-tw': `已刪除 ${sessions} 個閒置上傳和 ${orphanFolders} 個孤立分片目錄`,
      };
    },
    builtIn: { jobName: 'upload-sweep', cron: '0 17 * * * *' },
  });
  const { heartbeat } = opts.uploads;
  app.addHook('onReady', () => heartbeat.ensureStarted());
  schedulePeriodicJob(app, { name: 'instance-heartbeat', everyMs: heartbeat.everyMs, run: () => heartbeat.beat() });
  // A clean shutdown gives its unfinished merges up at once instead of after the missed beats.
  app.addHook('onClose', () => heartbeat.stop());
};
