import type { commonZhCn } from './zh-cn';

export const commonEn: typeof commonZhCn = {
  message: {
    common: {
      search: 'Search',
      reset: 'Reset',
      refresh: 'Refresh',
      total: '{{total}} in total',
      export: 'Export',
      exportHint: 'Export every record matching the current filters (at most {{max}} rows)',
      exported: 'Exported {{name}}',
      exportFailed: 'The export failed, please try again',
      detail: 'Details',
      actions: 'Actions',
      all: 'All',
      saved: 'Saved',
      dateFrom: 'From',
      dateTo: 'To',
      hint: {
        forbidden: 'The server refused this: you lack the permission, or you may not approve a record you created or last changed. Hand it to another operator.',
        conflict: 'Someone else handled or changed this record. The list has been refreshed; check its current state before acting.',
        badRequest: 'Correct the marked input and submit again.',
      },
      review: {
        decision: 'Decision',
        approve: 'Approve',
        reject: 'Reject',
        remark: 'Remark',
        reason: 'Reason',
        remarkPlaceholder: 'Recorded in the review history',
        reasonRequired: 'Please give a reason',
        remarkRequired: 'A remark is required when the credited amount differs',
        createdBy: 'Created by operator #{{id}}',
        createdByYou: 'You created or last changed this record; the server will refuse your approval.',
        createdByMember: 'Requested by the member',
        done: 'Review submitted',
      },
    },
  },
};
