import { productResource } from '@ledgerdesk/shared/resources/contracts/product';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';
import { ResourcePage } from '@/components/resource/ResourcePage';

/** Product contracts: DRAFT → ENABLED and the other states with guards; fees, leverage and margin change four-eyes, for new orders only. */
export default function ProductPage() {
  return <ResourcePage definition={productResource} actionDialogs={{ changeTerms: ApprovalFiledDialog }} testId="contract-product-list" />;
}
