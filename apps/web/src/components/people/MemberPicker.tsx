import { useState, type ReactNode } from 'react';
import { useSettledValue } from '@/lib/useSettledValue';
import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MEMBER_ENDPOINTS, ResultCode, type MemberOption } from '@ledgerdesk/shared';
import { ApiError, request } from '@/lib/request';
import { SearchSelect, type PickerControlProps } from '../form/SearchSelect';
import './locales';

/** Typing narrows the server's list after a short pause, not on every key. */

const memberOptions = async (params: { keyword?: string; id?: number }, silent: boolean): Promise<MemberOption[]> =>
  (await request<{ list: MemberOption[] }>({ url: MEMBER_ENDPOINTS.memberOptions, method: 'GET', params, silent })).list;

const refused = (error: unknown) => error instanceof ApiError && error.code === ResultCode.forbidden;

interface MemberPickerProps extends PickerControlProps {
  /** Shown instead when the operator may not list members (a 403), which is then not reported as an error. */
  fallback?: ReactNode;
}

/**
 * A member found by what the operator types (the start of the account, nickname or phone), shown
 * as account and name; the form gets the member's id. Offers only members in the operator's data
 * scope, as the server will accept. Used wherever a form names a member.
 */
export function MemberPicker({ fallback, ...control }: MemberPickerProps) {
  const { value } = control;
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useSettledValue(typed.trim());
  const silent = fallback !== undefined;
  const found = useQuery({
    queryKey: ['member', 'options', keyword],
    queryFn: () => memberOptions(keyword ? { keyword } : {}, silent),
    staleTime: 30_000,
  });
  // The member a form already holds is shown by name even when the typed list does not include it.
  const chosen = useQuery({
    queryKey: ['member', 'options', 'id', value],
    queryFn: () => memberOptions({ id: value! }, silent),
    enabled: typeof value === 'number' && !found.data?.some((m) => m.id === value),
    staleTime: 30_000,
  });
  if (fallback !== undefined && refused(found.error)) return <>{fallback}</>;
  const members = [...(found.data ?? []), ...(chosen.data ?? []).filter((m) => !found.data?.some((f) => f.id === m.id))];

  return (
    <SearchSelect
      {...control}
      onSearch={setTyped}
      searching={found.isFetching}
      hint={t('message.people.memberPicker.placeholder')}
      empty={t('message.people.memberPicker.empty')}
      testId="member-picker"
      options={members.map((m) => ({
        value: m.id,
        label: (
          <span>
            {m.account}
            {m.nickname ? <Typography.Text type="secondary"> · {m.nickname}</Typography.Text> : null}
            {m.status !== 'NORMAL' ? <Typography.Text type="warning"> ({t(`message.people.memberPicker.status.${m.status}`)})</Typography.Text> : null}
          </span>
        ),
      }))}
    />
  );
}
