import { useMemo, useState } from 'react';
import { Alert, Button, Card, Collapse, Empty, Input, Skeleton, Space, Typography } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@ledgerdesk/shared';
import { saveBlob } from '@/lib/saveBlob';
import { apiDocKeys, fetchApiDocument } from '../../apiDocApi';
import { AccessTag } from '../../components/apiDoc/AccessTag';
import { MethodTag } from '../../components/apiDoc/MethodTag';
import type { OpenApiDocument } from '../../components/apiDoc/openApiDocument';
import { OperationDetail } from '../../components/apiDoc/OperationDetail';
import { groupByTag, groupTitlesOf, operationsOf, searchOperations, type ApiOperation } from '../../components/apiDoc/operationIndex';

/** Saves the document as openapi.json from memory (no request leaves the browser). */
function downloadDocument(document: OpenApiDocument): void {
  saveBlob(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), 'openapi.json');
}

function OperationLabel({ operation }: { operation: ApiOperation }) {
  return (
    <Space size={8} wrap>
      <MethodTag method={operation.method} />
      <Typography.Text code>{operation.path}</Typography.Text>
      <Typography.Text type="secondary">{operation.summary}</Typography.Text>
    </Space>
  );
}

/**
 * The API reference: every call of the server from its OpenAPI document, grouped by the
 * `area/resource` it belongs to, searchable by path and summary; a call opens to its permission,
 * parameters, body and answer.
 */
export default function ApiReferencePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [search, setSearch] = useState('');
  const document = useQuery({ queryKey: apiDocKeys.document, queryFn: fetchApiDocument, staleTime: 5 * 60_000 });
  const operations = useMemo(() => (document.data ? operationsOf(document.data, language) : []), [document.data, language]);
  const found = useMemo(() => searchOperations(operations, search), [operations, search]);
  const titles = useMemo(() => (document.data ? groupTitlesOf(document.data, language) : new Map<string, string>()), [document.data, language]);
  const groups = useMemo(() => groupByTag(found, titles), [found, titles]);
  const components = document.data?.components?.schemas;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('message.apiDoc.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('message.apiDoc.intro')}</Typography.Paragraph>
        {document.data && (
          <Space wrap>
            <Typography.Text>
              {document.data.info.title} · {t('message.apiDoc.version', { version: document.data.info.version })} · OpenAPI {document.data.openapi}
            </Typography.Text>
            <Button icon={<DownloadOutlined />} onClick={() => downloadDocument(document.data)}>
              {t('message.apiDoc.download')}
            </Button>
          </Space>
        )}
      </Card>

      {document.isError ? (
        <Alert
          type="error"
          title={t('message.apiDoc.loadFailed')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void document.refetch()}>
              {t('message.apiDoc.retry')}
            </Button>
          }
        />
      ) : document.isPending ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <>
          <Card size="small">
            <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
              <Input.Search
                allowClear
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('message.apiDoc.search')}
                aria-label={t('message.apiDoc.search')}
                style={{ width: 360, maxWidth: '100%' }}
              />
              <Typography.Text type="secondary">{t('message.apiDoc.count', { shown: found.length, total: operations.length })}</Typography.Text>
            </Space>
          </Card>
          {groups.length === 0 ? (
            <Card>
              <Empty description={t('message.apiDoc.noMatch')} />
            </Card>
          ) : (
            groups.map((group) => (
              <Card
                key={group.tag}
                size="small"
                title={
                  <Space>
                    {group.title && <Typography.Text strong>{group.title}</Typography.Text>}
                    <Typography.Text strong={!group.title} type={group.title ? 'secondary' : undefined} style={{ fontFamily: 'monospace' }}>
                      {group.tag}
                    </Typography.Text>
                    <Typography.Text type="secondary">({group.operations.length})</Typography.Text>
                  </Space>
                }
                role="region"
                aria-label={group.tag}
              >
                <Collapse
                  size="small"
                  items={group.operations.map((operation) => ({
                    key: operation.key,
                    label: <OperationLabel operation={operation} />,
                    extra: <AccessTag access={operation.access} />,
                    children: <OperationDetail operation={operation} components={components} />,
                  }))}
                />
              </Card>
            ))
          )}
        </>
      )}
    </Space>
  );
}
