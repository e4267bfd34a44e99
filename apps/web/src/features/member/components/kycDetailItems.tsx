import type { DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import type { KycApplication } from '@ledgerdesk/shared';
import { DictTag } from '@/components/dict/DictTag';
import { formatDateTime } from '@/components/format/formatDateTime';

/** Every field of a real-name application, for its detail drawer. */
export function kycDetailItems(application: KycApplication, t: TFunction): DescriptionsProps['items'] {
  const f = (key: string) => t(`message.member.field.${key}`);
  return [
    { key: 'member', label: f('member'), children: `${application.memberAccount} #${application.memberId}` },
    { key: 'level', label: f('kycApplicationLevel'), children: <DictTag dictType="kyc_application_level" value={application.level} /> },
    { key: 'status', label: f('status'), children: <DictTag dictType="kyc_status" value={application.status} /> },
    { key: 'realName', label: f('realName'), children: application.realName },
    { key: 'idType', label: f('idType'), children: application.idType },
    {
      key: 'idNumber',
      label: f('idNumber'),
      children: `${application.idNumber}${application.idNumberMasked ? ` (${t('message.member.kyc.masked')})` : ''}`,
    },
    { key: 'country', label: f('country'), children: application.country },
    { key: 'rejectReason', label: f('rejectReason'), children: application.rejectReason || '-' },
    { key: 'reviewer', label: f('reviewer'), children: application.reviewerId === null ? '-' : `#${application.reviewerId}` },
    { key: 'reviewedAt', label: f('reviewedAt'), children: formatDateTime(application.reviewedAt) },
    { key: 'createdAt', label: f('appliedAt'), children: formatDateTime(application.createdAt) },
  ];
}
