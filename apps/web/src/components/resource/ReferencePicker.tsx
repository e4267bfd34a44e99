import { useState, type ReactNode } from 'react';
import { InputNumber, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResultCode, referenceOptionsPath, type ReferenceOption, type ReferenceOptionsQuery } from '@ledgerdesk/shared';
import { ApiError, request } from '@/lib/request';
import { useSettledValue } from '@/lib/useSettledValue';
import { SearchSelect, type PickerControlProps } from '../form/SearchSelect';
import { MemberPicker } from '../people/MemberPicker';
import '../locales';
import { resourceKeys } from './resourceKeys';

interface ReferencePickerProps extends PickerControlProps {
  /** The referenced resource's name (the field's `resource`). */
  resource: string;
  /** The label of the row the form opened with (`<field>Label`), shown without asking again. */
  text?: string | null;
  shownFor?: unknown;
  /**
   * What the operator gets instead when the rows cannot be offered to them (no list permission, or
   * a resource without a record label): by default the id, typed.
   */
  fallback?: (control: PickerControlProps) => ReactNode;
}

const referenceOptions = async (resource: string, params: ReferenceOptionsQuery): Promise<ReferenceOption[]> =>
  // Silent: a refusal is not the operator's error; the picker falls back to the id (below).
  (await request<{ list: ReferenceOption[] }>({ url: referenceOptionsPath(resource), method: 'GET', params, silent: true })).list;

/** The operator may not list the rows (403), or the resource names no record label to offer them by (404). */
const unoffered = (error: unknown) => error instanceof ApiError && (error.code === ResultCode.forbidden || error.code === ResultCode.notFound);

/**
 * The id of a row of another resource, chosen by its label: typing narrows the server's list by
 * the label's start (`options/<resource>`), and the form gets the row's id. Members are chosen
 * with the member picker, which also finds them by nickname or phone. An operator who may not
 * list the referenced resource types the id, as the row's label cannot be offered to them; so
 * does a form referencing a resource that names no record label.
 */
export function ReferencePicker({ resource, text, shownFor, fallback, ...control }: ReferencePickerProps) {
  const instead = fallback ? fallback(control) : <ReferenceIdInput {...control} text={text} shownFor={shownFor} />;
  if (resource === 'member/member') return <MemberPicker {...control} fallback={instead} />;
  return <OptionsPicker resource={resource} text={text} shownFor={shownFor} instead={instead} {...control} />;
}

function OptionsPicker({ resource, text, shownFor, instead, ...control }: Omit<ReferencePickerProps, 'fallback'> & { instead: ReactNode }) {
  const { value, disabled } = control;
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useSettledValue(typed.trim());
  const keys = resourceKeys({ name: resource });
  const found = useQuery({
    queryKey: keys.options({ keyword }),
    queryFn: () => referenceOptions(resource, keyword ? { keyword } : {}),
    staleTime: 30_000,
    // A set-once field on edit only names its row.
    enabled: !disabled,
  });
  // The row the form holds is named even when the typed list leaves it out: by the label the row
  // came with, else asked for by id.
  const seeded = typeof value === 'number' && value === shownFor && text ? [{ id: value, label: text }] : [];
  const listed = (option: Pick<ReferenceOption, 'id'>) => found.data?.some((f) => f.id === option.id) ?? false;
  const chosen = useQuery({
    queryKey: keys.options({ id: value }),
    queryFn: () => referenceOptions(resource, { id: value! }),
    enabled: typeof value === 'number' && seeded.length === 0 && (disabled || (found.isSuccess && !listed({ id: value }))),
    staleTime: 30_000,
  });
  const options = [...(found.data ?? []), ...[...seeded, ...(chosen.data ?? [])].filter((option) => !listed(option))];

  if (unoffered(found.error) || unoffered(chosen.error)) return <>{instead}</>;
  return (
    <SearchSelect
      {...control}
      onSearch={setTyped}
      searching={found.isFetching}
      hint={t('message.resource.form.referencePlaceholder')}
      empty={t('message.resource.form.referenceEmpty')}
      testId="reference-picker"
      options={options.map((option) => ({
        value: option.id,
        label: (
          <span>
            {option.label}
            <Typography.Text type="secondary"> #{option.id}</Typography.Text>
          </span>
        ),
      }))}
    />
  );
}

/** The id typed as a number, with the label of the row the form opened with beside it while it is that row's. */
function ReferenceIdInput({ value, onChange, disabled, id, text, shownFor, 'aria-label': ariaLabel }: Omit<ReferencePickerProps, 'resource'>) {
  return (
    <Space>
      <InputNumber id={id} min={1} precision={0} value={value} onChange={onChange} disabled={disabled} aria-label={ariaLabel} style={{ width: 160 }} />
      {text && value === shownFor ? <Typography.Text type="secondary">{text}</Typography.Text> : null}
    </Space>
  );
}
