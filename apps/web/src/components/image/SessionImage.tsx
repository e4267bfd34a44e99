import { useEffect, useState } from 'react';
import { Flex, Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { blobFromApi } from '@/lib/downloadFromApi';
import '../locales';

const FRAME = { width: 150, height: 100 };

/** A GET the server answers with an image, only with the session. */
export interface ImageRequest {
  url: string;
  params: Record<string, string | number>;
}

interface Shown {
  url: string | null;
  failed: boolean;
}

/** What was shown for which request: another request's image is never shown for this one. */
interface ShownFor extends Shown {
  key: string | null;
}

const LOADING: Shown = { url: null, failed: false };

/**
 * An image fetched with the session (an <img> could not send its token) and shown from a blob
 * address that is given back when the component goes or the request changes: nothing of it stays
 * in the page or a cache. Nothing is asked for while `request` is null.
 */
function useSessionImage(request: ImageRequest | null): Shown {
  // One key for the request's address and parameters: a new object with the same ones asks nothing again.
  const key = request ? JSON.stringify([request.url, request.params]) : null;
  const [shown, setShown] = useState<ShownFor>({ key: null, ...LOADING });
  useEffect(() => {
    if (!request) return undefined;
    let closed = false;
    let url: string | null = null;
    blobFromApi({ url: request.url, method: 'GET', params: request.params })
      .then((blob) => {
        if (closed) return;
        url = URL.createObjectURL(blob);
        setShown({ key, url, failed: false });
      })
      .catch(() => !closed && setShown({ key, url: null, failed: true }));
    return () => {
      closed = true;
      if (url) URL.revokeObjectURL(url);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the request.
  }, [key]);
  // Until this request answers, it is loading: the last one's address was given back with it.
  return shown.key === key ? shown : LOADING;
}

/**
 * A sensitive image (an identity document, a payment voucher) in a small frame with its name under
 * it (unless `captioned` is false: a label beside it names it already), enlarged on a click; "not
 * given" without a request, "cannot be shown" when the server refuses.
 */
export function SessionImage({ request, name, testId, captioned = true }: { request: ImageRequest | null; name: string; testId?: string; captioned?: boolean }) {
  const { t } = useTranslation();
  const { url, failed } = useSessionImage(request);
  const placeholder = (text: string) => (
    <Flex align="center" justify="center" style={{ ...FRAME, border: '1px dashed var(--ant-color-border)', borderRadius: 6 }}>
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
  let picture;
  if (!request) picture = placeholder(t('message.common.image.none'));
  else if (failed) picture = placeholder(t('message.common.image.failed'));
  else if (!url) picture = <Skeleton.Node active style={FRAME} />;
  else picture = <Image src={url} alt={name} {...FRAME} style={{ objectFit: 'contain', borderRadius: 6, background: 'var(--ant-color-fill-quaternary)' }} />;
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      {picture}
      {captioned && (
        <figcaption>
          <Typography.Text type="secondary">{name}</Typography.Text>
        </figcaption>
      )}
    </figure>
  );
}
