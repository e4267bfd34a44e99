import { rechargeAddressResource } from '@ledgerdesk/shared/resources/treasury/recharge-address';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { ImportResultDialog } from '../../components/ImportResultDialog';

/** Platform recharge addresses: the generic list, with an import that answers every line. */
export default function RechargeAddressPage() {
  return <ResourcePage definition={rechargeAddressResource} actionDialogs={{ import: ImportResultDialog }} testId="recharge-address-list" />;
}
