import type { ApprovalMessages } from './zh-cn';

export const approvalZhTw: ApprovalMessages = {
  message: {
    approval: {
      pending: '待審批',
      all: '全部',
      waitingForYou: '{{count}} 筆待您審批',
      requestTitle: '{{action}}：申請 #{{id}}',
      requestedBy: '申請人',
      requestedAt: '申請時間',
      note: '申請說明',
      field: '項目',
      before: '變更前',
      after: '變更後',
      unchanged: '未變化的項目',
      details: '申請內容',
      remark: '審批意見',
      remarkRequired: '駁回時請說明理由',
      approveHint: '核准後立即依申請內容執行。您不能審批自己提交的申請。',
      rejectHint: '駁回後不會執行任何變更，申請人會看到您的理由。',
      empty: '（空）',
      filed: '申請內容（原始資料）',
    },
  },
};
