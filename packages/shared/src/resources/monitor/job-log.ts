import { defineResource } from '../../resource/definition';
import { JOB_RUN_STATUS_DICT } from './job';

/**
 * The job log: one row per run of a scheduled job (each cron tick once, whichever instance ran
 * it; run-once calls; ticks skipped because the previous run was still going or by the misfire
 * policy), with how long it took and how it ended. Read and export only; old rows go by the
 * built-in 'job-log-prune' job.
 */
export const jobLogResource = defineResource({
  name: 'monitor/joblog',
  table: 'sys_job_log',
  permission: 'monitor/joblog',
  title: { 'zh-cn': '调度日志', en: 'Job log', 'zh-tw': '排程日誌' },
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'startedAt', order: 'desc' },
  recordLabel: 'jobName',
  fields: {
    jobName: { type: 'text', label: { 'zh-cn': '任务名称', en: 'Job name', 'zh-tw': '任務名稱' }, required: true, readOnly: true, filter: 'prefix', width: 180 },
    jobId: { type: 'integer', label: { 'zh-cn': '任务编号', en: 'Job id', 'zh-tw': '任務編號' }, readOnly: true, filter: 'exact', list: false },
    handler: { type: 'text', label: { 'zh-cn': '处理程序', en: 'Handler', 'zh-tw': '處理程式' }, required: true, readOnly: true, filter: 'exact', width: 160 },
    trigger: {
      type: 'enum',
      label: { 'zh-cn': '触发方式', en: 'Trigger', 'zh-tw': '觸發方式' },
      required: true,
      readOnly: true,
      filter: 'exact',
      options: [
        { value: 'cron', label: { 'zh-cn': '定时', en: 'Schedule', 'zh-tw': '排程' }, color: 'default' },
        { value: 'manual', label: { 'zh-cn': '手动', en: 'Run once', 'zh-tw': '手動' }, color: 'processing' },
      ],
      width: 100,
    },
    status: {
      type: 'dict',
      dictType: JOB_RUN_STATUS_DICT,
      label: { 'zh-cn': '结果', en: 'Result', 'zh-tw': '結果' },
      required: true,
      readOnly: true,
      filter: 'in',
      width: 100,
    },
    durationMs: { type: 'integer', label: { 'zh-cn': '耗时（毫秒）', en: 'Time taken (ms)', 'zh-tw': '耗時（毫秒）' }, readOnly: true, sort: true, width: 120 },
    startedAt: {
      type: 'datetime',
      label: { 'zh-cn': '开始时间', en: 'Started', 'zh-tw': '開始時間' },
      required: true,
      readOnly: true,
      filter: 'range',
      sort: true,
      width: 170,
    },
    scheduledFor: { type: 'datetime', label: { 'zh-cn': '计划时间', en: 'Scheduled for', 'zh-tw': '計畫時間' }, readOnly: true, sort: true, width: 170 },
    finishedAt: { type: 'datetime', label: { 'zh-cn': '结束时间', en: 'Finished', 'zh-tw': '結束時間' }, readOnly: true, list: false },
    // Written by the server in each console language ({ 'zh-cn', en, 'zh-tw' }): shown in the reader's.
    message: { type: 'json', label: { 'zh-cn': '执行信息', en: 'Message', 'zh-tw': '執行訊息' }, readOnly: true, width: 220 },
    error: { type: 'json', label: { 'zh-cn': '错误信息', en: 'Error', 'zh-tw': '錯誤訊息' }, readOnly: true, width: 260 },
    instanceId: { type: 'text', label: { 'zh-cn': '执行实例', en: 'Instance', 'zh-tw': '執行個體' }, readOnly: true, list: false },
  },
  menu: {
    parent: 'monitor',
    key: 'monitor.joblog',
    path: '/monitor/job-log',
    component: 'monitor/job-log/index',
    icon: 'FileTextOutlined',
    sort: 5,
    keepAlive: true,
  },
});
