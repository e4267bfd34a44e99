import { reviewAllowed, reviewBarred, type ReviewRights } from '@ledgerdesk/shared';
import type { ResourceHooks } from '../../resource';

/**
 * KycService.review's rule told to the console: a PENDING application may be approved or rejected
 * by any reviewer (members submit them, so there is no own record to refuse); nothing else may.
 */
export function kycReviewRights(application: { status: string }): ReviewRights {
  const decision = application.status === 'PENDING' ? reviewAllowed : reviewBarred('NOT_REVIEWABLE');
  return { stage: 'first', approve: decision, reject: decision };
}

/** The `reviewRights` of real-name applications, for the list page and the detail. */
export const kycRightsHooks = {
  decorateList: (rows) => rows.map((row) => ({ ...row, reviewRights: kycReviewRights({ status: String(row.status) }) })),
  decorateRow: (row) => ({ ...row, reviewRights: kycReviewRights({ status: String(row.status) }) }),
} satisfies ResourceHooks;
