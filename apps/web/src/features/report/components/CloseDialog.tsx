import { useState } from 'react';
import { Alert, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '@/components/resource/actionTypes';

/**
 * Runs the close for one business day (every currency). A closed day stays as it is; a day not
 * over yet gives a provisional statement. After the server answers, the list and the chart reload.
 */
export function closeDialogWith(onClosed: () => void) {
  return function CloseDialog({ run, onDone, onClose }: ActionDialogProps) {
    const { t } = useTranslation();
    const [day, setDay] = useState<Dayjs>(dayjs().subtract(1, 'day'));
    const [error, setError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const submit = async () => {
      setBusy(true);
      setError(null);
      try {
        await run({ businessDate: day.format('YYYY-MM-DD') });
        onDone();
        onClosed();
        onClose();
      } catch (e) {
        setError((e as Error).message);
      } finally {
        setBusy(false);
      }
    };
    return (
      <Modal open title={t('message.report.closeTitle')} okText={t('message.report.closeRun')} onOk={() => void submit()} confirmLoading={busy} onCancel={onClose} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('message.report.closeHelp')}</Typography.Paragraph>
        <Form layout="vertical">
          <Form.Item label={t('message.report.businessDate')} required>
            <DatePicker value={day} onChange={(value) => value && setDay(value)} allowClear={false} disabledDate={(d) => d.isAfter(dayjs(), 'day')} data-testid="close-date" />
          </Form.Item>
        </Form>
        {error && <Alert type="error" showIcon message={error} />}
      </Modal>
    );
  };
}
