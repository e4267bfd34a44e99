import type { payoutEn } from './en';

export const payoutZhCn: typeof payoutEn = {
  message: {
    finance: {
      payoutQueue: { provider: '出款通道', attemptNo: '尝试次数', attemptStatus: '尝试状态', errorCode: '错误码' },
      providerPayout: {
        title: '第三方出款',
        simulated: '模拟通道：不会转出真实资金',
        none: '尚无出款尝试。',
        attempt: '第 {{no}} 次尝试 · {{provider}}',
        sentBy: '{{name}} 于 {{at}} 发送',
        callbackAt: '{{at}} 收到结果',
        providerRef: '通道流水号：{{ref}}',
        error: '错误：{{code}}',
        retryable: '可重试',
        final: '不可重试',
        dispatch: '发送至出款通道',
        retry: '重试出款',
        reconcile: '向通道对账',
        dispatchConfirm: '通过 {{provider}} 向 {{address}} 支付 {{amount}}？',
        retryConfirm: '为同一笔出款发起新的尝试？重试不向会员收取任何费用。',
        reconcileConfirm: '向通道查询这笔出款的状态并按结果处理？',
        done: '已发送至通道',
        bar: {
          NOT_APPROVED: '只有已审核通过的提现可以发送出款。',
          PAYER_IS_REVIEWER: '你审核过这笔提现，出款须由另一位操作员发起。',
          NOT_RETRYABLE: '只有可重试的失败才能重试。',
          NOTHING_TO_RECONCILE: '没有等待结果的出款尝试。',
          NO_PERMISSION: '你没有此权限。',
        },
        rule: '可重试的失败会保持资金冻结直至重试；不可重试的失败会把资金退回会员的可用余额。',
      },
    },
  },
};
