import { useEffect, useState } from 'react';
import { Flex, Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { KYC_DOCUMENT_FIELD, KYC_DOCUMENT_PARTS, KYC_ENDPOINTS, type KycDocumentPart } from '@ledgerdesk/shared';
import { blobFromApi } from '@/lib/downloadFromApi';

const FRAME = { width: 150, height: 100 };

interface Shown {
  url: string | null;
  failed: boolean;
}

/**
 * One document image, fetched with the session (an <img> could not send its token) and shown from a
 * blob address that is given back when the dialog closes: nothing of it stays in the page or a cache.
 */
function useDocument(applicationId: number, part: KycDocumentPart, given: boolean): Shown {
  const [shown, setShown] = useState<Shown>({ url: null, failed: false });
  useEffect(() => {
    if (!given) return undefined;
    let closed = false;
    let url: string | null = null;
    blobFromApi({ url: KYC_ENDPOINTS.kycDocument, method: 'GET', params: { id: applicationId, part } })
      .then((blob) => {
        if (closed) return;
        url = URL.createObjectURL(blob);
        setShown({ url, failed: false });
      })
      .catch(() => !closed && setShown({ url: null, failed: true }));
    return () => {
      closed = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [applicationId, part, given]);
  return shown;
}

function DocumentImage({ applicationId, part, given }: { applicationId: number; part: KycDocumentPart; given: boolean }) {
  const { t } = useTranslation();
  const { url, failed } = useDocument(applicationId, part, given);
  const name = t(`message.member.kyc.documentParts.${part}`);
  const placeholder = (text: string) => (
    <Flex align="center" justify="center" style={{ ...FRAME, border: '1px dashed var(--ant-color-border)', borderRadius: 6 }}>
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
  let picture;
  if (!given) picture = placeholder(t('message.member.kyc.documentNone'));
  else if (failed) picture = placeholder(t('message.member.kyc.documentFailed'));
  else if (!url) picture = <Skeleton.Node active style={FRAME} />;
  else picture = <Image src={url} alt={name} {...FRAME} style={{ objectFit: 'contain', borderRadius: 6, background: 'var(--ant-color-fill-quaternary)' }} />;
  return (
    <figure style={{ margin: 0 }} data-testid={`kyc-document-${part}`}>
      {picture}
      <figcaption>
        <Typography.Text type="secondary">{name}</Typography.Text>
      </figcaption>
    </figure>
  );
}

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
            <DocumentImage key={part} applicationId={applicationId} part={part} given={Boolean(references[KYC_DOCUMENT_FIELD[part]])} />
          ))}
        </Flex>
      </Image.PreviewGroup>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('message.member.kyc.documentsNote')}
      </Typography.Text>
    </section>
  );
}
