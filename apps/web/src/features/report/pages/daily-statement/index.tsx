import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Empty, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '@ledgerdesk/shared';
import type { StatementPoint } from '@ledgerdesk/shared/report';
import { dailyStatementResource } from '@ledgerdesk/shared/resources/report/daily-statement';
import { EChart } from '@/components/charts/EChart';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { AmountText } from '@/components/format/AmountText';
import { MutedText } from '@/components/format/CellText';
import { fieldDisplay } from '@/components/resource/fieldDisplay';
import { useDisplayContext } from '@/components/resource/useDisplayContext';
import { fetchStatementSeries } from '../../api';
import { closeDialogWith } from '../../components/CloseDialog';
import { provisionalAsOf } from '../../components/provisional';
import { StatementLines } from '../../components/StatementLines';
import { statementChartOption } from '../../components/statementChart';

type CloseRow = RowOf<typeof dailyStatementResource> & { opening: string | null; credits: string | null; debits: string | null; closing: string | null };

const AMOUNTS = ['opening', 'credits', 'debits', 'closing', 'difference'] as const;

/**
 * The daily statement (catalogue §10.1): a warning while any day shows a difference, the chart of
 * credits, debits and closing per currency over the last 30 days, and the per-day table whose
 * detail lists the day's lines. Running the close reloads all three. A provisional day (one not
 * over, or reopened) says everywhere as of when its figures were taken.
 */
export default function DailyStatementPage() {
  const { t, i18n } = useTranslation();
  const ctx = useDisplayContext();
  // Made once per language: the table's columns are rebuilt whenever their renderers change.
  const cells = useMemo(
    () => ({
      ...Object.fromEntries(AMOUNTS.map((name) => [name, (value: unknown) => <AmountText value={value === null || value === undefined ? null : String(value)} signed={name === 'difference'} />])),
      status: (_: unknown, row: CloseRow) => {
        const asOf = provisionalAsOf(row);
        return (
          <>
            {fieldDisplay('status', dailyStatementResource.fields.status, row, ctx)}
            {asOf && (
              <div>
                <MutedText>{t('message.report.asOf', { time: asOf })}</MutedText>
              </div>
            )}
          </>
        );
      },
    }),
    [ctx, t],
  );
  const [series, setSeries] = useState<StatementPoint[]>([]);
  const [generation, setGeneration] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    void fetchStatementSeries(30).then((answer) => setSeries(answer.list));
  }, [generation]);

  const currencies = useMemo(() => [...new Set(series.map((p) => p.currency))], [series]);
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies.find((c) => c === 'USDT') ?? currencies[0] ?? null);
  const option = useMemo(
    () =>
      statementChartOption(
        series.filter((p) => p.currency === currency),
        { credits: t('message.report.credits'), debits: t('message.report.debits'), closing: t('message.report.closing') },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [series, currency, t, i18n.language],
  );
  const flagged = series.filter((p) => p.status === 'DIFFERENCE');
  const provisional = series.flatMap((p) => {
    const asOf = p.currency === currency ? provisionalAsOf(p) : null;
    return asOf ? [{ day: p.businessDate, time: asOf }] : [];
  });
  const actionDialogs = useMemo(() => ({ close: closeDialogWith(() => setGeneration((g) => g + 1)) }), []);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {flagged.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="statement-difference-alert"
          message={t('message.report.differenceAlert', { count: flagged.length })}
          description={flagged.map((p) => `${p.businessDate} ${p.currency}: ${p.difference}`).join(' · ')}
        />
      )}
      <Card
        size="small"
        title={t('message.report.chartTitle')}
        extra={currencies.length > 0 && <Segmented size="small" options={currencies} value={currency ?? undefined} onChange={(value) => setChosen(String(value))} data-testid="statement-currency" />}
        data-testid="statement-chart"
      >
        {currency ? <EChart option={option} height={280} /> : <Empty description={t('message.report.noStatement')} />}
        {provisional.map(({ day, time }) => (
          <Typography.Text key={day} type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="statement-provisional">
            {t('message.report.provisionalChart', { day, time })}
          </Typography.Text>
        ))}
      </Card>
      <ResourcePage<CloseRow>
        definition={dailyStatementResource}
        cells={cells}
        actionDialogs={actionDialogs}
        detailExtra={(row) => {
          const asOf = provisionalAsOf(row);
          return (
            <>
              {asOf && <Alert type="info" showIcon style={{ marginBottom: 12 }} data-testid="statement-provisional-detail" message={t('message.report.provisionalDetail', { time: asOf })} />}
              <StatementLines currency={row.currency} businessDate={row.businessDate} />
            </>
          );
        }}
        testId="daily-statement-list"
      />
    </Space>
  );
}
