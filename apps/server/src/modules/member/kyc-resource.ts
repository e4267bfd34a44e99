import { kycApplicationSchema, kycReviewSchema } from '@ledgerdesk/shared';
import { kycResource } from '@ledgerdesk/shared/resources/member/kyc';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { kycApplications } from '../../db/schema';
import { bindResource } from '../../resource';
import { memberRowScope } from '../access/member-scope';
import { KycService } from './kyc-service';
import { kycRightsHooks } from './kyc-rights';

/**
 * Real-name applications on the resource engine: list, detail (the ID number in full only for
 * reviewers) and export from the definition; the review is KycService's (a rejection needs a
 * reason, one ID number verifies one account), with its own request schema. Data scope: the
 * member's (modules/access/member-scope.ts).
 */
export function kycBinding(db: Db) {
  const kyc = new KycService(db);
  return bindResource({
    definition: kycResource,
    table: kycApplications,
    // Reached through the member's assigned operator (modules/access); the review by id is refused outside it.
    hooks: { scope: memberRowScope(db, kycApplications.memberId), ...kycRightsHooks },
    actionSchemas: { review: kycReviewSchema },
    actionAnswers: { review: kycApplicationSchema },
    actions: { review: async ({ input, user }) => kyc.review(input as z.output<typeof kycReviewSchema>, user) },
  });
}
