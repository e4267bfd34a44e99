import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourcePlugin } from '../../resource';
import type { AreaDeps } from '../area-deps';
import { contentRevisionBinding } from './content-revisions';
import { newsBinding, newsCategoryBinding } from './news-resources';
import { serviceLinkBinding } from './service-link-resource';
import { siteInfoBinding, siteInfoLicenceApproval } from './site-info-resource';
import { webConfigBinding, webConfigMoneyRuleApproval } from './web-config-resource';
import { bannerBinding, contentNoticeBinding, refreshLive } from './windowed-resources';

/** The four-eyes kinds this area files; tests register them on a registry of their own too. */
export function registerContentApprovals(registry: AreaDeps['approvalKinds']): void {
  for (const handler of [siteInfoLicenceApproval, webConfigMoneyRuleApproval]) registry.register(handler);
}

/**
 * The content area (issue 16, catalogue §8): banners, member-facing notices, news and their
 * categories, customer-service links, the website info and the internal web config. No ledger
 * effects. Every write and action honours Idempotency-Key.
 */
export const contentRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, deps) => {
  app.addHook('onRoute', (route) => {
    const action = route.config?.operation?.action;
    if (route.method !== 'GET' && action && action !== 'list' && action !== 'export') route.config = { ...route.config, idempotent: true };
  });
  registerContentApprovals(deps.approvalKinds);
  deps.jobs.register({
    name: 'content.liveRefresh',
    title: { 'zh-cn': '内容展示时间刷新', en: 'Refresh live content windows', 'zh-tw': '內容展示時間重新整理' },
    description: {
      'zh-cn': '自上次运行以来展示时间开始或结束的横幅与公告',
      en: 'Banners and notices whose window opened or closed since the last run',
      'zh-tw': '自上次執行以來展示時間開始或結束的橫幅與公告',
    },
    params: z.strictObject({}),
    run: async () => {
      const changed = await refreshLive(deps.db);
      return { 'zh-cn': `${changed} 条横幅与公告上线或下线`, en: `${changed} banners and notices went live or ended`, 'zh-tw': `${changed} 則橫幅與公告上線或下線` };
    },
    builtIn: { jobName: 'content-live-refresh', cron: '0 * * * * *' },
  });
  await app.register(resourcePlugin, bannerBinding());
  await app.register(resourcePlugin, contentNoticeBinding());
  await app.register(resourcePlugin, newsCategoryBinding);
  await app.register(resourcePlugin, newsBinding);
  await app.register(resourcePlugin, serviceLinkBinding);
  await app.register(resourcePlugin, siteInfoBinding(deps));
  await app.register(resourcePlugin, webConfigBinding(deps));
  await app.register(resourcePlugin, contentRevisionBinding(deps.db));
};
