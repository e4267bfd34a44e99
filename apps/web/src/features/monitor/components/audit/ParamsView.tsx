import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../locales/audit';

/** JSON indented for reading; text that is not JSON (a cut-off or a marker) as it was stored. */
export function prettyParams(params: string): string {
  try {
    return JSON.stringify(JSON.parse(params), null, 2);
  } catch {
    return params;
  }
}

/** An operation's recorded parameters (secrets already masked by the server) and its error, under the detail fields. */
export function ParamsView({ params, error }: { params: string | null; error: string | null }) {
  const { t } = useTranslation();
  return (
    <div data-testid="operlog-params">
      <Typography.Title level={5}>{t('message.audit.operlog.params')}</Typography.Title>
      {params ? (
        <pre style={{ maxHeight: 360, overflow: 'auto', padding: 12, margin: 0, background: 'var(--ant-color-fill-quaternary, rgba(0,0,0,0.04))', borderRadius: 6, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {prettyParams(params)}
        </pre>
      ) : (
        <Typography.Text type="secondary">{t('message.audit.operlog.noParams')}</Typography.Text>
      )}
      {error ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('message.audit.operlog.error')}
          </Typography.Title>
          <Typography.Text type="danger">{error}</Typography.Text>
        </>
      ) : null}
    </div>
  );
}
