import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The server signs in by account only; other methods say so instead of pretending to work. */
export function MethodNotEnabled({ onUseAccount }: { onUseAccount: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t('message.login.methodDisabled')}
      action={
        <Button size="small" type="link" onClick={onUseAccount}>
          {t('message.login.useAccount')}
        </Button>
      }
      style={{ marginBottom: 16, alignItems: 'center' }}
    />
  );
}
