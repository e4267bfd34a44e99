import { Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { KYC_DOCUMENT_FIELD, KYC_DOCUMENT_PARTS, KYC_ENDPOINTS } from '@ledgerdesk/shared';
import { SessionImage } from '@/components/image/SessionImage';

/** Whether an application (as its detail reads) names any document image. */
export const hasKycDocuments = (references: Partial<Record<string, unknown>>): boolean => KYC_DOCUMENT_PARTS.some((part) => Boolean(references[KYC_DOCUMENT_FIELD[part]]));

/** The images an application carries (an advanced one rests on them), each enlarged on a click. */
export function KycDocuments({ applicationId, references }: { applicationId: number; references: Partial<Record<string, unknown>> }) {
  const { t } = useTranslation();
  return (
    <section data-testid="kyc-documents" style={{ marginTop: 12 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('message.member.kyc.documents')}
      </Typography.Title>
      <Image.PreviewGroup>
        <Flex gap={16} wrap>
          {KYC_DOCUMENT_PARTS.map((part) => (
            <SessionImage
              key={part}
              request={references[KYC_DOCUMENT_FIELD[part]] ? { url: KYC_ENDPOINTS.kycDocument, params: { id: applicationId, part } } : null}
              name={t(`message.member.kyc.documentParts.${part}`)}
              testId={`kyc-document-${part}`}
            />
          ))}
        </Flex>
      </Image.PreviewGroup>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('message.common.image.logged')}
      </Typography.Text>
    </section>
  );
}
