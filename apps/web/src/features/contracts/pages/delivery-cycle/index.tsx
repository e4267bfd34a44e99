import { Alert } from 'antd';
import { deliveryCycleResource } from '@ledgerdesk/shared/resources/contracts/delivery-cycle';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useLabel } from '@/components/resource/useLabel';
import { T } from '../../components/labels';

/** Delivery contract cycles: durations, the published payout ratio (four-eyes, future effective time) and stake limits. */
export default function DeliveryCyclePage() {
  const label = useLabel();
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={label(T.gateTitle)} description={label(T.gateText)} data-testid="delivery-gate-notice" />
      <ResourcePage definition={deliveryCycleResource} actionDialogs={{ changePayout: ApprovalFiledDialog }} testId="contract-delivery-cycle-list" />
    </>
  );
}
