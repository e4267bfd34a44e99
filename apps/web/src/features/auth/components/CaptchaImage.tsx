import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface CaptchaImageProps {
  svg: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/**
 * The server's SVG captcha, shown through <img> (a data URL) rather than injected markup, so
 * whatever the SVG holds cannot run script in the page.
 */
export function CaptchaImage({ svg, loading, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation();
  // A button loading where the picture will be (antd's Skeleton would add its own code to the login page).
  if (loading && !svg) return <Button loading disabled aria-label={t('message.login.captchaImageAlt')} style={{ width: 120, height: 40 }} />;
  if (!svg) {
    return (
      <Button onClick={onRefresh} style={{ width: 120, height: 40, whiteSpace: 'normal', fontSize: 12, lineHeight: 1.1 }}>
        {t('message.login.captchaLoadFailed')}
      </Button>
    );
  }
  return (
    <button type="button" onClick={onRefresh} className="ld-login__captcha" title={t('message.login.captchaImageAlt')}>
      <img
        data-testid="captcha-image"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={t('message.login.captchaImageAlt')}
        width={120}
        height={38}
      />
    </button>
  );
}
