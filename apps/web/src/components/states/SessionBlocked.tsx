import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { leaveToLogin, useSession } from '@/lib/session';

/**
 * A signed-in user the console cannot serve: no role or no menu (a dead end, so only the way
 * back to sign-in), or menus that failed to load (retry once more on request, never by itself).
 */
export function SessionBlocked() {
  const { t } = useTranslation();
  const { phase, denyReason, setPhase } = useSession();
  const failed = phase === 'failed';
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status={failed ? 'error' : '403'}
        title={t(failed ? 'message.states.loadFailedTitle' : 'message.states.noPermissionTitle')}
        subTitle={denyReason ? t(`message.states.${denyReason}`) : undefined}
        extra={[
          failed && (
            <Button key="retry" type="primary" onClick={() => setPhase('loading')}>
              {t('message.states.retry')}
            </Button>
          ),
          <Button key="login" onClick={leaveToLogin}>
            {t('message.states.backToLogin')}
          </Button>,
        ]}
      />
    </Flex>
  );
}
