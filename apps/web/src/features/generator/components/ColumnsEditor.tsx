import { useState } from 'react';
import { Alert, App, Button, Checkbox, Drawer, Input, Select, Space, Table, Tabs } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generatedLanguages } from '@ledgerdesk/shared/generator/languages';
import { GEN_FIELD_TYPES, GEN_FILTERS, GEN_MASKS, type GenColumn, type GenRelation } from '@ledgerdesk/shared/generator/model';
import { dictDataResource } from '@ledgerdesk/shared/resources/system/dict-data';
import { ResourcePage } from '@/components/resource/ResourcePage';
import type { ResourceRow } from '@/components/resource/resourceApi';
import { useLabel } from '@/components/resource/useLabel';
import { labelFields, saveConfig } from '../api';
import { ColumnLanguage } from './ColumnLanguage';

const FLAGS = ['include', 'list', 'sort', 'form', 'detail', 'export', 'required'] as const;

/** The columns and relations tabs: per column its field type, labels, flags and mask; per foreign key its display column. */
export function ColumnsEditor({ row, onSaved }: { row: ResourceRow; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [columns, setColumns] = useState<GenColumn[]>(row.columns as GenColumn[]);
  const [relations, setRelations] = useState<GenRelation[]>(row.relations as GenRelation[]);
  const [busy, setBusy] = useState(false);
  // The dictionary whose entries are open for their labels (import gave them the CHECK values).
  const [dictOpen, setDictOpen] = useState<string | null>(null);
  const label = useLabel();
  // A relation shows one of the referenced resource's columns: offered per referenced table, not typed.
  const shown = useQueries({
    queries: relations.map((r) => ({ queryKey: ['system/generator', 'label-fields', r.referencesTable], queryFn: () => labelFields(r.referencesTable), staleTime: 60_000 })),
  });
  const hasDicts = columns.some((c) => c.fieldType === 'dict' && c.dictType);
  const languages = generatedLanguages(columns);
  const patch = (i: number, change: Partial<GenColumn>) => setColumns((all) => all.map((c, j) => (j === i ? { ...c, ...change } : c)));
  const save = async () => {
    setBusy(true);
    try {
      await saveConfig(Number(row.id), Number(row.version), { columns, relations });
      message.success(t('message.generator.saved'));
      onSaved();
    } catch {
      // The request has shown the refusal in words; nothing is left unhandled in the page.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="generator-columns">
      <Tabs
        items={[
          {
            key: 'columns',
            label: t('message.generator.columns'),
            children: (
              <>
                {hasDicts ? <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t('message.generator.dictHint')} /> : null}
                <Table<GenColumn>
                  size="small"
                  rowKey="column"
                  pagination={false}
                  scroll={{ x: 1400 }}
                  dataSource={columns}
                  columns={[
                    { title: t('message.generator.column'), width: 170, fixed: 'left', render: (_, c) => <ColumnLanguage column={c.column} languages={languages} /> },
                    { title: t('message.generator.sqlType'), dataIndex: 'sqlType', width: 130 },
                    {
                      title: t('message.generator.fieldType'),
                      width: 120,
                      render: (_, c, i) => <Select size="small" style={{ width: 110 }} value={c.fieldType} onChange={(v) => patch(i, { fieldType: v })} options={GEN_FIELD_TYPES.map((v) => ({ value: v, label: t(`message.generator.type.${v}`) }))} />,
                    },
                    {
                      title: t('message.generator.dictType'),
                      width: 150,
                      render: (_, c) =>
                        c.fieldType === 'dict' && c.dictType ? (
                          <Button type="link" size="small" style={{ padding: 0 }} title={t('message.generator.editLabels')} data-testid={`generator-dict-${c.column}`} onClick={() => setDictOpen(c.dictType)}>
                            {c.dictType}
                          </Button>
                        ) : null,
                    },
                    ...(['zh-cn', 'en', 'zh-tw'] as const).map((lang) => ({
                      title: t(`message.generator.label.${lang}`),
                      width: 130,
                      render: (_: unknown, c: GenColumn, i: number) => <Input size="small" value={c.label[lang]} onChange={(e) => patch(i, { label: { ...c.label, [lang]: e.target.value } })} />,
                    })),
                    ...FLAGS.map((flag) => ({
                      title: t(`message.generator.flag.${flag}`),
                      width: 64,
                      render: (_: unknown, c: GenColumn, i: number) => <Checkbox checked={c[flag]} onChange={(e) => patch(i, { [flag]: e.target.checked })} />,
                    })),
                    {
                      title: t('message.generator.filter'),
                      width: 100,
                      render: (_, c, i) => <Select size="small" style={{ width: 90 }} value={c.filter} onChange={(v) => patch(i, { filter: v })} options={GEN_FILTERS.map((v) => ({ value: v, label: t(`message.generator.filterMode.${v}`) }))} />,
                    },
                    {
                      title: t('message.generator.mask'),
                      width: 100,
                      render: (_, c, i) => <Select size="small" style={{ width: 90 }} value={c.mask} onChange={(v) => patch(i, { mask: v })} options={GEN_MASKS.map((v) => ({ value: v, label: t(`message.generator.maskKind.${v}`) }))} />,
                    },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'relations',
            label: t('message.generator.relations'),
            children: (
              <Table<GenRelation>
                size="small"
                rowKey="column"
                pagination={false}
                dataSource={relations}
                columns={[
                  { title: t('message.generator.column'), dataIndex: 'column' },
                  { title: t('message.generator.referencesTable'), dataIndex: 'referencesTable' },
                  { title: t('message.generator.resource'), render: (_, r) => r.resource ?? '—' },
                  {
                    title: t('message.generator.labelField'),
                    render: (_, r, i) => {
                      const offered = shown[i]?.data;
                      return (
                        <Select
                          size="small"
                          style={{ width: 220 }}
                          data-testid={`generator-label-field-${r.column}`}
                          loading={shown[i]?.isLoading}
                          disabled={offered !== undefined && offered.fields.length === 0}
                          placeholder={offered && !offered.resource ? t('message.generator.noResource') : undefined}
                          value={r.labelField ?? undefined}
                          onChange={(v: string) => setRelations((all) => all.map((x, j) => (j === i ? { ...x, labelField: v } : x)))}
                          options={(offered?.fields ?? []).map((f) => ({ value: f.field, label: `${label(f.label)} (${f.field})` }))}
                        />
                      );
                    },
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <Button type="primary" loading={busy} onClick={() => void save()} data-testid="generator-save">
        {t('message.generator.save')}
      </Button>
      <Drawer open={dictOpen !== null} size={1000} title={t('message.generator.labelsOf', { dict: dictOpen ?? '' })} onClose={() => setDictOpen(null)} destroyOnHidden>
        {dictOpen ? <ResourcePage definition={dictDataResource} scope={{ dictType: dictOpen }} testId="generator-dict-data" /> : null}
      </Drawer>
    </Space>
  );
}
