import { Button, Divider, Flex } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isInAppPath, type AuthMethods } from '@ledgerdesk/shared/oidc';
import { oidcStartHref } from '../oidcApi';

/** The page the guard sent the visitor from (`redirect` and its `params`), to open after the provider. */
function destinationOf(params: URLSearchParams): string | null {
  const redirect = params.get('redirect');
  if (!isInAppPath(redirect)) return null;
  try {
    const query: unknown = JSON.parse(params.get('params') ?? '{}');
    const search = query && typeof query === 'object' ? new URLSearchParams(query as Record<string, string>).toString() : '';
    return search ? `${redirect}?${search}` : redirect;
  } catch {
    return redirect;
  }
}

/**
 * A link per configured OpenID Connect provider, nothing at all when none is configured. Each is a
 * plain link to the server's start call: the browser leaves for the provider and comes back to
 * this page with a one-time code.
 */
export function ThirdPartyLinks({ providers }: { providers: AuthMethods['oidc'] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (providers.length === 0) return null;
  const redirect = destinationOf(params);
  return (
    <nav aria-label={t('message.oidc.divider')} data-testid="third-party-links">
      <Divider plain style={{ margin: '20px 0 12px' }}>
        {t('message.oidc.divider')}
      </Divider>
      <Flex vertical gap={8}>
        {providers.map((p) => (
          <Button key={p.id} block icon={<LoginOutlined />} href={oidcStartHref(p.id, redirect)}>
            {t('message.oidc.signInWith', { name: p.name })}
          </Button>
        ))}
      </Flex>
    </nav>
  );
}
