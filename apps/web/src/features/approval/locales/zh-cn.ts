/** The approval area's strings (menu titles first: they show before any approval page loads). */
export const approvalZhCn = {
  message: {
    approval: {
      pending: '待审批',
      all: '全部',
      waitingForYou: '{{count}} 条待您审批',
      requestTitle: '{{action}}：申请 #{{id}}',
      requestedBy: '申请人',
      requestedAt: '申请时间',
      note: '申请说明',
      field: '项目',
      before: '变更前',
      after: '变更后',
      unchanged: '未变化的项目',
      details: '申请内容',
      remark: '审批意见',
      remarkRequired: '驳回时请说明理由',
      approveHint: '批准后立即按申请内容执行。您不能审批自己提交的申请。',
      rejectHint: '驳回后不会执行任何变更，申请人会看到您的理由。',
      empty: '（空）',
      filed: '申请内容（原始数据）',
    },
  },
};
export type ApprovalMessages = typeof approvalZhCn;
