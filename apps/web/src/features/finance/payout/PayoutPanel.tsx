import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Popconfirm, Space, Tag, Timeline, Tooltip, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYOUT_OPEN_STATUSES, PAYOUT_PERMISSIONS, type PayoutAttempt, type PayoutDecision } from '@ledgerdesk/shared/finance/payout';
import { usePermission } from '@/components/auth/usePermission';
import { DictTag } from '@/components/dict/DictTag';
import { formatDateTime } from '@/components/format/formatDateTime';
import { feedback } from '@/lib/feedback';
import { fetchPayoutState, runPayoutAction, type PayoutAction } from './api';
import './locales';

export interface PayoutPanelProps {
  withdrawId: number;
  netAmount: string;
  currency: string;
  address: string;
}

const COLOURS: Record<string, string> = { SUCCEEDED: 'green', FAILED: 'red', UNKNOWN: 'orange', ACKED: 'blue', SENT: 'gray' };
const k = (key: string) => `message.finance.providerPayout.${key}`;

/** Bars worth explaining beside a disabled button; the others hide the button altogether. */
const EXPLAINED = new Set<PayoutDecision['reason']>(['PAYER_IS_REVIEWER']);

function AttemptItem({ attempt }: { attempt: PayoutAttempt }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`payout-attempt-${attempt.attemptNo}`}>
      <Space wrap size={4}>
        <Typography.Text strong>{t(k('attempt'), { no: attempt.attemptNo, provider: attempt.providerCode })}</Typography.Text>
        <DictTag dictType="payout_attempt_status" value={attempt.status} />
      </Space>
      <div>
        <Typography.Text type="secondary">{t(k('sentBy'), { at: formatDateTime(attempt.sentAt), name: attempt.operatorName ?? `#${attempt.operatorId ?? ''}` })}</Typography.Text>
      </div>
      {attempt.providerRef && <div><Typography.Text type="secondary" copyable={{ text: attempt.providerRef }}>{t(k('providerRef'), { ref: attempt.providerRef })}</Typography.Text></div>}
      {attempt.callbackAt && <div><Typography.Text type="secondary">{t(k('callbackAt'), { at: formatDateTime(attempt.callbackAt) })}</Typography.Text></div>}
      {attempt.errorCode && (
        <div>
          <Typography.Text type="danger">{t(k('error'), { code: attempt.errorCode })}</Typography.Text>{' '}
          {attempt.status === 'FAILED' && <Tag>{t(k(attempt.retryable ? 'retryable' : 'final'))}</Tag>}
        </div>
      )}
    </div>
  );
}

/**
 * A withdrawal's third-party payout, in its detail: the attempt timeline and the three actions
 * (dispatch, retry, reconcile), each offered as the server's rights say and confirmed first. It
 * follows the attempt while the provider has not answered, and refreshes the order's own pages
 * when the withdrawal's state changes (the webhook moved it).
 */
export function PayoutPanel({ withdrawId, netAmount, currency, address }: PayoutPanelProps) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const queryClient = useQueryClient();
  const visible = has(PAYOUT_PERMISSIONS.list);
  const state = useQuery({
    queryKey: ['payout-state', withdrawId],
    queryFn: () => fetchPayoutState(withdrawId),
    enabled: visible,
    refetchInterval: (query) => {
      const last = query.state.data?.attempts.at(-1);
      return last && (PAYOUT_OPEN_STATUSES as readonly string[]).includes(last.status) && last.status !== 'UNKNOWN' ? 1500 : false;
    },
  });
  const status = state.data?.status;
  const seen = useRef(status);
  useEffect(() => {
    if (seen.current !== undefined && status !== seen.current) void queryClient.invalidateQueries({ queryKey: ['resource'] });
    seen.current = status;
  }, [status, queryClient]);
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState<PayoutAction | null>(null);
  if (!visible || !state.data) return null;
  const { attempts, rights, providers } = state.data;
  // Nothing to show before approval; after it, whoever may look sees the timeline.
  if (attempts.length === 0 && state.data.status !== 'APPROVED') return null;
  const provider = providers[0];
  const simulated = (code: string) => providers.some((p) => p.code === code && p.simulated);
  const simulatedInUse = provider !== undefined && ((rights.dispatch.allowed && provider.simulated) || attempts.some((a) => simulated(a.providerCode)));

  const run = async (action: PayoutAction) => {
    setBusy(action);
    try {
      await runPayoutAction(action, withdrawId, key);
      feedback().message.success(t(k('done')));
    } catch {
      // The request client has shown the server's refusal.
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: ['payout-state', withdrawId] });
      await queryClient.invalidateQueries({ queryKey: ['resource'] });
    }
  };
  const button = (action: PayoutAction, confirm: string, danger = false) => {
    const decision = rights[action];
    if (!decision.allowed && !EXPLAINED.has(decision.reason)) return null;
    const trigger = (
      <Button size="small" danger={danger} disabled={!decision.allowed} loading={busy === action} data-testid={`payout-${action}`}>
        {t(k(action))}
      </Button>
    );
    if (!decision.allowed) return <Tooltip key={action} title={t(k(`bar.${decision.reason}`))}>{trigger}</Tooltip>;
    return (
      <Popconfirm
        key={action}
        title={t(k(action))}
        description={<div style={{ maxWidth: 320 }}>{confirm}</div>}
        // One key per opening of the confirmation: a double submit is answered once by the server.
        onOpenChange={(open) => open && setKey(crypto.randomUUID())}
        onConfirm={() => run(action)}
        okButtonProps={{ 'data-testid': `payout-${action}-ok` } as Record<string, string>}
      >
        {trigger}
      </Popconfirm>
    );
  };

  return (
    <div data-testid="payout-panel">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>{t(k('title'))}</Typography.Title>
        <Space wrap>
          {button('dispatch', t(k('dispatchConfirm'), { amount: `${netAmount} ${currency}`, address, provider: provider?.code ?? '' }))}
          {button('retry', t(k('retryConfirm')))}
          {button('reconcile', t(k('reconcileConfirm')))}
        </Space>
      </Space>
      {simulatedInUse && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={`${provider.code} — ${t(k('simulated'))}`} data-testid="payout-simulated" />}
      {attempts.length === 0 ? (
        <Typography.Text type="secondary">{t(k('none'))}</Typography.Text>
      ) : (
        <Timeline items={attempts.map((a) => ({ key: a.id, color: COLOURS[a.status], children: <AttemptItem attempt={a} /> }))} />
      )}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>{t(k('rule'))}</Typography.Paragraph>
    </div>
  );
}
