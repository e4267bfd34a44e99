import { useState } from 'react';
import { Alert, Button, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { permissionOf } from '@ledgerdesk/shared';
import { loginLogResource } from '@ledgerdesk/shared/resources/monitor/login-log';
import { LOGIN_ERROR_UNLOCK_PERMISSION, loginErrorResource, memberLockResource } from '@ledgerdesk/shared/resources/risk/login-error';
import { usePermission } from '@/components/auth/usePermission';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useLabel } from '@/components/resource/useLabel';
import { BlockIpDialog } from '../../components/BlockIpDialog';
import { PageActionDialog } from '../../components/PageActionDialog';
import { TopOffenders } from '../../components/TopOffenders';

const STAFF_FAILURES = { success: 'false' } as const;

/**
 * Login errors (catalogue §9.3): members' failed sign-ins, their sign-in locks (unlocked with a
 * remark; the member still passes 2FA), and staff failures as the login log holds them (its own
 * resource, not a copy), with last hour's worst addresses on top. No tried password exists to show.
 */
export default function LoginErrorPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const { has } = usePermission();
  const [blocking, setBlocking] = useState<string | null>(null);
  const [unlockingStaff, setUnlockingStaff] = useState(false);
  const canBlock = has('risk/ip-blacklist/create');
  const l = (key: string) => t(`message.risk.loginError.${key}`);
  const ipCell = (value: unknown) => (
    <Space size={4}>
      <span>{String(value)}</span>
      {canBlock ? (
        <Button type="link" size="small" danger onClick={() => setBlocking(String(value))}>
          {t('message.risk.blockIp')}
        </Button>
      ) : null}
    </Space>
  );
  const unlockStaff = has(LOGIN_ERROR_UNLOCK_PERMISSION) ? <Button onClick={() => setUnlockingStaff(true)}>{label(loginErrorResource.actions.unlockStaff.label)}</Button> : null;
  return (
    <>
      <TopOffenders onBlock={canBlock ? setBlocking : undefined} />
      <Tabs
        items={[
          { key: 'members', label: l('tabs.members'), children: <ResourcePage definition={loginErrorResource} cells={{ ip: ipCell }} testId="risk-login-error" /> },
          {
            key: 'locks',
            label: l('tabs.locks'),
            children: (
              <>
                <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={l('twoFactorNote')} />
                <ResourcePage definition={memberLockResource} testId="risk-member-lock" />
              </>
            ),
          },
          ...(has(permissionOf(loginLogResource, 'list'))
            ? [
                {
                  key: 'staff',
                  label: l('tabs.staff'),
                  children: (
                    <>
                      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={l('staffNote')} />
                      <ResourcePage definition={loginLogResource} scope={STAFF_FAILURES} cells={{ ip: ipCell }} toolbarExtra={unlockStaff} testId="risk-staff-failures" />
                    </>
                  ),
                },
              ]
            : []),
        ]}
      />
      {blocking ? <BlockIpDialog ip={blocking} onClose={() => setBlocking(null)} /> : null}
      {unlockingStaff ? <PageActionDialog definition={loginErrorResource} name="unlockStaff" onClose={() => setUnlockingStaff(false)} /> : null}
    </>
  );
}
