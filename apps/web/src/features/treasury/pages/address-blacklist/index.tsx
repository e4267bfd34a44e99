import { addressBlacklistResource } from '@ledgerdesk/shared/resources/treasury/address-blacklist';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { ImportResultDialog } from '../../components/ImportResultDialog';

/** Black-listed addresses: the generic list, with a CSV import that answers every line. */
export default function AddressBlacklistPage() {
  return <ResourcePage definition={addressBlacklistResource} actionDialogs={{ import: ImportResultDialog }} testId="address-blacklist-list" />;
}
