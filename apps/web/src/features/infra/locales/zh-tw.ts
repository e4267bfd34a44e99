import type { infraEn } from './en';

export const infraZhTw: typeof infraEn = {
  message: {
    infra: {
      queue: {
        summary: '主題概覽',
        events: '訊息',
        consumers: '消費組',
        topic: '主題',
        pending: '待投遞',
        delivered: '已投遞',
        failed: '失敗待重試',
        dead: '死信',
        lag: '積壓（最早待投遞）',
        throughput: '近一小時投遞',
        perMinute: '{{n}} 則/分鐘',
        noLag: '無積壓',
        seconds: '{{n}} 秒',
        minutes: '{{n}} 分鐘',
        hours: '{{n}} 小時',
        empty: '暫無訊息。',
        refresh: '重新整理',
      },
    },
  },
};
