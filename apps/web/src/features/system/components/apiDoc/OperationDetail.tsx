import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ledgerdesk/shared';
import { AccessTag } from './AccessTag';
import { MethodTag } from './MethodTag';
import type { ParameterObject, SchemaObject } from './openApiDocument';
import type { ApiOperation } from './operationIndex';
import { descriptionIn, descriptionOf, nodeOf } from './schemaTree';
import { SchemaView } from './SchemaView';

interface OperationDetailProps {
  operation: ApiOperation;
  components: Record<string, SchemaObject> | undefined;
}

function ParameterTable({ parameters, components }: { parameters: ParameterObject[]; components: OperationDetailProps['components'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table<ParameterObject>
      size="small"
      pagination={false}
      rowKey={(p) => `${p.in}:${p.name}`}
      dataSource={parameters}
      columns={[
        { title: t('message.apiDoc.column.name'), dataIndex: 'name', render: (name: string) => <Typography.Text code>{name}</Typography.Text> },
        { title: t('message.apiDoc.column.in'), dataIndex: 'in', width: 90 },
        {
          title: t('message.apiDoc.column.type'),
          key: 'type',
          render: (_: unknown, p) => {
            const node = nodeOf(p.name, p.schema ?? {}, Boolean(p.required), components, p.name);
            return [node.type, ...node.details].join(' · ');
          },
        },
        { title: t('message.apiDoc.column.required'), dataIndex: 'required', width: 90, render: (required?: boolean) => (required ? '✓' : '') },
        {
          title: t('message.apiDoc.column.description'),
          key: 'description',
          // The document keeps a parameter's description beside its schema, and its languages inside it.
          render: (_: unknown, p) => {
            const description = descriptionOf(p.schema ?? {}, p.description);
            return description ? descriptionIn(description, i18n.language as Language) : '';
          },
        },
      ]}
    />
  );
}

/** Everything about one call: where it lives, what it needs, what it takes and what it answers. */
export function OperationDetail({ operation, components }: OperationDetailProps) {
  const { t } = useTranslation();
  // The document's description only restates the access, in English, for other readers of it: the
  // permission and authentication rows say it in the reader's language.
  const items = [
    {
      key: 'call',
      label: t('message.apiDoc.call'),
      children: (
        <span>
          <MethodTag method={operation.method} />{' '}
          <Typography.Text code copyable>
            {operation.path}
          </Typography.Text>
        </span>
      ),
    },
    { key: 'access', label: t('message.apiDoc.permission'), children: <AccessTag access={operation.access} /> },
    {
      key: 'security',
      label: t('message.apiDoc.security'),
      children: operation.access === 'public' ? t('message.apiDoc.noToken') : t('message.apiDoc.bearer'),
    },
  ];
  return (
    <div>
      <Descriptions size="small" column={1} bordered items={items} />
      {operation.parameters.length > 0 && (
        <>
          <Typography.Title level={5}>{t('message.apiDoc.parameters')}</Typography.Title>
          <ParameterTable parameters={operation.parameters} components={components} />
        </>
      )}
      <Typography.Title level={5}>
        {t('message.apiDoc.requestBody')}
        {operation.requestBody && <Typography.Text type="secondary"> · {operation.requestBody.mediaType}</Typography.Text>}
      </Typography.Title>
      {operation.requestBody ? (
        <SchemaView schema={operation.requestBody.schema} components={components} />
      ) : (
        <Typography.Text type="secondary">{t('message.apiDoc.noBody')}</Typography.Text>
      )}
      <Typography.Title level={5}>
        {t('message.apiDoc.response')}
        {operation.response && <Typography.Text type="secondary"> · {operation.response.mediaType}</Typography.Text>}
      </Typography.Title>
      {operation.response ? (
        <SchemaView schema={operation.response.schema} components={components} />
      ) : (
        <Typography.Text type="secondary">{t('message.apiDoc.noResponse')}</Typography.Text>
      )}
    </div>
  );
}
