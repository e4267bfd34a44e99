import { PERMISSIONS } from '@ledgerdesk/shared';
import { kycResource } from '@ledgerdesk/shared/resources/member/kyc';
import { usePermission } from '@/components/auth/usePermission';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { hasKycDocuments, KycDocuments } from '../../components/KycDocuments';
import { KycReviewDialog, type KycRow } from '../../components/KycReviewDialog';

/**
 * Real-name (KYC) applications: primary, then advanced; reviewed in their own dialog, with a reason
 * on rejection. The detail shows the document images to whoever may review (others see none, as
 * they see the name and ID number masked).
 */
export default function KycListPage() {
  const { has } = usePermission();
  const mayReview = has(PERMISSIONS.kycReview);
  return (
    <ResourcePage<KycRow>
      definition={kycResource}
      actionDialogs={{ review: KycReviewDialog }}
      detailExtra={(row) => (mayReview && hasKycDocuments(row) ? <KycDocuments applicationId={row.id} references={row} /> : null)}
      testId="kyc-list"
    />
  );
}
