import { useState } from 'react';
import { useSettledValue } from '@/lib/useSettledValue';
import { Form, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '@ledgerdesk/shared';
import type { memberResource } from '@ledgerdesk/shared/resources/member/member';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { FormDialog } from '@/components/review/FormDialog';
import { operatorOptions } from '../api';

type MemberRow = RowOf<typeof memberResource>;

/** The picker's value for "nobody": the call sends `operatorId: null`. */
const NOBODY = 'nobody';
/** Typing narrows the server's list after a short pause, not on every key. */

interface Values {
  operator?: number | typeof NOBODY;
}

/**
 * Assigns one member (a row's action) or the selected members (the bulk action) to an operator
 * picked from the enabled users the signed-in user reaches, or takes them off their operator. The
 * server checks both ends again: members outside the scope and operators outside reach are refused.
 */
export function AssignOperatorDialog({ rows, run, onDone, onClose }: ActionDialogProps<MemberRow>) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useSettledValue(typed.trim());
  const options = useQuery({ queryKey: ['member', 'operatorOptions', keyword], queryFn: () => operatorOptions(keyword) });

  const single = rows.length === 1 ? rows[0]! : null;
  const current = single?.operatorId ? `${single.operatorIdLabel ?? ''} #${single.operatorId}`.trim() : t('message.member.assign.none');
  const title = single ? t('message.member.assign.titleOne', { account: single.account }) : t('message.member.assign.titleMany', { count: rows.length });
  return (
    <FormDialog<Values>
      open
      title={title}
      okText={t('message.member.assign.action')}
      onSubmit={(values) => run({ operatorId: values.operator === NOBODY ? null : values.operator })}
      onDone={onDone}
      onClose={onClose}
      testId="assign-operator-dialog"
    >
      {single && <Typography.Paragraph>{t('message.member.assign.current', { operator: current })}</Typography.Paragraph>}
      <Form.Item
        name="operator"
        label={t('message.member.assign.operator')}
        extra={t('message.member.assign.hint')}
        rules={[{ required: true, message: t('message.member.assign.required') }]}
      >
        <Select
          showSearch={{ filterOption: false, onSearch: setTyped }}
          placeholder={t('message.member.assign.search')}
          loading={options.isFetching}
          options={[
            { value: NOBODY, label: t('message.member.assign.nobody') },
            ...(options.data ?? []).map((o) => ({
              value: o.id,
              label: `${o.nickname} (${o.userName})${o.deptName ? ` · ${o.deptName}` : ''}`,
            })),
          ]}
          aria-label={t('message.member.assign.operator')}
        />
      </Form.Item>
    </FormDialog>
  );
}
