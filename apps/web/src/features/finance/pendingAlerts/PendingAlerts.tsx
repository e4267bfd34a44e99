import { useEffect, useRef } from 'react';
import { notification, type NotificationArgsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_OFFSETS_PX, PENDING_POLL_INTERVAL_MS, PERMISSIONS } from '@ledgerdesk/shared';
import { usePermission } from '../../../components/auth/usePermission';
import { useSession } from '../../../lib/session';
import { fetchPendingCounts } from '../api';
import { beep } from './beep';
import { startPendingAlerts } from './pendingAlertController';
import { PENDING_KINDS, type PendingKind, type PendingKindInfo } from './pendingKinds';

type NotificationApi = ReturnType<typeof notification.useNotification>[0];

const keyOf = (kind: PendingKind) => `pending-alert-${kind}`;

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
  // antd places a notification list by its holder's `top`, so each kind has its own holder: its own fixed place.
  const [rechargeApi, rechargeHolder] = notification.useNotification({ top: NOTIFICATION_OFFSETS_PX[0], placement: 'topRight' });
  const [withdrawApi, withdrawHolder] = notification.useNotification({ top: NOTIFICATION_OFFSETS_PX[1], placement: 'topRight' });
  const [realNameApi, realNameHolder] = notification.useNotification({ top: NOTIFICATION_OFFSETS_PX[2], placement: 'topRight' });
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
    <>
      {rechargeHolder}
      {withdrawHolder}
      {realNameHolder}
    </>
  );
}
