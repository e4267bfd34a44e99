import { Alert } from 'antd';
import { testProductResource } from '@ledgerdesk/shared/resources/contracts/test-product';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useLabel } from '@/components/resource/useLabel';
import { T } from '../../components/labels';

/** Test product contracts: seen by test members only, quoted in TUSDT; "promote" copies the settings into a new DRAFT real product. */
export default function TestProductPage() {
  const label = useLabel();
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={label(T.testTitle)} description={label(T.testText)} />
      <ResourcePage definition={testProductResource} actionDialogs={{ changeTerms: ApprovalFiledDialog }} testId="contract-test-product-list" />
    </>
  );
}
