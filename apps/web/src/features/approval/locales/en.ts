import type { ApprovalMessages } from './zh-cn';

export const approvalEn: ApprovalMessages = {
  message: {
    approval: {
      pending: 'Pending',
      all: 'All',
      waitingForYou: '{{count}} waiting for you',
      requestTitle: '{{action}}: request #{{id}}',
      requestedBy: 'Requested by',
      requestedAt: 'Requested at',
      note: 'Request note',
      field: 'Item',
      before: 'Before',
      after: 'After',
      unchanged: 'Unchanged items',
      details: 'What is asked',
      remark: 'Remark',
      remarkRequired: 'Say why the request is rejected',
      approveHint: 'Approving applies the request at once. Nobody approves a request they filed.',
      rejectHint: 'Rejecting changes nothing; the requester sees your reason.',
      empty: '(empty)',
      filed: 'Request data, as filed',
    },
  },
};
