import { kycResource } from '@ledgerdesk/shared/resources/member/kyc';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { KycReviewDialog, type KycRow } from '../../components/KycReviewDialog';

/** Real-name (KYC) applications: primary, then advanced; reviewed in their own dialog, with a reason on rejection. */
export default function KycListPage() {
  return <ResourcePage<KycRow> definition={kycResource} actionDialogs={{ review: KycReviewDialog }} testId="kyc-list" />;
}
