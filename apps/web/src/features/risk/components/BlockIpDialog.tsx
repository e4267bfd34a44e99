import { useMemo } from 'react';
import { ipBlacklistResource } from '@ledgerdesk/shared/resources/risk/ip-blacklist';
import { PageActionDialog } from './PageActionDialog';

/**
 * "Block IP" from a sign-in record, a shared address or an offender: the black list's own create
 * dialog with the address filled in (scope, reason and expiry still the operator's to choose).
 */
export function BlockIpDialog({ ip, onClose }: { ip: string; onClose: () => void }) {
  const create = ipBlacklistResource.actions.create;
  const action = useMemo(() => ({ ...create, input: { ...create.input, entries: { ...create.input.entries, default: ip } } }), [create, ip]);
  return <PageActionDialog definition={ipBlacklistResource} name="create" action={action} onClose={onClose} />;
}
