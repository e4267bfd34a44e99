import { Collapse, Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition } from '@ledgerdesk/shared';
import { useDictionaries } from '@/components/dict/useDictionaries';
import { fieldDisplay } from '@/components/resource/fieldDisplay';
import { useDisplayContext } from '@/components/resource/useDisplayContext';
import { useLabel } from '@/components/resource/useLabel';
import { KIND_FIELDS } from '../kindDefinitions';
import '../locales';

type Values = Record<string, unknown>;
const isValues = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A four-eyes request's payload, readable: when it carries `before` and `after`, a table of what
 * changes (changed items first, the rest folded away); every other key as a labelled value. Labels
 * and formatting come from the kind's fields (KIND_FIELDS). A kind not listed there is read from
 * its summary, which the server writes in every language; its payload, whose keys are the code's
 * own names ('feeRate'), is folded away as filed, for whoever needs the exact values.
 */
export function PayloadView({ kind, payload }: { kind: string; payload: unknown }) {
  const fields = KIND_FIELDS[kind];
  return fields ? <LabelledPayload fields={fields} payload={payload} /> : <FiledPayload payload={payload} />;
}

function FiledPayload({ payload }: { payload: unknown }) {
  const { t } = useTranslation();
  return (
    <Collapse
      size="small"
      data-testid="approval-payload"
      items={[{ key: 'filed', label: t('message.approval.filed'), children: <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{JSON.stringify(payload, null, 2)}</pre> }]}
    />
  );
}

function LabelledPayload({ fields, payload }: { fields: Readonly<Record<string, FieldDefinition>>; payload: unknown }) {
  const { t } = useTranslation();
  const label = useLabel();
  const dictTypes = Object.values(fields).flatMap((f) => (f.type === 'dict' ? [f.dictType] : []));
  const { dicts } = useDictionaries([...new Set(dictTypes)]);
  const ctx = useDisplayContext(dicts, true);
  if (!isValues(payload)) return <Typography.Text code>{JSON.stringify(payload)}</Typography.Text>;

  const show = (name: string, value: unknown) => {
    const field: FieldDefinition | undefined = fields[name];
    if (value === null || value === undefined || value === '') return <Typography.Text type="secondary">{t('message.approval.empty')}</Typography.Text>;
    if (!field) return typeof value === 'object' ? <Typography.Text code>{JSON.stringify(value)}</Typography.Text> : String(value);
    return fieldDisplay(name, field, { [name]: value }, ctx);
  };
  const nameOf = (name: string) => (fields[name] ? label(fields[name].label) : name);

  const { before, after, ...rest } = payload;
  const diff = isValues(before) && isValues(after);
  const keys = diff ? [...new Set([...Object.keys(before), ...Object.keys(after)])] : [];
  const changed = keys.filter((k) => !same(before?.[k as never], after?.[k as never]));
  const unchanged = keys.filter((k) => !changed.includes(k));
  const rowsOf = (names: string[]) => names.map((name) => ({ name }));
  const columns = [
    { title: t('message.approval.field'), dataIndex: 'name', width: '34%', render: (name: string) => nameOf(name) },
    { title: t('message.approval.before'), dataIndex: 'name', key: 'before', render: (name: string) => show(name, (before as Values)[name]) },
    { title: t('message.approval.after'), dataIndex: 'name', key: 'after', render: (name: string) => <Typography.Text strong>{show(name, (after as Values)[name])}</Typography.Text> },
  ];
  const others = diff ? rest : payload;
  return (
    <div data-testid="approval-payload">
      {Object.keys(others).length > 0 && (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: diff ? 12 : 0 }}>
          {Object.entries(others).map(([name, value]) => (
            <Descriptions.Item key={name} label={nameOf(name)}>
              {show(name, value)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {diff && (
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
