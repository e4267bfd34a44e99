import { Button, Flex, Progress, Space, Tag, Typography } from 'antd';
import { CloseOutlined, PauseOutlined, CaretRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDuration } from './formatters';
import type { UploadPhase, UploadSnapshot } from './uploadTask';

const TAG_COLOR: Record<UploadPhase, string> = {
  waiting: 'default',
  hashing: 'processing',
  uploading: 'processing',
  paused: 'warning',
  merging: 'processing',
  success: 'success',
  error: 'error',
  cancelled: 'default',
};

const PROGRESS_STATUS: Partial<Record<UploadPhase, 'active' | 'exception' | 'success' | 'normal'>> = {
  uploading: 'active',
  merging: 'active',
  hashing: 'active',
  error: 'exception',
  success: 'success',
};

export interface UploadRowActions {
  pause(id: string): void;
  resume(id: string): void;
  retry(id: string): void;
  cancel(id: string): void;
}

/** One upload: name, status, progress, speed and time left, and what can be done with it now. */
export function UploadRow({ upload, actions }: { upload: UploadSnapshot; actions: UploadRowActions }) {
  const { t, i18n } = useTranslation();
  const { phase } = upload;
  const statusText =
    phase === 'hashing'
      ? t('message.upload.status.hashing', { percent: Math.floor(upload.hashed * 100) })
      : phase === 'success' && upload.instant
        ? t('message.upload.status.instant')
        : t(`message.upload.status.${phase}`);
  const reasonKey = `message.upload.reason.${upload.errorReason ?? ''}`;
  const errorText = upload.errorReason && i18n.exists(reasonKey) ? t(reasonKey) : upload.errorText;
  const percent = phase === 'hashing' ? upload.hashed * 100 : upload.progress * 100;

  return (
    <div className="uploader-row" data-testid="upload-row" data-phase={phase} data-name={upload.name}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Space size={8} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: upload.name }} style={{ maxWidth: 360 }}>
            {upload.name}
          </Typography.Text>
          <Typography.Text type="secondary">{formatBytes(upload.size)}</Typography.Text>
          <Tag color={TAG_COLOR[phase]} data-testid="upload-status">
            {statusText}
          </Tag>
        </Space>
        <Space size={4}>
          {phase === 'uploading' && upload.speed > 0 && (
            <Typography.Text type="secondary" data-testid="upload-speed">
              {t('message.upload.speed', { speed: formatBytes(upload.speed) })}
              {upload.secondsLeft !== undefined && ` · ${t('message.upload.timeLeft', { time: formatDuration(upload.secondsLeft) })}`}
            </Typography.Text>
          )}
          {phase === 'uploading' && (
            <Button size="small" icon={<PauseOutlined />} data-testid="upload-pause" onClick={() => actions.pause(upload.id)}>
              {t('message.upload.action.pause')}
            </Button>
          )}
          {phase === 'paused' && (
            <Button size="small" type="primary" icon={<CaretRightOutlined />} data-testid="upload-resume" onClick={() => actions.resume(upload.id)}>
              {t('message.upload.action.resume')}
            </Button>
          )}
          {phase === 'error' && upload.errorReason !== 'readFailed' && (
            <Button size="small" icon={<ReloadOutlined />} data-testid="upload-retry" onClick={() => actions.retry(upload.id)}>
              {t('message.upload.action.retry')}
            </Button>
          )}
          {phase !== 'success' && phase !== 'merging' && (
            <Button size="small" danger icon={<CloseOutlined />} data-testid="upload-cancel" onClick={() => actions.cancel(upload.id)}>
              {t('message.upload.action.cancel')}
            </Button>
          )}
        </Space>
      </Flex>
      <Progress percent={Math.floor(percent)} size="small" status={PROGRESS_STATUS[phase] ?? 'normal'} />
      {phase === 'error' && errorText && (
        <Typography.Text type="danger" data-testid="upload-error">
          {errorText}
        </Typography.Text>
      )}
    </div>
  );
}
