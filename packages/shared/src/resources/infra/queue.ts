import { z } from 'zod';
import { API_PREFIX } from '../../api';
import { defineResource, type Label } from '../../resource/definition';

/** Permissions of the message-queue page (catalogue §11). */
export const QUEUE_PERMISSIONS = {
  list: 'infra/queue/list',
  view: 'infra/queue/view',
  retry: 'infra/queue/retry',
  pause: 'infra/queue/pause',
  purge: 'infra/queue/purge',
} as const;

/** The per-topic summary the page shows above the events (relative to API_PREFIX). */
export const QUEUE_STATS_PATH = 'infra/queue/stats';
export const QUEUE_STATS_ENDPOINT = `${API_PREFIX}/${QUEUE_STATS_PATH}`;

export const OUTBOX_STATUSES = ['PENDING', 'DELIVERED', 'FAILED', 'DEAD'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const queueTopicStatsSchema = z.object({
  topic: z.string(),
  pending: z.number(),
  delivered: z.number(),
  failed: z.number(),
  dead: z.number(),
  /** Seconds since the oldest undelivered (PENDING or FAILED) event was created; null when none waits. */
  lagSeconds: z.number().nullable(),
  /** Events delivered in the last hour, and per minute over the last 15 minutes. */
  deliveredLastHour: z.number(),
  perMinute: z.number(),
});
export const queueStatsSchema = z.object({ topics: z.array(queueTopicStatsSchema) });
export type QueueTopicStats = z.infer<typeof queueTopicStatsSchema>;
export type QueueStats = z.infer<typeof queueStatsSchema>;

const statusLabel: Record<OutboxStatus, Label> = {
  PENDING: { 'zh-cn': '待投递', en: 'Pending', 'zh-tw': '待投遞' },
  DELIVERED: { 'zh-cn': '已投递', en: 'Delivered', 'zh-tw': '已投遞' },
  FAILED: { 'zh-cn': '失败待重试', en: 'Failed (retrying)', 'zh-tw': '失敗待重試' },
  DEAD: { 'zh-cn': '死信', en: 'Dead', 'zh-tw': '死信' },
};
const statusColor: Record<OutboxStatus, string> = { PENDING: 'processing', DELIVERED: 'success', FAILED: 'warning', DEAD: 'error' };

/** Default retention of DELIVERED events, in days (the purge action and the daily job). */
export const QUEUE_RETENTION_DAYS = 7;

/**
 * Outbox events (catalogue §11): read-only, newest first, filtered by topic, status and key. The
 * payload shows in the detail to holders of infra/queue/view, secrets masked; it is never edited.
 * Retry (DEAD or FAILED: the same event and key, so consumers that had it dedupe) and purge
 * (DELIVERED older than the retention) are the only writes.
 */
export const queueEventResource = defineResource({
  name: 'infra/queue',
  table: 'outbox_event',
  permission: 'infra/queue',
  title: { 'zh-cn': '消息队列', en: 'Message queue', 'zh-tw': '訊息佇列' },
  ops: ['list', 'get'],
  delete: 'refuse',
  defaultSort: { field: 'id', order: 'desc' },
  recordLabel: 'key',
  endpoints: { base: 'infra/queue' },
  fields: {
    topic: { type: 'text', label: { 'zh-cn': '主题', en: 'Topic', 'zh-tw': '主題' }, required: true, readOnly: true, filter: 'exact', width: 170 },
    key: { type: 'text', label: { 'zh-cn': '幂等键', en: 'Key', 'zh-tw': '冪等鍵' }, required: true, readOnly: true, filter: 'prefix', width: 200 },
    status: {
      type: 'enum',
      label: { 'zh-cn': '状态', en: 'Status', 'zh-tw': '狀態' },
      required: true,
      readOnly: true,
      filter: 'in',
      options: (Object.keys(statusLabel) as OutboxStatus[]).map((value) => ({ value, label: statusLabel[value], color: statusColor[value] })),
      width: 130,
    },
    attempts: { type: 'integer', label: { 'zh-cn': '失败次数', en: 'Failed attempts', 'zh-tw': '失敗次數' }, readOnly: true, width: 100 },
    nextAttemptAt: { type: 'datetime', label: { 'zh-cn': '下次投递', en: 'Next attempt', 'zh-tw': '下次投遞' }, readOnly: true, width: 170 },
    lastError: { type: 'text', label: { 'zh-cn': '最近错误', en: 'Last error', 'zh-tw': '最近錯誤' }, readOnly: true, width: 220 },
    createdAt: { type: 'datetime', label: { 'zh-cn': '创建时间', en: 'Created', 'zh-tw': '建立時間' }, required: true, readOnly: true, filter: 'range', sort: true, width: 170 },
    deliveredAt: { type: 'datetime', label: { 'zh-cn': '投递时间', en: 'Delivered', 'zh-tw': '投遞時間' }, readOnly: true, width: 170 },
    payloadJson: { type: 'json', label: { 'zh-cn': '消息内容', en: 'Payload', 'zh-tw': '訊息內容' }, readOnly: true, list: false, export: false, form: false },
    consumedBy: { type: 'text', label: { 'zh-cn': '已消费的消费组', en: 'Consumed by', 'zh-tw': '已消費的消費組' }, virtual: true, readOnly: true, list: false, form: false, export: false },
  },
  actions: {
    retry: {
      label: { 'zh-cn': '重新投递', en: 'Retry', 'zh-tw': '重新投遞' },
      permission: QUEUE_PERMISSIONS.retry,
      scope: 'row',
      when: { field: 'status', in: ['DEAD', 'FAILED'] },
      confirm: {
        'zh-cn': '以同一幂等键重新投递此消息？已消费过的消费组不会重复处理。',
        en: 'Deliver this event again with the same key? Consumer groups that already had it will not apply it twice.',
        'zh-tw': '以同一冪等鍵重新投遞此訊息？已消費過的消費組不會重複處理。',
      },
    },
    purge: {
      label: { 'zh-cn': '清理已投递', en: 'Purge delivered', 'zh-tw': '清理已投遞' },
      permission: QUEUE_PERMISSIONS.purge,
      scope: 'page',
      danger: true,
      input: {
        keepDays: {
          type: 'integer',
          label: { 'zh-cn': '保留天数', en: 'Keep days', 'zh-tw': '保留天數' },
          required: true,
          min: 1,
          max: 3650,
          default: QUEUE_RETENTION_DAYS,
        },
      },
      confirm: {
        'zh-cn': '删除早于保留天数的已投递消息？',
        en: 'Delete DELIVERED events older than the retention?',
        'zh-tw': '刪除早於保留天數的已投遞訊息？',
      },
    },
  },
  menu: { parent: 'monitor', key: 'monitor.queue', path: '/monitor/queue', name: 'monitorQueue', component: 'infra/queue/index', icon: 'NotificationOutlined', sort: 12, keepAlive: true },
});

/** Consumer groups: registered by the server's code; an operator pauses and resumes them (persisted). */
export const queueConsumerResource = defineResource({
  name: 'infra/queue-consumer',
  table: 'outbox_consumer',
  permission: 'infra/queue',
  title: { 'zh-cn': '消费组', en: 'Consumer groups', 'zh-tw': '消費組' },
  ops: ['list', 'get'],
  delete: 'refuse',
  defaultSort: { field: 'groupName', order: 'asc' },
  recordLabel: 'groupName',
  endpoints: { base: 'infra/queue-consumer' },
  fields: {
    groupName: { type: 'text', label: { 'zh-cn': '消费组', en: 'Consumer group', 'zh-tw': '消費組' }, required: true, readOnly: true, sort: true, width: 180 },
    waiting: { type: 'integer', label: { 'zh-cn': '待消费', en: 'Waiting', 'zh-tw': '待消費' }, virtual: true, readOnly: true, form: false, width: 100 },
    topics: { type: 'text', label: { 'zh-cn': '订阅主题', en: 'Topics', 'zh-tw': '訂閱主題' }, readOnly: true, width: 300 },
    paused: { type: 'boolean', label: { 'zh-cn': '已暂停', en: 'Paused', 'zh-tw': '已暫停' }, readOnly: true, width: 100 },
    pausedAt: { type: 'datetime', label: { 'zh-cn': '暂停时间', en: 'Paused at', 'zh-tw': '暫停時間' }, readOnly: true, width: 170 },
  },
  actions: {
    pause: {
      label: { 'zh-cn': '暂停', en: 'Pause', 'zh-tw': '暫停' },
      permission: QUEUE_PERMISSIONS.pause,
      scope: 'row',
      when: { field: 'paused', in: ['false'] },
      confirm: { 'zh-cn': '暂停此消费组？其消息将保留到恢复。', en: 'Pause this consumer group? Its events wait until it resumes.', 'zh-tw': '暫停此消費組？其訊息將保留到恢復。' },
    },
    resume: {
      label: { 'zh-cn': '恢复', en: 'Resume', 'zh-tw': '恢復' },
      permission: QUEUE_PERMISSIONS.pause,
      scope: 'row',
      when: { field: 'paused', in: ['true'] },
    },
  },
});
