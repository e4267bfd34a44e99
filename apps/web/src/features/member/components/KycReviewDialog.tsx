import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KycApplication } from '@ledgerdesk/shared';
import { DictTag } from '@/components/dict/DictTag';
import { formatDateTime } from '@/components/format/formatDateTime';
import type { RecordDialogProps } from '@/components/review/FormDialog';
import { ReviewDialog, type ReviewValues } from '@/components/review/ReviewDialog';
import { reviewKyc } from '../api';

/** Approve a real-name application (raising the member's level) or reject it with the reason the member is told. */
export function KycReviewDialog({ target: application, onClose, onSettled }: RecordDialogProps<KycApplication>) {
  const { t } = useTranslation();
  if (!application) return null;
  const submit = (values: ReviewValues) => reviewKyc({ id: application.id, action: values.action, remark: values.remark }).finally(onSettled);
  const f = (key: string) => t(`message.member.field.${key}`);
  return (
    <ReviewDialog
      open
      title={t('message.member.kyc.reviewTitle', { account: application.memberAccount })}
      summary={
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'member', label: f('member'), children: `${application.memberAccount} #${application.memberId}` },
            { key: 'level', label: f('kycApplicationLevel'), children: <DictTag dictType="kyc_application_level" value={application.level} /> },
            { key: 'realName', label: f('realName'), children: application.realName },
            { key: 'country', label: f('country'), children: application.country },
            { key: 'idNumber', label: f('idNumber'), span: 2, children: `${application.idType} ${application.idNumber}` },
            { key: 'createdAt', label: f('appliedAt'), children: formatDateTime(application.createdAt) },
          ]}
        />
      }
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
