import { useEffect, useRef } from 'react';
import { ConfigProvider, notification, type NotificationArgsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_OFFSETS_PX, PENDING_POLL_INTERVAL_MS, PERMISSIONS } from '@ledgerdesk/shared';
import { usePermission } from '@/components/auth/usePermission';
import { useSession } from '@/lib/session';
import { fetchPendingCounts } from '../api';
import { beep } from './beep';
import { startPendingAlerts } from './pendingAlertController';
import { PENDING_KINDS, type PendingKind, type PendingKindInfo } from './pendingKinds';

type NotificationApi = ReturnType<typeof notification.useNotification>[0];

const keyOf = (kind: PendingKind) => `pending-alert-${kind}`;

/**
 * SPEC §9's offsets (20, 100, 180px), counted from the bottom-right corner. At the top they cover
 * the header tools (user menu, log out, language) and the first rows' actions until every alert
 * is dismissed; at the bottom they cover the least an operator works with.
 */
const alertPlace = (slot: 0 | 1 | 2) => ({ bottom: NOTIFICATION_OFFSETS_PX[slot], placement: 'bottomRight' as const });
/**
 * Persistent alerts stay above the page but under every overlay the operator opens on purpose
 * (menus 1050, drawers and dialogs 1000): antd's default 2050 would cover them all until dismissed.
 */
const ALERT_LAYER = { components: { Notification: { zIndexPopup: 999 } } };

/**
 * Mounted once in the signed-in console: every PENDING_POLL_INTERVAL_MS asks how many recharges,
 * withdrawals and real-name applications wait, and raises a persistent warning with a beep per
 * kind (SPEC §1, DESIGN.md §7). Clicking an alert opens that review list filtered to pending.
 * Only operators allowed to see the counts poll; it all stops when the session ends. Mounted beside
 * the router (not inside a layout), so it gets the router's navigate as a prop.
 */
export function PendingAlerts({ navigate }: { navigate: (path: string) => void }) {
  const { t } = useTranslation();
  const allowed = usePermission().has(PERMISSIONS.pendingCount);
  // antd places a notification list by its holder's offset, so each kind has its own holder: its own fixed place.
  const [rechargeApi, rechargeHolder] = notification.useNotification(alertPlace(0));
  const [withdrawApi, withdrawHolder] = notification.useNotification(alertPlace(1));
  const [realNameApi, realNameHolder] = notification.useNotification(alertPlace(2));
  const apis = useRef<Record<PendingKind, NotificationApi>>({ recharge: rechargeApi, withdraw: withdrawApi, realName: realNameApi });
  const latest = useRef({ t, navigate });
  useEffect(() => {
    latest.current = { t, navigate };
  });

  useEffect(() => {
    if (!allowed) return undefined;
    const show = (info: PendingKindInfo, count: number) => {
      const { t: translate } = latest.current;
      const key = keyOf(info.kind);
      const args: NotificationArgsProps = {
        key,
        duration: 0,
        title: translate(`message.pendingAlert.${info.kind}.title`),
        description: translate(`message.pendingAlert.${info.kind}.description`, { count }),
        role: 'alert',
        props: { 'data-testid': key },
        style: { cursor: 'pointer' },
        onClick: () => {
          latest.current.navigate(info.reviewPath);
          apis.current[info.kind].destroy(key);
          alerts.dismissed(info.kind);
        },
        onClose: () => alerts.dismissed(info.kind),
      };
      apis.current[info.kind].warning(args);
    };
    const alerts = startPendingAlerts({
      fetchCounts: fetchPendingCounts,
      show,
      sound: beep,
      isSignedIn: () => useSession.getState().userInfo !== null,
      intervalMs: PENDING_POLL_INTERVAL_MS,
    });
    const opened = apis.current;
    return () => {
      alerts.stop();
      for (const { kind } of PENDING_KINDS) opened[kind].destroy(keyOf(kind));
    };
  }, [allowed]);

  return (
    <ConfigProvider theme={ALERT_LAYER}>
      {rechargeHolder}
      {withdrawHolder}
      {realNameHolder}
    </ConfigProvider>
  );
}
