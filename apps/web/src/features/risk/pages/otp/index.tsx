import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { permissionOf } from '@ledgerdesk/shared';
import { otpResource } from '@ledgerdesk/shared/resources/risk/otp';
import { smsCodeResource } from '@ledgerdesk/shared/resources/system/sms-code';
import { usePermission } from '@/components/auth/usePermission';
import { ResourcePage } from '@/components/resource/ResourcePage';

/**
 * Members' verification-code dispatches (catalogue §9.4): delivery and attempts, never a code. The
 * staff sign-in codes have their own log, linked rather than repeated here.
 */
export default function OtpPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const staffLog = has(permissionOf(smsCodeResource, 'list')) ? <Link to={smsCodeResource.menu.path}>{t('message.risk.otp.staffLink')}</Link> : null;
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('message.risk.otp.hashNote')} description={staffLog} />
      <ResourcePage definition={otpResource} testId="risk-otp" />
    </>
  );
}
