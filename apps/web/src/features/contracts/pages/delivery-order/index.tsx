import { Alert } from 'antd';
import { deliveryOrderResource } from '@ledgerdesk/shared/resources/contracts/delivery-order';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useLabel } from '@/components/resource/useLabel';
import { T } from '../../components/labels';
import { SampleCard, type SampleEvidence } from '../../components/SampleCard';

type Evidence = { open: SampleEvidence | null; close: SampleEvidence | null };

/** Delivery orders, read only: each order's two recorded price samples are its settlement evidence; a void (four-eyes) refunds the stake. */
export default function DeliveryOrderPage() {
  const label = useLabel();
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={label(T.gateTitle)} description={label(T.gateText)} />
      <ResourcePage
        definition={deliveryOrderResource}
        actionDialogs={{ void: ApprovalFiledDialog }}
        detailExtra={(row) => {
          const evidence = (row as unknown as { evidence?: Evidence }).evidence;
          const productId = Number(row.productId);
          return (
            <>
              <SampleCard title={label(T.openSample)} sample={evidence?.open ?? null} productId={productId} testId="open-sample" />
              <SampleCard title={label(T.closeSample)} sample={evidence?.close ?? null} productId={productId} testId="close-sample" />
            </>
          );
        }}
        testId="contract-delivery-order-list"
      />
    </>
  );
}
