import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { create as createQr } from 'qrcode';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ResultCode } from '@ledgerdesk/shared';
import { SCAN_POLL_INTERVAL_MS, SCAN_TICKET_TTL_MS, scanConfirmUrl } from '@ledgerdesk/shared/scan';
import { feedback } from '@/lib/feedback';
import { ApiError, TRANSPORT_CODES } from '@/lib/request';
import { refusalText } from '@/lib/refusalText';
import { useSession } from '@/lib/session';
import '../locales/scan';
import { createScanTicket, pollScanTicket } from '../scanApi';
import type { SignedInHandler, SignInOutcome } from '../types';
import { describeLoginFailure, greetingKey } from './loginFailure';

type Stage = 'loading' | 'waiting' | 'scanned' | 'signingIn' | 'expired' | 'cancelled' | 'failed';
/** Why the panel stopped, kept untranslated so a language switch re-renders it (and asks for no new ticket). */
type Problem = { kind: 'issue'; error: unknown } | { kind: 'signIn'; error: unknown } | { kind: 'noPermission' };

const QR_SIZE = 200;
/** Past its lifetime (counted from receipt, so no clock is compared) a ticket is shown expired even if the server went quiet. */
const LOCAL_GRACE_MS = 10_000;

/** The QR code drawn as one SVG path by the qrcode encoder, here in the page: nothing leaves the browser. */
function QrCode({ value, label, dimmed }: { value: string; label: string; dimmed: boolean }) {
  const { size, path } = useMemo(() => {
    const { modules } = createQr(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let y = 0; y < modules.size; y += 1) {
      for (let x = 0; x < modules.size; x += 1) if (modules.get(y, x)) d += `M${x} ${y}h1v1h-1z`;
    }
    return { size: modules.size, path: d };
  }, [value]);
  return (
    <svg
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      width={QR_SIZE}
      height={QR_SIZE}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      style={{ display: 'block', opacity: dimmed ? 0.12 : 1, transition: 'opacity .2s' }}
    >
      <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
      <path d={path} fill="#1f2d3d" />
    </svg>
  );
}

function describeProblem(problem: Problem, t: TFunction): string {
  if (problem.kind === 'noPermission') return t('message.login.failure.noPermission');
  if (problem.kind === 'signIn') return describeLoginFailure(problem.error, t);
  const { error } = problem;
  if (error instanceof ApiError && error.code === ResultCode.tooManyRequests) return t('message.scan.panel.tooMany');
  return t('message.scan.panel.issueFailed', { msg: refusalText(error) });
}

function Overlay({ children }: { children: ReactNode }) {
  return (
    <Flex vertical align="center" justify="center" gap={8} style={{ position: 'absolute', inset: 0, textAlign: 'center', padding: 12 }}>
      {children}
    </Flex>
  );
}

/**
 * Sign-in by scan on the login page: a QR code of the console's confirmation page for a
 * two-minute ticket, polled with the secret only this page holds until the phone confirms (the
 * session arrives), cancels, or the ticket expires (a click brings a fresh one).
 */
