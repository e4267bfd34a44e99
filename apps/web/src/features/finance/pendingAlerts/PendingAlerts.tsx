import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PENDING_POLL_INTERVAL_MS, PERMISSIONS } from '@ledgerdesk/shared';
import { usePermission } from '@/components/auth/usePermission';
import { useSession } from '@/lib/session';
import { fetchPendingCounts } from '../api';
import { beep } from './beep';
import { startPendingAlerts } from './pendingAlertController';
import { PENDING_KINDS, type PendingKind, type PendingKindInfo } from './pendingKinds';
import './locales';
import './pendingAlerts.css';

type OpenAlerts = Partial<Record<PendingKind, number>>;

const without = (open: OpenAlerts, kind: PendingKind): OpenAlerts => {
  const rest = { ...open };
  delete rest[kind];
  return rest;
};

/**
 * Mounted by the shell in the main area's alert region (so only in the signed-in console, never
 * on its full-screen pages): every PENDING_POLL_INTERVAL_MS asks how many recharges, withdrawals
 * and real-name applications wait, and raises a persistent warning with a beep per kind (SPEC §1,
 * DESIGN.md §7). Clicking an alert opens that review list filtered to pending. Only operators
 * allowed to see the counts poll; it all stops when the session ends and the shell goes.
 *
 * The alerts are compact cards in the page's flow, not floating notifications: floating at SPEC
 * §9's offsets they overlapped each other, covered the lists' last rows and pagers, and ran off a
 * phone's screen. A card is one line (title and count, the longer text as its description), side
 * by side on wide screens and stacked on narrow ones.
 */
export function PendingAlerts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = usePermission().has(PERMISSIONS.pendingCount);
  const [open, setOpen] = useState<OpenAlerts>({});
  const controller = useRef<ReturnType<typeof startPendingAlerts> | null>(null);

  useEffect(() => {
    if (!allowed) return undefined;
    const alerts = startPendingAlerts({
      fetchCounts: fetchPendingCounts,
      show: (info: PendingKindInfo, count: number) => setOpen((shown) => ({ ...shown, [info.kind]: count })),
      sound: beep,
      isSignedIn: () => useSession.getState().userInfo !== null,
      intervalMs: PENDING_POLL_INTERVAL_MS,
    });
    controller.current = alerts;
    return () => {
      alerts.stop();
      controller.current = null;
      setOpen({});
    };
  }, [allowed]);

  const dismiss = (kind: PendingKind) => {
    controller.current?.dismissed(kind);
    setOpen((shown) => without(shown, kind));
  };

  const shown = PENDING_KINDS.filter((info) => open[info.kind] !== undefined);
  if (shown.length === 0) return null;
  return (
    <section className="ld-pending-alerts" data-testid="pending-alerts" aria-label={t('message.pendingAlert.region')}>
      {shown.map((info) => {
        const count = open[info.kind] ?? 0;
        return (
          <Alert
            key={info.kind}
            type="warning"
            showIcon
            className="ld-pending-alert"
            data-testid={`pending-alert-${info.kind}`}
            title={
              <button
                type="button"
                className="ld-pending-alert-open"
                title={t(`message.pendingAlert.${info.kind}.description`, { count })}
                onClick={() => {
                  dismiss(info.kind);
                  navigate(info.reviewPath);
                }}
              >
                <span className="ld-pending-alert-title">{t(`message.pendingAlert.${info.kind}.title`)}</span>
                <span className="ld-pending-alert-count">{count}</span>
              </button>
            }
            closable={{
              'aria-label': t('message.pendingAlert.dismiss'),
              onClose: (event) => {
                // The card's whole face opens the list; the close button only closes.
                event.stopPropagation();
                dismiss(info.kind);
              },
            }}
          />
        );
      })}
    </section>
  );
}
