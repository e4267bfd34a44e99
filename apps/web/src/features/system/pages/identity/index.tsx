import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OIDC_ENDPOINTS, type AuthMethods } from '@ledgerdesk/shared/oidc';
import { userResource } from '@ledgerdesk/shared/resources/system/user';
import { userIdentityResource } from '@ledgerdesk/shared/resources/system/user-identity';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { resourceApi, type ResourceRow } from '@/components/resource/resourceApi';
import { request } from '@/lib/request';
import './locales';

interface ControlProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
}

/** The configured providers (the server refuses any other id). */
function ProviderSelect({ value, onChange, disabled, id }: ControlProps) {
  const { t } = useTranslation();
  const methods = useQuery({
    queryKey: ['auth', 'methods'],
    queryFn: () => request<AuthMethods>({ url: OIDC_ENDPOINTS.authMethods, method: 'GET' }),
    staleTime: Infinity,
  });
  const options = (methods.data?.oidc ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.id})` }));
  return (
    <Select
      id={id}
      value={value as string | undefined}
      onChange={onChange}
      disabled={disabled}
      loading={methods.isLoading}
      options={options}
      placeholder={t('message.systemIdentity.providerPlaceholder')}
      notFoundContent={t('message.systemIdentity.noProviders')}
    />
  );
}

const users = resourceApi(userResource);

/** A user found by the beginning of their user name, instead of typing an id. */
function UserSelect({ value, onChange, disabled, id }: ControlProps) {
  const { t } = useTranslation();
  const [prefix, setPrefix] = useState('');
  const found = useQuery({
    queryKey: ['system', 'identity', 'users', prefix],
    queryFn: () => users.list<ResourceRow>({ pageIndex: 1, pageSize: 20, ...(prefix ? { userName: prefix } : {}) }),
  });
  const options = (found.data?.list ?? []).map((u) => ({ value: u.id, label: `${String(u.userName)} · ${String(u.nickname ?? '')}` }));
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setPrefix }}
      value={value as number | undefined}
      onChange={onChange}
      disabled={disabled}
      loading={found.isFetching}
      options={options}
      placeholder={t('message.systemIdentity.userPlaceholder')}
    />
  );
}

const INPUTS = { provider: <ProviderSelect />, userId: <UserSelect /> };

/** Linked accounts: which provider account signs in as which user (administrators link them; sign-in never does). */
export default function UserIdentityPage() {
  return <ResourcePage definition={userIdentityResource} inputs={INPUTS} testId="user-identity-page" />;
}
