import type { ReactNode } from 'react';
import { Collapse, Descriptions, Skeleton, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition } from '@ledgerdesk/shared';
import { APPROVAL_PAYLOAD_VIEWS, readApprovalPayload, type ApprovalPayloadView } from '@ledgerdesk/shared/resources/system/approval-payload';
import { useDictionaries } from '@/components/dict/useDictionaries';
import { fieldDisplay } from '@/components/resource/fieldDisplay';
import { useDisplayContext } from '@/components/resource/useDisplayContext';
import { useLabel } from '@/components/resource/useLabel';
import '../locales';

type Values = Record<string, unknown>;
const isValues = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A four-eyes request's payload, readable: the request's facts as labelled values, and its change
 * as a table of what changes (changed items first, the rest folded away). The kind's view (shared
 * `APPROVAL_PAYLOAD_VIEWS`, loaded when a request of that kind is opened) names the keys and says
 * where the change sits. The payload as filed is folded away below, for whoever needs the exact
 * values; a kind without a view (its module gone) shows only that.
 */
export function PayloadView({ kind, payload }: { kind: string; payload: unknown }) {
  const load = APPROVAL_PAYLOAD_VIEWS[kind];
  const view = useQuery({ queryKey: ['approval', 'payloadView', kind], queryFn: () => load!(), enabled: load !== undefined, staleTime: Infinity });
  const { t } = useTranslation();
  return (
    <div data-testid="approval-payload">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('message.approval.details')}
      </Typography.Title>
      {view.isLoading ? <Skeleton active paragraph={{ rows: 2 }} title={false} /> : view.data && <LabelledPayload view={view.data} payload={payload} />}
      <FiledPayload payload={payload} />
    </div>
  );
}

function FiledPayload({ payload }: { payload: unknown }) {
  const { t } = useTranslation();
  return (
    <Collapse
      size="small"
      ghost
      data-testid="approval-payload-filed"
      items={[{ key: 'filed', label: t('message.approval.filed'), children: <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{JSON.stringify(payload, null, 2)}</pre> }]}
    />
  );
}

function LabelledPayload({ view, payload }: { view: ApprovalPayloadView; payload: unknown }) {
  const { t } = useTranslation();
  const label = useLabel();
  const { fields } = view;
  const dictTypes = Object.values(fields).flatMap((f) => (f.type === 'dict' ? [f.dictType] : []));
  const { dicts } = useDictionaries([...new Set(dictTypes)]);
  const ctx = useDisplayContext(dicts, true);
  const { facts, change } = readApprovalPayload(payload, view);

  const show = (name: string, value: unknown) => {
    const field: FieldDefinition | undefined = fields[name];
    if (value === null || value === undefined || value === '') return <Typography.Text type="secondary">{t('message.approval.empty')}</Typography.Text>;
    // A group of the subject's fields (a staking product's terms): each labelled in turn.
    if (isValues(value) && field?.type !== 'json') return <FactList values={value} show={show} nameOf={nameOf} nested />;
    if (!field) return typeof value === 'object' ? <Typography.Text code>{JSON.stringify(value)}</Typography.Text> : String(value);
    return fieldDisplay(name, field, { [name]: value }, ctx);
  };
  const nameOf = (name: string) => (fields[name] ? label(fields[name].label) : name);

  const keys = change ? [...new Set([...Object.keys(change.before), ...Object.keys(change.after)])] : [];
  const changed = keys.filter((k) => !same(change?.before[k], change?.after[k]));
  const unchanged = keys.filter((k) => !changed.includes(k));
  const rowsOf = (names: string[]) => names.map((name) => ({ name }));
  const columns = [
    { title: t('message.approval.field'), dataIndex: 'name', width: '34%', render: (name: string) => nameOf(name) },
    { title: t('message.approval.before'), dataIndex: 'name', key: 'before', render: (name: string) => show(name, change?.before[name]) },
    { title: t('message.approval.after'), dataIndex: 'name', key: 'after', render: (name: string) => <Typography.Text strong>{show(name, change?.after[name])}</Typography.Text> },
  ];
  return (
    <div style={{ marginBottom: 8 }}>
      {Object.keys(facts).length > 0 && (
        <div style={{ marginBottom: change ? 12 : 0 }}>
          <FactList values={facts} show={show} nameOf={nameOf} />
        </div>
      )}
      {change && (
        <>
          <Table size="small" rowKey="name" pagination={false} columns={columns} dataSource={rowsOf(changed)} data-testid="approval-diff" />
          {unchanged.length > 0 && (
            <Collapse
              size="small"
              ghost
              items={[{ key: 'same', label: `${t('message.approval.unchanged')} (${unchanged.length})`, children: <Table size="small" rowKey="name" pagination={false} columns={columns} dataSource={rowsOf(unchanged)} showHeader={false} /> }]}
            />
          )}
        </>
      )}
    </div>
  );
}

interface FactListProps {
  values: Values;
  show: (name: string, value: unknown) => ReactNode;
  nameOf: (name: string) => string;
  nested?: boolean;
}

function FactList({ values, show, nameOf, nested }: FactListProps) {
  return (
    <Descriptions size="small" column={1} bordered={!nested} data-testid={nested ? undefined : 'approval-facts'}>
      {Object.entries(values).map(([name, value]) => (
        <Descriptions.Item key={name} label={nameOf(name)}>
          {show(name, value)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
