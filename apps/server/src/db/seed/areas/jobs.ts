import {
  JOB_GROUP_DICT,
  JOB_MISFIRE_DICT,
  JOB_RUN_STATUS_DICT,
  JOB_STATUS_DICT,
  jobResource,
} from '@ledgerdesk/shared/resources/monitor/job';
import { jobLogResource } from '@ledgerdesk/shared/resources/monitor/job-log';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/**
 * Menus and dictionaries of scheduled jobs and their log, under the monitor directory, inserted
 * once ever by the seed (see ../menus.ts, ../dicts.ts): the super role's until a role is granted
 * them; enabling/pausing and running once are buttons of their own. The built-in jobs themselves
 * are seeded by the job module once the handlers are registered (modules/job/built-in-jobs.ts).
 */
export const JOBS_SEED: AreaSeed = {
  menus: [...resourceMenuSeed(jobResource), ...resourceMenuSeed(jobLogResource)],
  dicts: [
    {
      type: JOB_GROUP_DICT,
      name: ['任务分组', 'Job group', '任務分組'],
      data: [
        ['DEFAULT', ['默认', 'Default', '預設'], 'default', true],
        ['SYSTEM', ['系统', 'System', '系統'], 'processing'],
      ],
    },
    {
      type: JOB_STATUS_DICT,
      name: ['任务状态', 'Job status', '任務狀態'],
      data: [
        ['0', ['正常', 'Scheduled', '正常'], 'success', true],
        ['1', ['暂停', 'Paused', '暫停'], 'warning'],
      ],
    },
    {
      type: JOB_MISFIRE_DICT,
      name: ['错过策略', 'Misfire policy', '錯過策略'],
      data: [
        ['fireOnce', ['补执行一次', 'Catch up once', '補執行一次'], 'processing', true],
        ['fireAll', ['逐个补执行', 'Catch up each tick', '逐一補執行'], 'warning'],
        ['skip', ['放弃错过的', 'Skip missed ticks', '放棄錯過的'], 'default'],
      ],
    },
    {
      type: JOB_RUN_STATUS_DICT,
      name: ['执行结果', 'Job run result', '執行結果'],
      data: [
        ['running', ['运行中', 'Running', '執行中'], 'processing'],
        ['success', ['成功', 'Succeeded', '成功'], 'success', true],
        ['failed', ['失败', 'Failed', '失敗'], 'error'],
        ['skipped', ['跳过', 'Skipped', '略過'], 'default'],
      ],
    },
  ],
};
