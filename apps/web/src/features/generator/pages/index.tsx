import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GENERATOR_PERMISSIONS, generatorResource } from '@ledgerdesk/shared/resources/system/generator';
import { ResourcePage } from '@/components/resource/ResourcePage';
import type { ResourceRow } from '@/components/resource/resourceApi';
import { resourceKeys } from '@/components/resource/resourceKeys';
import { usePermission } from '@/components/auth/usePermission';
import { ColumnsEditor } from '../components/ColumnsEditor';
import { DesignDialog } from '../components/DesignDialog';
import { ImportDialog } from '../components/ImportDialog';
import { PreviewDialog } from '../components/PreviewDialog';
import '../locales';

/** Stands in the edit form for the columns and relations documents, which the detail's editors edit (never as raw JSON). */
function EditedInDetail() {
  const { t } = useTranslation();
  return <Typography.Text type="secondary">{t('message.generator.editedInDetail')}</Typography.Text>;
}

/**
 * The code generator: imported and designed tables as an ordinary resource list; a row's detail holds the
 * columns and relations editors and opens the preview, whose files download as a zip or, on a
 * development server, are written into the working tree.
 */
export default function GeneratorPage() {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const { has: can } = usePermission();
  const [importing, setImporting] = useState(false);
  const [designing, setDesigning] = useState(false);
  const [previewing, setPreviewing] = useState<number>();
  // The list and details live under the resource's keys; the importable tables and previews under the page's own.
  const refresh = () => {
    void queries.invalidateQueries({ queryKey: resourceKeys(generatorResource).all });
    void queries.invalidateQueries({ queryKey: [generatorResource.name] });
  };
  return (
    <>
      <ResourcePage
        definition={generatorResource}
        testId="generator-list"
        inputs={{ columns: <EditedInDetail />, relations: <EditedInDetail /> }}
        toolbarExtra={
          <>
            {can(GENERATOR_PERMISSIONS.import) ? (
              <Button type="primary" data-testid="generator-import" onClick={() => setImporting(true)}>
                {t('message.generator.import')}
              </Button>
            ) : null}
            {can(GENERATOR_PERMISSIONS.design) ? (
              <Button data-testid="generator-design" onClick={() => setDesigning(true)}>
                {t('message.generator.designer.open')}
              </Button>
            ) : null}
          </>
        }
        detailExtra={(row: ResourceRow) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {can(GENERATOR_PERMISSIONS.preview) ? (
              <Button data-testid="generator-open-preview" onClick={() => setPreviewing(Number(row.id))}>
                {t('message.generator.preview')}
              </Button>
            ) : null}
            <ColumnsEditor key={`${row.id}-${row.version}`} row={row} onSaved={refresh} />
          </Space>
        )}
      />
      {importing ? (
        <ImportDialog
          onClose={() => setImporting(false)}
          onDone={() => {
            setImporting(false);
            refresh();
          }}
        />
      ) : null}
      {designing ? (
        <DesignDialog
          onClose={() => setDesigning(false)}
          onDone={() => {
            setDesigning(false);
            refresh();
          }}
        />
      ) : null}
      {previewing !== undefined ? <PreviewDialog id={previewing} onClose={() => setPreviewing(undefined)} /> : null}
    </>
  );
}
