import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert, App, Button, Card, Flex, List, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@ledgerdesk/shared';
import { formatBytes } from './formatters';
import { UploadQueue } from './uploadQueue';
import { UploadRow } from './UploadRow';
import { browserUploadDeps, type UploadDeps } from './uploadTask';
import './locales';
import './uploader.css';

export interface UploaderProps {
  /** Called once for each file the server stored. */
  onUploaded?: (file: StoredFile) => void;
  /** Replaces the browser's hashing and transport (tests). */
  deps?: UploadDeps;
}

/**
 * Drag-and-drop (or pick) uploader for large files: MD5 in a worker, 2 MB chunks three at a time
 * with retries, pause/resume/cancel, speed and time left, and resume after a reload by picking
 * the same file again.
 */
export function Uploader({ onUploaded, deps = browserUploadDeps }: UploaderProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [queue] = useState(() => new UploadQueue(deps));
  const { uploads, pending } = useSyncExternalStore(queue.subscribe, queue.getSnapshot);

  useEffect(() => (onUploaded ? queue.onStored(onUploaded) : undefined), [queue, onUploaded]);

  useEffect(() => {
    window.addEventListener('offline', queue.goOffline);
    window.addEventListener('online', queue.goOnline);
    return () => {
      window.removeEventListener('offline', queue.goOffline);
      window.removeEventListener('online', queue.goOnline);
      queue.dispose();
    };
  }, [queue]);

  const addFiles = (files: File[]) => {
    const { refused } = queue.add(files);
    if (refused.length) void message.error(t('message.upload.refused', { names: refused.map((f) => f.name).join(', ') }));
  };

  return (
    <Flex vertical gap={12} className="uploader">
      <Upload.Dragger
        multiple
        showUploadList={false}
        accept={queue.extensions.map((e) => `.${e}`).join(',')}
        // antd calls this once per file with the whole batch; take the batch on its first file.
        beforeUpload={(file, batch) => {
          if (file === batch[0]) addFiles(batch);
          return false;
        }}
        data-testid="uploader-drop"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('message.upload.dropTitle')}</p>
        <p className="ant-upload-hint">{t('message.upload.dropHint')}</p>
      </Upload.Dragger>

      {pending.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="uploader-pending"
          title={t('message.upload.pendingTitle')}
          description={
            <Flex vertical gap={4}>
              <Typography.Text type="secondary">{t('message.upload.pendingHint')}</Typography.Text>
              {pending.map((p) => (
                <Flex key={`${p.name}:${p.size}:${p.lastModified}`} justify="space-between" align="center" gap={8}>
                  <Typography.Text>
                    {p.name} <Typography.Text type="secondary">({formatBytes(p.size)})</Typography.Text>
                  </Typography.Text>
                  <Button size="small" type="link" danger onClick={() => void queue.discardPending(p)}>
                    {t('message.upload.action.discard')}
                  </Button>
                </Flex>
              ))}
            </Flex>
          }
        />
      )}

      {uploads.length > 0 && (
        <Card
          size="small"
          title={t('message.upload.listTitle')}
          extra={
            uploads.some((u) => u.phase === 'success') && (
              <Button size="small" type="link" onClick={() => queue.clearFinished()}>
                {t('message.upload.action.clearFinished')}
              </Button>
            )
          }
        >
          <List dataSource={uploads} rowKey="id" renderItem={(upload) => <List.Item><UploadRow upload={upload} actions={queue} /></List.Item>} />
        </Card>
      )}
    </Flex>
  );
}
