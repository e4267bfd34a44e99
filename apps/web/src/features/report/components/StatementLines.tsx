import { useEffect, useState } from 'react';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatementLine } from '@ledgerdesk/shared/report';
import { AmountText } from '@/components/format/AmountText';
import { dictLabel } from '@/components/dict/dictLabel';
import { useDictionaries } from '@/components/dict/useDictionaries';
import type { Language } from '@ledgerdesk/shared';
import { fetchStatementLines } from '../api';

const LINE_KINDS = ['OPENING', 'CLOSING', 'DIFFERENCE', 'WALLET_DIFFERENCE', 'NEW_MEMBERS', 'CREDIT', 'DEBIT', 'TRIAL', 'FEE', 'PENDING', 'TEST'] as const;

/** A day's statement lines, each named in the operator's language: "Credit · Recharge", "Trial (platform expense) · Trial credit granted". */
export function StatementLines({ currency, businessDate }: { currency: string; businessDate: string }) {
  const { t, i18n } = useTranslation();
  const { dicts } = useDictionaries(['money_log_type']);
  const [lines, setLines] = useState<StatementLine[] | null>(null);
  useEffect(() => {
    void fetchStatementLines(currency, businessDate).then((answer) => setLines(answer.list));
  }, [currency, businessDate]);
  const name = (line: string) => {
    const [kind = '', detail] = line.split(':');
    const kindLabel = (LINE_KINDS as readonly string[]).includes(kind) ? t(`message.report.line.${kind}`) : kind;
    if (!detail) return kindLabel;
    const entry = dicts.money_log_type?.find((d) => d.value === detail);
    const detailLabel = entry ? dictLabel(entry, i18n.language as Language) : t(`message.report.lineDetail.${detail}`, { defaultValue: detail });
    return `${kindLabel} · ${detailLabel}`;
  };
  return (
    <div data-testid="statement-lines">
      <Typography.Title level={5}>{t('message.report.linesTitle')}</Typography.Title>
      <Table<StatementLine>
        size="small"
        rowKey="line"
        loading={lines === null}
        dataSource={lines ?? []}
        pagination={false}
        columns={[
          { key: 'line', title: t('message.report.lineName'), render: (_, row) => name(row.line) },
          { key: 'amount', title: t('message.report.amount'), align: 'right', render: (_, row) => (row.line === 'NEW_MEMBERS' ? '—' : <AmountText value={row.amount} signed={row.line.includes('DIFFERENCE')} />) },
          { key: 'count', title: t('message.report.count'), align: 'right', dataIndex: 'count' },
        ]}
      />
    </div>
  );
}
