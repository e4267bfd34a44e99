import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPORT_MAX_ROWS } from '@ledgerdesk/shared';
import '../locales';
import { ApiError } from '@/lib/request';
import { refusalText } from '@/lib/refusalText';
import { downloadExport } from './downloadExport';

interface ExportButtonProps {
  url: string;
  /** The applied list filters; the export holds the same rows as the list, without paging. */
  filters: object;
  fileName: string;
}

/** Downloads the filtered list as an Excel workbook (at most EXPORT_MAX_ROWS rows). */
export function ExportButton({ url, filters, fileName }: ExportButtonProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const saved = await downloadExport(url, filters, fileName);
      void message.success(t('message.common.exported', { name: saved }));
    } catch (error) {
      void message.error(error instanceof ApiError ? refusalText(error) : t('message.common.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} title={t('message.common.exportHint', { max: EXPORT_MAX_ROWS.toLocaleString(i18n.language) })}>
      {t('message.common.export')}
    </Button>
  );
}
