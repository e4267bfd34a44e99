import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLabel } from '@/components/resource/useLabel';
import { approvalKinds } from '../api';

type ApprovalKindFilterProps = Omit<SelectProps<string>, 'options' | 'loading' | 'mode'>;

/**
 * The approvals list's filter by kind: the kinds the server applies, by name in the reader's
 * language and in its order; the form's value is the kind's code (the list's `kind` filter).
 */
export function ApprovalKindFilter(props: ApprovalKindFilterProps) {
  const { t, i18n } = useTranslation();
  const label = useLabel();
  // The kinds change only with a new server: read once a session.
  const kinds = useQuery({ queryKey: ['system/approval', 'kinds'], queryFn: approvalKinds, staleTime: Infinity });
  const options = useMemo(
    () =>
      (kinds.data ?? [])
        .map(({ kind, title }) => ({ value: kind, label: label(title) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [kinds.data, label, i18n.language],
  );
  return (
    <Select<string>
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('message.common.all')}
      loading={kinds.isLoading}
      options={options}
      popupMatchSelectWidth={false}
    />
  );
}
