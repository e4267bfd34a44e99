import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ipBlacklistResource } from '@ledgerdesk/shared/resources/risk/ip-blacklist';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useMyAddress } from '../../api';
import { FourEyesActionDialog } from '../../components/FourEyesActionDialog';

const DIALOGS = { disable: FourEyesActionDialog, remove: FourEyesActionDialog };

/**
 * The IP black list (catalogue §9.1): addresses and CIDR ranges per scope, added one by one or as
 * a CSV paste; disabling or removing a compliance entry goes to a second operator. The operator's
 * own address is shown, since entries covering it for the console are refused.
 */
export default function IpBlacklistPage() {
  const { t } = useTranslation();
  const mine = useMyAddress();
  return (
    <>
      {mine.data ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('message.risk.myAddress', { ip: mine.data.ip })} description={t('message.risk.loopbackNote')} /> : null}
      <ResourcePage definition={ipBlacklistResource} actionDialogs={DIALOGS} testId="risk-ip-blacklist" />
    </>
  );
}
