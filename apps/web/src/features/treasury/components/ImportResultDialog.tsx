import { useRef, useState } from 'react';
import { Modal, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../locales';
import { ActionFormDialog } from '@/components/resource/ActionFormDialog';
import type { ActionDialogProps } from '@/components/resource/actionTypes';

interface ImportLine {
  line: number;
  address: string;
  outcome: 'ADDED' | 'DUPLICATE' | 'INVALID';
  message?: string;
  issue?: string;
}
interface ImportResult {
  added: number;
  duplicates: number;
  invalid: number;
  lines: ImportLine[];
}

const OUTCOME_COLOR: Record<ImportLine['outcome'], string> = { ADDED: 'success', DUPLICATE: 'warning', INVALID: 'error' };

/**
 * A batch import (recharge addresses, black-list addresses): the action's own form, then what
 * became of every line — added, a duplicate, or invalid and why — before the list refreshes.
 */
export function ImportResultDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const answered = useRef<ImportResult | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const finish = () => {
    props.onDone();
    props.onClose();
  };
  if (result) {
    return (
      <Modal open title={t('message.treasury.import.resultTitle')} onOk={finish} onCancel={finish} cancelButtonProps={{ style: { display: 'none' } }} width={720} destroyOnHidden>
        <div data-testid="import-result">
          <Space size="large" style={{ marginBottom: 12 }}>
            <Typography.Text type="success">{t('message.treasury.import.added', { count: result.added })}</Typography.Text>
            <Typography.Text type="warning">{t('message.treasury.import.duplicates', { count: result.duplicates })}</Typography.Text>
            <Typography.Text type="danger">{t('message.treasury.import.invalid', { count: result.invalid })}</Typography.Text>
          </Space>
          <Table<ImportLine>
            size="small"
            rowKey="line"
            pagination={result.lines.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            dataSource={result.lines}
            columns={[
              { title: t('message.treasury.import.line'), dataIndex: 'line', width: 70 },
              { title: t('message.treasury.import.address'), dataIndex: 'address', render: (value: string) => <Typography.Text code>{value || '—'}</Typography.Text> },
              {
                title: t('message.treasury.import.outcome'),
                dataIndex: 'outcome',
                width: 200,
                render: (outcome: ImportLine['outcome'], line) => (
                  <Space direction="vertical" size={0}>
                    <Tag color={OUTCOME_COLOR[outcome]}>{t(`message.treasury.import.outcomes.${outcome}`)}</Tag>
                    {outcome === 'INVALID' && line.issue ? <Typography.Text type="secondary">{t(`message.treasury.import.issues.${line.issue}`)}</Typography.Text> : null}
                  </Space>
                ),
              },
            ]}
          />
        </div>
      </Modal>
    );
  }
  return (
    <ActionFormDialog
      {...props}
      run={async (input) => {
        const answer = (await props.run(input)) as ImportResult;
        answered.current = answer;
        return answer;
      }}
      onDone={() => undefined}
      onClose={() => (answered.current ? setResult(answered.current) : props.onClose())}
    />
  );
}
