import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVER_MONITOR_ENDPOINT, SERVER_MONITOR_PERMISSION, serverMonitorSchema } from '@ledgerdesk/shared/monitor/server-monitor';
import { operation, titleApiGroup } from '../../plugins/openapi';
import type { AreaDeps } from '../area-deps';
import { ServerFigures } from './server-figures';
import { threeLanguages } from '../../lib/text-per-language';

/**
 * The server monitor (monitor/server): host, runtime, database and job-runner figures, read live.
 * A high-privilege page (RuoYi's monitor:server:list): it tells the host's name, OS, disks and the
 * database's size, so only roles granted SERVER_MONITOR_PERMISSION (the super role by default) see it.
 */
export const serverMonitorRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  titleApiGroup(app, 'monitor/server', threeLanguages('服务监控', 'Server monitor', '服務監控'));
  const figures = new ServerFigures(deps.db);
  app.addHook('onClose', async () => figures.stop());

  app.get(
    SERVER_MONITOR_ENDPOINT,
    {
      config: { access: { permission: SERVER_MONITOR_PERMISSION } },
      schema: operation('monitor/server', threeLanguages('主机、运行时、数据库和任务执行器的实时指标', 'Host, runtime, database and job-runner figures, read now', '主機、執行環境、資料庫和任務執行器的即時指標'), serverMonitorSchema),
    },
    async (_request, reply) => reply.ok(await figures.read()),
  );
};
