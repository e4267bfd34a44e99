import type { commonZhCn } from './zh-cn';

export const commonZhTw: typeof commonZhCn = {
  message: {
    common: {
      search: '查詢',
      reset: '重設',
      refresh: '重新整理',
      total: '共 {{total}} 筆',
      export: '匯出',
      exportHint: '匯出目前篩選條件下的全部記錄（最多 {{max}} 列）',
      exported: '已匯出 {{name}}',
      exportFailed: '匯出失敗，請稍後重試',
      detail: '詳情',
      actions: '操作',
      all: '全部',
      saved: '已儲存',
      dateFrom: '開始日期',
      dateTo: '結束日期',
      hint: {
        forbidden: '伺服器拒絕了此操作：您沒有該權限，或不能審核自己建立或修改的記錄。請交給其他操作員處理。',
        conflict: '記錄已被他人處理或已變更，列表已重新整理，請查看目前狀態後再操作。',
        badRequest: '請依提示修改輸入後再提交。',
      },
      review: {
        decision: '審核結果',
        approve: '通過',
        reject: '駁回',
        remark: '備註',
        reason: '原因',
        remarkPlaceholder: '將記錄在審核日誌中',
        reasonRequired: '請填寫原因',
        remarkRequired: '修改到帳金額時必須填寫備註',
        createdBy: '由操作員 #{{id}} 建立',
        createdByYou: '此記錄由您建立或最後修改，伺服器將拒絕您本人的通過操作。',
        createdByMember: '由會員本人提交',
        done: '審核已提交',
      },
    },
  },
};
