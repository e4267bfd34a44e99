import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OIDC_CODE_PARAM, OIDC_ERROR_PARAM, OIDC_ERRORS, type OidcError } from '@ledgerdesk/shared/oidc';
import { feedback } from '@/lib/feedback';
import { ApiError } from '@/lib/request';
import { useSession } from '@/lib/session';
import { exchangeOidcCode } from '../oidcApi';
import type { SignedInHandler } from '../types';
import { describeLoginFailure, greetingKey } from './loginFailure';

function describeExchangeFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && (error.data as { reason?: string } | null)?.reason === 'oidcCodeInvalid') return t('message.oidc.error.codeInvalid');
  return describeLoginFailure(error, t);
}

const errorKey = (value: string): OidcError => ((OIDC_ERRORS as readonly string[]).includes(value) ? (value as OidcError) : 'rejected');

/**
 * The login page's end of a third-party sign-in: the callback sent the browser back with a
 * one-time code (exchanged here, once, for the session) or the reason it refused. Neither stays in
 * the address, so a reload or a copied link does not replay it.
 */
export function OidcReturn({ onSignedIn }: { onSignedIn: SignedInHandler }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = params.get(OIDC_CODE_PARAM);
  const error = params.get(OIDC_ERROR_PARAM);
  // Kept as how to say it, so switching the language re-words it; a refusal in the address is read once.
  const [failure, setFailure] = useState<((t: TFunction) => string) | null>(() =>
    error ? (tr: TFunction) => tr(`message.oidc.error.${errorKey(error)}`) : null,
  );
  const [busy, setBusy] = useState(Boolean(code));
  // The code is single use: a second run of the effect (StrictMode, a re-render) must not spend it again.
  const taken = useRef<string | null>(null);

  useEffect(() => {
    if (!code && !error) return;
    setParams(
      (current) => {
        current.delete(OIDC_CODE_PARAM);
        current.delete(OIDC_ERROR_PARAM);
        return current;
      },
      { replace: true },
    );
    if (!code || taken.current === code) return;
    taken.current = code;
    void (async () => {
      try {
        const { token } = await exchangeOidcCode(code);
        useSession.getState().signIn(token);
        const outcome = await onSignedIn();
        if (outcome === 'ready') feedback().message.success(t('message.login.signedIn', { greeting: t(greetingKey(new Date().getHours())) }));
        else if (outcome !== 'failed') setFailure(() => (tr: TFunction) => tr('message.login.failure.noPermission'));
      } catch (err) {
        setFailure(() => (tr: TFunction) => describeExchangeFailure(err, tr));
      } finally {
        setBusy(false);
      }
    })();
  }, [code, error, onSignedIn, setParams, t]);

  if (busy) return <Spin style={{ display: 'block', marginBottom: 16 }} description={t('message.oidc.signingIn')}><div style={{ minHeight: 24 }} /></Spin>;
  if (!failure) return null;
  return <Alert type="error" showIcon closable title={failure(t)} role="alert" style={{ marginBottom: 16 }} data-testid="oidc-failure" onClose={() => setFailure(null)} />;
}
