import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { isOffline, useConnectivity } from '@/lib/connectivity';

/**
 * A band above the console (in the flow, so it covers none of its controls) while the server
 * cannot be reached, and every table's rows dimmed with it: what a list shows then is what it
 * last loaded, not what is true now. Queries pause while the browser is offline and refetch
 * when it is back (TanStack Query's onlineManager).
 */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const offline = useConnectivity(isOffline);
  if (!offline) return null;
  return (
    <>
      <style>{'.ant-table-tbody, .ant-list-items { opacity: 0.55; }'}</style>
      <Alert
        data-testid="offline-indicator"
        type="warning"
        showIcon
        banner
        role="status"
        title={t('message.request.offline')}
      />
    </>
  );
}