export function ScanPanel({ onSignedIn, onUseAccount }: { onSignedIn: SignedInHandler; onUseAccount: () => void }) {
  const { t, i18n } = useTranslation();
  // One ticket per mount (dropped on unmount); a refresh asks for the next.
  const issued = useQuery({
    queryKey: ['scan-ticket'],
    queryFn: createScanTicket,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const ticket = issued.data ?? null;
  // What the polls of one ticket found; a newer ticket starts from 'waiting'.
  const [progress, setProgress] = useState<{ ticket: string; stage: Stage; problem: Problem | null } | null>(null);

  const finish = useCallback(
    async (token: string): Promise<SignInOutcome> => {
      useSession.getState().signIn(token);
      const outcome = await onSignedIn();
      if (outcome === 'ready') {
        feedback().message.success(i18n.t('message.login.signedIn', { greeting: i18n.t(greetingKey(new Date().getHours())) }));
      }
      return outcome;
    },
    [onSignedIn, i18n],
  );

  useEffect(() => {
    if (!ticket) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUpAt = Date.now() + SCAN_TICKET_TTL_MS + LOCAL_GRACE_MS;
    const reach = (stage: Stage, problem: Problem | null = null) => {
      if (!stopped) setProgress({ ticket: ticket.ticket, stage, problem });
    };
    const ask = async () => {
      if (Date.now() > giveUpAt) return reach('expired');
      try {
        const answer = await pollScanTicket({ ticketToken: ticket.ticket, pollSecret: ticket.pollSecret });
        if (stopped) return;
        switch (answer.status) {
          case 'PENDING':
            reach('waiting');
            break;
          case 'SCANNED':
            reach('scanned');
            break;
          case 'SIGNED_IN': {
            reach('signingIn');
            const outcome = await finish(answer.token ?? '');
            // 'failed': the request client has already said why; otherwise the user may not sign in at all.
            if (outcome !== 'ready') reach('failed', outcome === 'failed' ? null : { kind: 'noPermission' });
            return;
          }
          case 'CANCELLED':
            return reach('cancelled');
          default:
            return reach('expired');
        }
      } catch (error) {
        if (stopped) return;
        // The network or a server restarting: the ticket may still be confirmed, so keep asking until it has expired.
        const transient = error instanceof ApiError && (error.code < 0 || error.code >= 500) && error.code !== TRANSPORT_CODES.canceled;
        // 404: the server no longer knows the ticket; 401: the approver's account was refused.
        if (!transient) return error instanceof ApiError && error.code === ResultCode.notFound ? reach('expired') : reach('failed', { kind: 'signIn', error });
      }
      timer = setTimeout(() => void ask(), SCAN_POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void ask(), SCAN_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [ticket, finish]);

  const mine = ticket && progress?.ticket === ticket.ticket ? progress : null;
  const stage: Stage = issued.isFetching || (!ticket && !issued.error) ? 'loading' : issued.error ? 'failed' : (mine?.stage ?? 'waiting');
  const problem: Problem | null = issued.error && !issued.isFetching ? { kind: 'issue', error: issued.error } : (mine?.problem ?? null);
  const failure = problem && describeProblem(problem, t);

  const url = ticket ? scanConfirmUrl(ticket.consoleUrl ?? window.location.origin, ticket.ticket) : null;
  const spent = stage === 'expired' || stage === 'cancelled' || stage === 'failed';
  const refresh = (
    <Button type="primary" icon={<ReloadOutlined />} onClick={() => void issued.refetch()}>
      {t('message.scan.panel.refresh')}
    </Button>
  );

  return (
    <Flex vertical align="center" gap={12} data-testid="scan-panel" data-stage={stage}>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ alignSelf: 'stretch' }} />}
      <div
        data-testid="scan-qr"
        data-ticket-url={url ?? undefined}
        style={{ position: 'relative', width: QR_SIZE, height: QR_SIZE, border: '1px solid rgba(5,5,5,.06)', borderRadius: 8, overflow: 'hidden', background: '#fff' }}
      >
        {url && <QrCode value={url} label={t('message.scan.panel.qrLabel')} dimmed={stage !== 'waiting'} />}
        {stage === 'loading' && (
          <Overlay>
            <Spin />
          </Overlay>
        )}
        {stage === 'scanned' && (
          <Overlay>
            <CheckCircleFilled style={{ fontSize: 40, color: '#52c41a' }} />
          </Overlay>
        )}
        {stage === 'signingIn' && (
          <Overlay>
            <Spin size="large" />
          </Overlay>
        )}
        {spent && (
          <Overlay>
            {stage === 'cancelled' && <CloseCircleFilled style={{ fontSize: 32, color: '#ff4d4f' }} />}
            {refresh}
          </Overlay>
        )}
      </div>
      <Typography.Text strong={stage !== 'waiting'} aria-live="polite" data-testid="scan-status" style={{ textAlign: 'center' }}>
        {t(`message.scan.panel.${stage}`)}
      </Typography.Text>
      {url && !spent && (
        <Typography.Link href={url} target="_blank" rel="noopener noreferrer" data-testid="scan-confirm-link">
          {t('message.scan.panel.openLink')}
        </Typography.Link>
      )}
      <Button type="link" onClick={onUseAccount}>
        {t('message.login.useAccount')}
      </Button>
    </Flex>
  );
}
