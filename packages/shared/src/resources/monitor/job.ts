import { z } from 'zod';
import { API_PREFIX } from '../../api';
import { defineResource } from '../../resource/definition';

/** Dictionaries of scheduled jobs (seeded in three languages). */
export const JOB_GROUP_DICT = 'sys_job_group';
export const JOB_STATUS_DICT = 'sys_job_status';
export const JOB_MISFIRE_DICT = 'sys_job_misfire';
export const JOB_RUN_STATUS_DICT = 'sys_job_run_status';

/** '0' scheduled, '1' paused (RuoYi's values). */
export const JOB_STATUSES = ['0', '1'] as const;
/** What ticks missed while no instance ran do: run once and jump ahead, run each (capped), or nothing. */
export const JOB_MISFIRE_POLICIES = ['fireOnce', 'fireAll', 'skip'] as const;
export type JobMisfirePolicy = (typeof JOB_MISFIRE_POLICIES)[number];
export const JOB_RUN_STATUSES = ['running', 'success', 'failed', 'skipped'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** Both enable and disable: one button, one grant. */
export const JOB_STATUS_PERMISSION = 'monitor/job/status';
export const JOB_RUN_PERMISSION = 'monitor/job/run';

/**
 * Scheduled jobs (anchor study §1.14): a named handler from the server's registry with JSON
 * parameters its schema accepts, on a cron expression (croner; an optional seconds field first),
 * never text to execute (§2.3 item 5). Built-in jobs carry the platform's own periodic work: their
 * schedule and status are editable, they are never deleted.
 */
export const jobResource = defineResource({
  name: 'monitor/job',
  table: 'sys_job',
  permission: 'monitor/job',
  title: { 'zh-cn': '定时任务', en: 'Scheduled jobs', 'zh-tw': '排程任務' },
  recordName: { 'zh-cn': '定时任务', en: 'scheduled job', 'zh-tw': '排程任務' },
  ops: ['list', 'get', 'add', 'edit', 'delete', 'export'],
  delete: 'hard',
  defaultSort: { field: 'jobName', order: 'asc' },
  recordLabel: 'jobName',
  fields: {
    jobName: {
      type: 'text',
      label: { 'zh-cn': '任务名称', en: 'Job name', 'zh-tw': '任務名稱' },
      required: true,
      unique: true,
      maxLength: 64,
      filter: 'contains',
      sort: true,
      width: 200,
    },
    jobGroup: {
      type: 'dict',
      dictType: JOB_GROUP_DICT,
      label: { 'zh-cn': '任务组', en: 'Group', 'zh-tw': '任務組' },
      default: 'DEFAULT',
      filter: 'exact',
      width: 100,
    },
    handler: {
      type: 'text',
      label: { 'zh-cn': '处理程序', en: 'Handler', 'zh-tw': '處理程式' },
      required: true,
      maxLength: 64,
      filter: 'exact',
      width: 180,
      help: {
        'zh-cn': '服务器登记的处理程序之一；不会执行任何文本',
        en: 'One of the handlers the server registers; no text is ever executed',
        'zh-tw': '伺服器登記的處理程式之一；不會執行任何文字',
      },
    },
    params: {
      type: 'text',
      label: { 'zh-cn': '参数（JSON）', en: 'Parameters (JSON)', 'zh-tw': '參數（JSON）' },
      maxLength: 2000,
      widget: 'textarea',
      default: '{}',
      list: false,
    },
    cronExpression: {
      type: 'text',
      label: { 'zh-cn': 'Cron 表达式', en: 'Cron expression', 'zh-tw': 'Cron 運算式' },
      required: true,
      maxLength: 120,
      width: 150,
    },
    status: {
      type: 'dict',
      dictType: JOB_STATUS_DICT,
      label: { 'zh-cn': '状态', en: 'Status', 'zh-tw': '狀態' },
      default: '0',
      filter: 'exact',
      width: 90,
    },
    concurrent: {
      type: 'boolean',
      label: { 'zh-cn': '允许并发', en: 'Concurrent runs', 'zh-tw': '允許並行' },
      default: false,
      width: 100,
      help: {
        'zh-cn': '不允许时，上一次仍在运行的触发记为“跳过”',
        en: 'When off, a tick that finds the previous run still going is logged as skipped',
        'zh-tw': '不允許時，上一次仍在執行的觸發記為「略過」',
      },
    },
    misfirePolicy: {
      type: 'dict',
      dictType: JOB_MISFIRE_DICT,
      label: { 'zh-cn': '错过策略', en: 'Misfire policy', 'zh-tw': '錯過策略' },
      default: 'fireOnce',
      width: 130,
      help: {
        'zh-cn': '没有实例运行时错过的触发：补执行一次、逐个补执行（最多 100 次）或放弃',
        en: 'Ticks missed while no instance ran: run once, run each (at most 100) or skip them',
        'zh-tw': '沒有執行個體運行時錯過的觸發：補執行一次、逐一補執行（最多 100 次）或放棄',
      },
    },
    builtIn: {
      type: 'boolean',
      label: { 'zh-cn': '内置', en: 'Built-in', 'zh-tw': '內建' },
      readOnly: true,
      filter: 'exact',
      width: 80,
    },
    nextRunAt: { type: 'datetime', label: { 'zh-cn': '下次执行', en: 'Next run', 'zh-tw': '下次執行' }, readOnly: true, sort: true, width: 170 },
    lastRunAt: { type: 'datetime', label: { 'zh-cn': '上次执行', en: 'Last run', 'zh-tw': '上次執行' }, readOnly: true, sort: true, width: 170 },
    remark: { type: 'text', label: { 'zh-cn': '备注', en: 'Remark', 'zh-tw': '備註' }, maxLength: 500, widget: 'textarea', list: false },
    createdAt: { type: 'datetime', label: { 'zh-cn': '创建时间', en: 'Created at', 'zh-tw': '建立時間' }, readOnly: true, list: false },
  },
  actions: {
    enable: {
      label: { 'zh-cn': '启用', en: 'Enable', 'zh-tw': '啟用' },
      permission: JOB_STATUS_PERMISSION,
      scope: 'row',
      when: { field: 'status', in: ['1'] },
    },
    disable: {
      label: { 'zh-cn': '暂停', en: 'Pause', 'zh-tw': '暫停' },
      permission: JOB_STATUS_PERMISSION,
      scope: 'row',
      when: { field: 'status', in: ['0'] },
    },
    run: {
      label: { 'zh-cn': '执行一次', en: 'Run once', 'zh-tw': '執行一次' },
      permission: JOB_RUN_PERMISSION,
      scope: 'row',
      confirm: {
        'zh-cn': '立即在本服务器上执行一次该任务？',
        en: 'Run this job once now, on this server?',
        'zh-tw': '立即在本伺服器上執行一次該任務？',
      },
    },
  },
  menu: { parent: 'monitor', key: 'monitor.job', path: '/monitor/job', component: 'monitor/job/index', icon: 'AppstoreOutlined', sort: 4, keepAlive: true },
});

/** The calls of the job page beyond the resource's own. */
export const JOB_ENDPOINTS = {
  /** GET ?expression=…: the next five run times, or 400 naming `expression` with croner's reason. */
  cronNext: `${API_PREFIX}/monitor/job/cron-next`,
  /** GET: the registered handlers with their titles and parameter schemas. */
  handlers: `${API_PREFIX}/monitor/job/handlers`,
} as const;

export const cronNextQuerySchema = z.object({ expression: z.string().max(120, 'at most 120 characters') });
export const cronNextSchema = z.object({
  /** The time zone the expressions are read in (JOBS_TIMEZONE, UTC by default). */
  timezone: z.string(),
  /** ISO-8601 instants; fewer than five when the expression runs out. */
  runs: z.array(z.string()),
});
export type CronNext = z.infer<typeof cronNextSchema>;

export const jobHandlerInfoSchema = z.object({
  name: z.string(),
  title: z.union([z.string(), z.record(z.string(), z.string())]),
  /** What a run does, in each console language. */
  description: z.object({ 'zh-cn': z.string(), en: z.string(), 'zh-tw': z.string() }),
  /** The parameters' JSON Schema (from the handler's zod schema). */
  params: z.unknown(),
  /** A built-in job runs it (its schedule is seeded). */
  builtIn: z.boolean(),
});
export type JobHandlerInfo = z.infer<typeof jobHandlerInfoSchema>;

/** `run` answers the log row of the run it started (the run goes on after the answer). */
export const jobRunAnswerSchema = z.object({ logId: z.number().int() });
