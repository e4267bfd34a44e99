import { useState } from 'react';
import { App, Button, Modal, Space, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadZip, previewFiles, writeFiles } from '../api';
import './preview.css';

/** The generated files of one table, each as a diff against the working tree; download or write them. */
export function PreviewDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const files = useQuery({ queryKey: ['system/generator', 'preview', id], queryFn: () => previewFiles(id) });
  const [busy, setBusy] = useState(false);
  const changedExisting = (files.data ?? []).filter((f) => f.exists && f.changed && f.kind !== 'register').map((f) => f.path);
  const write = async () => {
    setBusy(true);
    try {
      const result = await writeFiles(id, changedExisting);
      message.success(t('message.generator.written', { count: result.written.length }));
      await files.refetch();
    } catch {
      // The request has shown the refusal in words; nothing is left unhandled in the page.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={1000}
      title={t('message.generator.preview')}
      onCancel={onClose}
      footer={
        <Space>
          <Button data-testid="generator-download" onClick={() => void downloadZip(id)}>
            {t('message.generator.download')}
          </Button>
          <Button data-testid="generator-write" type="primary" loading={busy} onClick={() => void write()}>
            {changedExisting.length ? t('message.generator.writeOverwrite', { count: changedExisting.length }) : t('message.generator.write')}
          </Button>
        </Space>
      }
    >
      <Tabs
        data-testid="generator-preview"
        items={(files.data ?? []).map((f) => ({
          key: f.path,
          label: (
            <span title={f.path}>
              {t(`message.generator.kind.${f.kind}`)} {!f.exists ? <Tag color="success">{t('message.generator.new')}</Tag> : f.changed ? <Tag color="warning">{t('message.generator.changed')}</Tag> : null}
            </span>
          ),
          children: (
            <>
              <Typography.Text code data-testid="generator-file-path">
                {f.path}
              </Typography.Text>
              <pre className="generator-diff">
                {f.diff.map((line, i) => (
                  <div key={i} className={`generator-diff-${line.op === '+' ? 'add' : line.op === '-' ? 'del' : 'same'}`}>
                    {line.op} {line.text}
                  </div>
                ))}
              </pre>
            </>
          ),
        }))}
      />
    </Modal>
  );
}
