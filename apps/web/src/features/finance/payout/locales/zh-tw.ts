import type { payoutEn } from './en';

export const payoutZhTw: typeof payoutEn = {
  message: {
    finance: {
      payoutQueue: { provider: '出款通道', attemptNo: '嘗試次數', attemptStatus: '嘗試狀態', errorCode: '錯誤碼' },
      providerPayout: {
        title: '第三方出款',
        simulated: '模擬通道：不會轉出真實資金',
        none: '尚無出款嘗試。',
        attempt: '第 {{no}} 次嘗試 · {{provider}}',
        sentBy: '{{name}} 於 {{at}} 傳送',
        callbackAt: '{{at}} 收到結果',
        providerRef: '通道流水號：{{ref}}',
        error: '錯誤：{{code}}',
        retryable: '可重試',
        final: '不可重試',
        dispatch: '傳送至出款通道',
        retry: '重試出款',
        reconcile: '向通道對帳',
        dispatchConfirm: '透過 {{provider}} 向 {{address}} 支付 {{amount}}？',
        retryConfirm: '為同一筆出款發起新的嘗試？重試不向會員收取任何費用。',
        reconcileConfirm: '向通道查詢這筆出款的狀態並依結果處理？',
        done: '已傳送至通道',
        bar: {
          NOT_APPROVED: '只有已審核通過的提領可以傳送出款。',
          PAYER_IS_REVIEWER: '你審核過這筆提領，出款須由另一位操作員發起。',
          NOT_RETRYABLE: '只有可重試的失敗才能重試。',
          NOTHING_TO_RECONCILE: '沒有等待結果的出款嘗試。',
          NO_PERMISSION: '你沒有此權限。',
        },
        rule: '可重試的失敗會保持資金凍結直至重試；不可重試的失敗會把資金退回會員的可用餘額。',
      },
    },
  },
};
