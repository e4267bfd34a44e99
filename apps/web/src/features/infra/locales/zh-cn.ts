import type { infraEn } from './en';

export const infraZhCn: typeof infraEn = {
  message: {
    infra: {
      queue: {
        summary: '主题概览',
        events: '消息',
        consumers: '消费组',
        topic: '主题',
        pending: '待投递',
        delivered: '已投递',
        failed: '失败待重试',
        dead: '死信',
        lag: '积压（最早待投递）',
        throughput: '近一小时投递',
        perMinute: '{{n}} 条/分钟',
        noLag: '无积压',
        seconds: '{{n}} 秒',
        minutes: '{{n}} 分钟',
        hours: '{{n}} 小时',
        empty: '暂无消息。',
        refresh: '刷新',
      },
    },
  },
};
