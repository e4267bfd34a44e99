import { Descriptions } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReviewRights, RowOf } from '@ledgerdesk/shared';
import type { kycResource } from '@ledgerdesk/shared/resources/member/kyc';
import { DictTag } from '@/components/dict/DictTag';
import { formatDateTime } from '@/components/format/formatDateTime';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { resourceApi } from '@/components/resource/resourceApi';
import { resourceKeys } from '@/components/resource/resourceKeys';
import { ReviewDialog } from '@/components/review/ReviewDialog';
import { hasKycDocuments, KycDocuments } from './KycDocuments';

export type KycRow = RowOf<typeof kycResource>;

/**
 * The real-name application's review action: approve (raising the member's level) or reject with
 * the reason the member is told. The list masks name and ID number; the detail read here shows a
 * reviewer both whole, and the document images, which is what the decision rests on.
 */
export function KycReviewDialog({ definition, rows, run, onDone, onClose }: ActionDialogProps<KycRow>) {
  const { t } = useTranslation();
  const listed = rows[0]!;
  const detail = useQuery({ queryKey: resourceKeys(definition).detail(listed.id), queryFn: () => resourceApi(definition).get<KycRow>(listed.id) });
  const application = detail.data ?? listed;
  const f = (key: string) => t(`message.member.field.${key}`);
  return (
    <ReviewDialog
      open
      title={t('message.member.kyc.reviewTitle', { account: application.memberIdLabel ?? `#${application.memberId}` })}
      rights={(application.reviewRights as ReviewRights | null | undefined) ?? undefined}
      confirmText={(values) =>
        t(values.action === 'reject' ? 'message.member.kyc.confirmReject' : 'message.member.kyc.confirmApprove', {
          account: application.memberIdLabel ?? `#${application.memberId}`,
          name: application.realName,
        })
      }
      summary={
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'member', label: f('member'), children: `${application.memberIdLabel ?? ''} #${application.memberId}` },
              { key: 'level', label: f('kycApplicationLevel'), children: <DictTag dictType="kyc_application_level" value={application.level} /> },
              { key: 'realName', label: f('realName'), children: application.realName },
              { key: 'country', label: f('country'), children: application.country || '-' },
              { key: 'idType', label: f('idType'), children: <DictTag dictType="kyc_id_type" value={application.idType} /> },
              { key: 'idNumber', label: f('idNumber'), children: application.idNumber },
              { key: 'createdAt', label: f('appliedAt'), children: formatDateTime(application.createdAt) },
            ]}
          />
          {/* The images are read from the detail, which holds them; an advanced application rests on them. */}
          {detail.data && (application.level === 'ADVANCED' || hasKycDocuments(application)) ? (
            <KycDocuments applicationId={application.id} references={application} />
          ) : null}
        </>
      }
      onSubmit={(values) => run({ action: values.action, remark: values.remark })}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
