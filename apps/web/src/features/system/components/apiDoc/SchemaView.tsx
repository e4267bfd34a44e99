import { useMemo, useState } from 'react';
import { Segmented, Space, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SchemaObject } from './openApiDocument';
import type { Language } from '@ledgerdesk/shared';
import { descriptionIn, expandReferences, schemaNodes, type SchemaNode } from './schemaTree';

interface SchemaViewProps {
  schema: SchemaObject;
  components: Record<string, SchemaObject> | undefined;
}

function FieldTitle({ node }: { node: SchemaNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Space size={6} wrap>
      {node.name && <Typography.Text code>{node.name}</Typography.Text>}
      <Tag style={{ marginInlineEnd: 0 }}>{node.type}</Tag>
      {node.required && node.name && <Typography.Text type="danger">{t('message.apiDoc.required')}</Typography.Text>}
      {node.details.map((detail) => (
        <Typography.Text key={detail} type="secondary">
          {detail}
        </Typography.Text>
      ))}
      {node.recursiveRef && <Typography.Text type="warning">↻ {t('message.apiDoc.recursive')}</Typography.Text>}
      {node.description && <Typography.Text type="secondary">— {descriptionIn(node.description, i18n.language as Language)}</Typography.Text>}
    </Space>
  );
}

const toTreeData = (nodes: SchemaNode[]): TreeDataNode[] =>
  nodes.map((node) => ({ key: node.key, title: <FieldTitle node={node} />, children: node.children && toTreeData(node.children) }));

/** A body or answer schema as a field tree (default) or as formatted JSON with its references written out. */
export function SchemaView({ schema, components }: SchemaViewProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'tree' | 'json'>('tree');
  const treeData = useMemo(() => toTreeData(schemaNodes(schema, components)), [schema, components]);
  const json = useMemo(() => (view === 'json' ? JSON.stringify(expandReferences(schema, components), null, 2) : ''), [view, schema, components]);
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Segmented
        size="small"
        value={view}
        onChange={(value) => setView(value as 'tree' | 'json')}
        options={[
          { value: 'tree', label: t('message.apiDoc.view.tree') },
          { value: 'json', label: t('message.apiDoc.view.json') },
        ]}
      />
      {view === 'tree' ? (
        <Tree treeData={treeData} defaultExpandAll selectable={false} showLine blockNode />
      ) : (
        <Typography.Paragraph copyable={{ text: json }} style={{ marginBottom: 0 }}>
          <pre style={{ maxHeight: 480, overflow: 'auto', margin: 0 }}>{json}</pre>
        </Typography.Paragraph>
      )}
    </Space>
  );
}
