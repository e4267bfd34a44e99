import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Result, Spin, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ResultCode } from '@ledgerdesk/shared';
import type { ScanInspectAnswer, ScanRefusalData } from '@ledgerdesk/shared/scan';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { HOME_PATH } from '@/lib/homePath';
import { ApiError } from '@/lib/request';
import { refusalText } from '@/lib/refusalText';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '../locales/scan';
import { cancelScanTicket, confirmScanTicket, inspectScanTicket } from '../scanApi';

/** How the page ends: the operator's decision, or why the ticket cannot be decided on. */
type Ending = 'approved' | 'rejected' | 'expired' | 'used' | 'cancelledTicket' | 'notFound';

const TIME = 'YYYY-MM-DD HH:mm:ss';

function endingOfStatus(status: ScanInspectAnswer['status']): Ending | null {
  switch (status) {
    case 'PENDING':
    case 'SCANNED':
      return null;
    case 'EXPIRED':
      return 'expired';
    case 'CANCELLED':
      return 'cancelledTicket';
    default:
      return 'used';
  }
}

function endingOfRefusal(error: unknown): Ending | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ResultCode.notFound) return 'notFound';
  if (error.code !== ResultCode.conflict) return null;
  const reason = (error.data as ScanRefusalData | null)?.reason;
  return reason === 'expired' ? 'expired' : reason === 'cancelled' ? 'cancelledTicket' : 'used';
}

/** The phone's session ended meanwhile: signing out here sends the phone to sign in and back to this page. */
function signedOut(error: unknown): boolean {
  if (error instanceof ApiError && error.code === ResultCode.unauthorized) {
    useSession.getState().clear();
    return true;
  }
  return false;
}

/**
 * /scan-confirm?ticket=…, opened on a signed-in phone from the login page's QR code: shows which
 * browser and address ask and when, and signs that browser in as this operator on Confirm.
 */
export default function ScanConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const user = useSession((s) => s.userInfo);
  const [ending, setEnding] = useState<Ending | null>(ticket.length < 16 ? 'notFound' : null);
  useDocumentTitle({ title: 'message.scan.confirm.title' });

  const inspected = useQuery({
    queryKey: ['scan', 'inspect', ticket],
    queryFn: () => inspectScanTicket(ticket),
    enabled: ending === null,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const decide = useMutation({
    mutationFn: (approve: boolean) => (approve ? confirmScanTicket(ticket) : cancelScanTicket(ticket)),
    onSuccess: (answer) => setEnding(answer.status === 'CONFIRMED' ? 'approved' : 'rejected'),
    onError: (error) => {
      if (!signedOut(error)) setEnding(endingOfRefusal(error));
    },
  });

  useEffect(() => {
    if (inspected.error) signedOut(inspected.error);
  }, [inspected.error]);
  const shown = ending ?? endingOfRefusal(inspected.error) ?? (inspected.data ? endingOfStatus(inspected.data.status) : null);

  let body;
  if (shown) {
    body = <EndingResult ending={shown} onHome={() => void navigate(HOME_PATH)} />;
  } else if (inspected.error) {
    body = (
      <Result
        status="error"
        title={t('message.scan.confirm.loadFailed', { msg: refusalText(inspected.error) })}
        extra={<Button onClick={() => void inspected.refetch()}>{t('message.scan.confirm.retry')}</Button>}
      />
    );
  } else if (!inspected.data) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    );
  } else {
    const request = inspected.data;
    const unknown = t('message.scan.confirm.unknown');
    body = (
      <Flex vertical gap={16}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {t('message.scan.confirm.asking', { user: user?.userNickname ? `${user.userNickname} (${user.userName})` : (user?.userName ?? '') })}
        </Typography.Text>
        <div data-testid="scan-requester">
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              {
                key: 'browser',
                label: t('message.scan.confirm.browser'),
                children: (
                  <Flex vertical>
                    <span>{request.browser || unknown}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
                      {request.userAgent}
                    </Typography.Text>
                  </Flex>
                ),
              },
              { key: 'os', label: t('message.scan.confirm.os'), children: request.os || unknown },
              { key: 'address', label: t('message.scan.confirm.address'), children: request.requesterIp || unknown },
              { key: 'requestedAt', label: t('message.scan.confirm.requestedAt'), children: dayjs(request.requestedAt).format(TIME) },
              { key: 'expiresAt', label: t('message.scan.confirm.expiresAt'), children: dayjs(request.expiresAt).format(TIME) },
            ]}
          />
        </div>
        <Alert type="warning" showIcon title={t('message.scan.confirm.warning')} />
        <Flex vertical gap={12}>
          <Button type="primary" size="large" block loading={decide.isPending && decide.variables} disabled={decide.isPending} onClick={() => decide.mutate(true)}>
            {t('message.scan.confirm.approve')}
          </Button>
          <Button size="large" block loading={decide.isPending && !decide.variables} disabled={decide.isPending} onClick={() => decide.mutate(false)}>
            {t('message.scan.confirm.reject')}
          </Button>
        </Flex>
        {decide.error && !endingOfRefusal(decide.error) && (
          <Alert type="error" showIcon role="alert" title={refusalText(decide.error)} />
        )}
      </Flex>
    );
  }

  return (
    <main style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16, boxSizing: 'border-box' }} data-testid="scan-confirm">
      <Flex vertical gap={12} style={{ maxWidth: 440, margin: '0 auto' }}>
        <Flex justify="space-between" align="center">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('message.scan.confirm.title')}
          </Typography.Title>
          <LanguageSwitch />
        </Flex>
        <Card variant="borderless">{body}</Card>
      </Flex>
    </main>
  );
}

function EndingResult({ ending, onHome }: { ending: Ending; onHome: () => void }) {
  const { t } = useTranslation();
  const texts: Record<Ending, { status: 'success' | 'info' | 'warning' | 'error'; title: string; hint?: string }> = {
    approved: { status: 'success', title: 'approved', hint: 'approvedHint' },
    rejected: { status: 'info', title: 'rejected', hint: 'rejectedHint' },
    expired: { status: 'warning', title: 'expired', hint: 'expiredHint' },
    used: { status: 'warning', title: 'used', hint: 'usedHint' },
    cancelledTicket: { status: 'info', title: 'cancelledTicket' },
    notFound: { status: 'error', title: 'notFound', hint: 'notFoundHint' },
  };
  const { status, title, hint } = texts[ending];
  return (
    <div data-testid="scan-ending" data-ending={ending}>
      <Result
        status={status}
        title={t(`message.scan.confirm.${title}`)}
        subTitle={hint ? t(`message.scan.confirm.${hint}`) : undefined}
        extra={<Button onClick={onHome}>{t('message.scan.confirm.toConsole')}</Button>}
      />
    </div>
  );
}
