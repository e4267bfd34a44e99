import { lazy, Suspense, useState } from 'react';
import { Flex, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { OIDC_CODE_PARAM, OIDC_ERROR_PARAM } from '@ledgerdesk/shared/oidc';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useThemeConfig } from '@/lib/themeConfig';
import { AccountForm } from '../components/AccountForm';
import { BrandPanel } from '../components/BrandPanel';
import { MethodNotEnabled } from '../components/MethodNotEnabled';
import { SignInTabs } from '../components/SignInTabs';
import '../locales/oidc';
import { getAuthMethods } from '../oidcApi';
import type { SignedInHandler } from '../types';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import './login.css';

type LoginTab = 'account' | 'mobile' | 'scan';

// The other ways in load when their tab opens: the account form is what nearly every visit uses,
// and the QR code generator and the phone number checks would only delay it.
const MobilePanel = lazy(() => import('../components/MobilePanel').then((m) => ({ default: m.MobilePanel })));
const ScanPanel = lazy(() => import('../components/ScanPanel').then((m) => ({ default: m.ScanPanel })));
// So do the third-party sign-in's two ends, shown only with a provider configured or on the way
// back from one: their spinner and divider are not the account form's to load.
const OidcReturn = lazy(() => import('../components/OidcReturn').then((m) => ({ default: m.OidcReturn })));
const ThirdPartyLinks = lazy(() => import('../components/ThirdPartyLinks').then((m) => ({ default: m.ThirdPartyLinks })));

export default function LoginPage({ onSignedIn }: { onSignedIn: SignedInHandler }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [tab, setTab] = useState<LoginTab>('account');
  const [params] = useSearchParams();
  // Read once: OidcReturn clears the code or the refusal from the address and must stay to show the outcome.
  const [oidcReturn] = useState(() => params.has(OIDC_CODE_PARAM) || params.has(OIDC_ERROR_PARAM));
  const globalTitle = useThemeConfig((s) => s.themeConfig.globalTitle);
  useDocumentTitle({ title: 'message.router.login' });
  const toAccount = () => setTab('account');
  // Which methods the server has on: until it answers (or if it cannot), only the account form works.
  const methods = useQuery({ queryKey: ['auth', 'methods'], queryFn: getAuthMethods, staleTime: Infinity, retry: false });
  const mobileOn = methods.data?.mobile ?? false;

  return (
    // The text of the theme, as antd's <App> gives the console's (the login page has no <App>).
    <main className="ld-login" style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      <BrandPanel />
      <section className="ld-login__side">
        <Flex justify="flex-end" className="ld-login__tools">
          <LanguageSwitch />
        </Flex>
        {/* A card and a heading drawn from the theme's tokens: antd's Card and Typography would bring
            their skeletons, tooltips and editors to the one page that must load fast. */}
        <section
          className="ld-login__card"
          style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: token.paddingLG }}
        >
          <h1 className="ld-login__title" style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}>
            {t('message.login.welcome', { title: globalTitle })}
          </h1>
          {oidcReturn && (
            <Suspense>
              <OidcReturn onSignedIn={onSignedIn} />
            </Suspense>
          )}
          <SignInTabs<LoginTab>
            active={tab}
            onChange={setTab}
            tabs={[
              { key: 'account', label: t('message.login.tabAccount'), panel: <AccountForm onSignedIn={onSignedIn} /> },
              {
                key: 'mobile',
                label: t('message.login.tabMobile'),
                panel: mobileOn ? (
                  <Suspense>
                    <MobilePanel onSignedIn={onSignedIn} onUseAccount={toAccount} />
                  </Suspense>
                ) : (
                  <MethodNotEnabled onUseAccount={toAccount} />
                ),
              },
              {
                key: 'scan',
                label: t('message.login.tabScan'),
                panel: (
                  <Suspense>
                    <ScanPanel onSignedIn={onSignedIn} onUseAccount={toAccount} />
                  </Suspense>
                ),
              },
            ]}
          />
          {methods.data && methods.data.oidc.length > 0 && (
            <Suspense>
              <ThirdPartyLinks providers={methods.data.oidc} />
            </Suspense>
          )}
        </section>
      </section>
    </main>
  );
}
