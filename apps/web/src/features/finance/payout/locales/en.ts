export const payoutEn = {
  message: {
    finance: {
      payoutQueue: { provider: 'Provider', attemptNo: 'Attempt', attemptStatus: 'Attempt status', errorCode: 'Error code' },
      providerPayout: {
        title: 'Third-party payout',
        simulated: 'Simulated provider: no real money moves',
        none: 'No payout attempt yet.',
        attempt: 'Attempt {{no}} · {{provider}}',
        sentBy: 'Sent {{at}} by {{name}}',
        callbackAt: 'Result received {{at}}',
        providerRef: 'Provider reference: {{ref}}',
        error: 'Error: {{code}}',
        retryable: 'retryable',
        final: 'final',
        dispatch: 'Dispatch to provider',
        retry: 'Retry payout',
        reconcile: 'Reconcile with provider',
        dispatchConfirm: 'Pay {{amount}} to {{address}} through {{provider}}?',
        retryConfirm: 'Send a new attempt of the same payout? The member is charged nothing for a retry.',
        reconcileConfirm: 'Ask the provider where this payout stands and apply its answer?',
        done: 'Sent to the provider',
        bar: {
          NOT_APPROVED: 'Only an approved withdrawal can be dispatched.',
          PAYER_IS_REVIEWER: 'You approved this withdrawal; another operator must pay it out.',
          NOT_RETRYABLE: 'Only a retryable failure can be retried.',
          NOTHING_TO_RECONCILE: 'No attempt is waiting for a result.',
          NO_PERMISSION: 'You do not have this permission.',
        },
        rule: 'A retryable failure keeps the funds frozen until a retry; a final failure returns them to the member\'s available balance.',
      },
    },
  },
};
