import { useState } from 'react';
import { Card, Flex, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useThemeConfig } from '@/lib/themeConfig';
import { AccountForm } from '../components/AccountForm';
import { BrandPanel } from '../components/BrandPanel';
import { MethodNotEnabled } from '../components/MethodNotEnabled';
import { MobilePanel } from '../components/MobilePanel';
import { OidcReturn } from '../components/OidcReturn';
import { ScanPanel } from '../components/ScanPanel';
import { ThirdPartyLinks } from '../components/ThirdPartyLinks';
import '../locales/oidc';
import { getAuthMethods } from '../oidcApi';
import type { SignedInHandler } from '../types';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import './login.css';

type LoginTab = 'account' | 'mobile' | 'scan';

export default function LoginPage({ onSignedIn }: { onSignedIn: SignedInHandler }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LoginTab>('account');
  const globalTitle = useThemeConfig((s) => s.themeConfig.globalTitle);
  useDocumentTitle({ title: 'message.router.login' });
  const toAccount = () => setTab('account');
  // Which methods the server has on: until it answers (or if it cannot), only the account form works.
  const methods = useQuery({ queryKey: ['auth', 'methods'], queryFn: getAuthMethods, staleTime: Infinity, retry: false });
  const mobileOn = methods.data?.mobile ?? false;

  return (
    <main className="ld-login">
      <BrandPanel />
      <section className="ld-login__side">
        <Flex justify="flex-end" className="ld-login__tools">
          <LanguageSwitch />
        </Flex>
        <Card className="ld-login__card" variant="borderless">
          <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
            {t('message.login.welcome', { title: globalTitle })}
          </Typography.Title>
          <OidcReturn onSignedIn={onSignedIn} />
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as LoginTab)}
            centered
            items={[
              { key: 'account', label: t('message.login.tabAccount'), children: <AccountForm onSignedIn={onSignedIn} /> },
              { key: 'mobile', label: t('message.login.tabMobile'), children: mobileOn ? <MobilePanel onSignedIn={onSignedIn} onUseAccount={toAccount} /> : <MethodNotEnabled onUseAccount={toAccount} /> },
              { key: 'scan', label: t('message.login.tabScan'), children: <ScanPanel onSignedIn={onSignedIn} onUseAccount={toAccount} /> },
            ]}
          />
          <ThirdPartyLinks providers={methods.data?.oidc ?? []} />
        </Card>
      </section>
    </main>
  );
}
