export const infraEn = {
  message: {
    infra: {
      queue: {
        summary: 'Topics',
        events: 'Events',
        consumers: 'Consumer groups',
        topic: 'Topic',
        pending: 'Pending',
        delivered: 'Delivered',
        failed: 'Failed',
        dead: 'Dead',
        lag: 'Lag (oldest waiting)',
        throughput: 'Delivered last hour',
        perMinute: '{{n}} / min',
        noLag: 'nothing waiting',
        seconds: '{{n}} s',
        minutes: '{{n}} min',
        hours: '{{n}} h',
        empty: 'No events yet.',
        refresh: 'Refresh',
      },
    },
  },
};
