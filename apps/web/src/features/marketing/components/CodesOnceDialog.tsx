import { useRef, useState } from 'react';
import { Alert, App, Button, Input, Modal, Space, Typography } from 'antd';
import { API_PREFIX, type Label } from '@ledgerdesk/shared';
import { REDEEM_CODES_PATH } from '@ledgerdesk/shared/resources/marketing/redeem-batch';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import type { ResourceRow } from '@/components/resource/resourceApi';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';
import { useLabel } from '@/components/resource/useLabel';
import { ApiError, request } from '@/lib/request';
import { refusalText } from '@/lib/refusalText';
import { saveBlob } from '@/lib/saveBlob';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });
const T = {
  title: l('兑换码（仅显示这一次）', 'Redemption codes (shown this once)', '兌換碼（僅顯示這一次）'),
  warn: l(
    '系统只保存兑换码的哈希值，关闭后无法再次查看。请立即下载并妥善保管。',
    'Only a hash of each code is kept: once closed, these codes cannot be shown again. Download them now and keep them safe.',
    '系統只保存兌換碼的雜湊值，關閉後無法再次檢視。請立即下載並妥善保管。',
  ),
  download: l('下载 CSV', 'Download CSV', '下載 CSV'),
  close: l('我已保存，关闭', 'I have saved them, close', '我已保存，關閉'),
  count: l('共 {{n}} 个', '{{n}} codes', '共 {{n}} 個'),
};

interface Minted {
  batchNo: string;
  codes: string[];
}

/** The minted codes, once: a list to copy and a CSV to download (made in the browser, never sent back). */
function CodesOnce({ minted, onClose }: { minted: Minted; onClose: () => void }) {
  const label = useLabel();
  const download = () => {
    saveBlob(new Blob([`code\n${minted.codes.join('\n')}\n`], { type: 'text/csv' }), `${minted.batchNo}-codes.csv`);
  };
  return (
    <Modal open title={`${label(T.title)} · ${minted.batchNo}`} onCancel={onClose} maskClosable={false} width={560} data-testid="codes-once" footer={<Button type="primary" onClick={onClose}>{label(T.close)}</Button>}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="warning" showIcon message={label(T.warn)} />
        <Space>
          <Button onClick={download} data-testid="codes-download">
            {label(T.download)}
          </Button>
          <Typography.Text type="secondary">{label(T.count).replace('{{n}}', String(minted.codes.length))}</Typography.Text>
        </Space>
        <Input.TextArea readOnly value={minted.codes.join('\n')} autoSize={{ minRows: 4, maxRows: 12 }} data-testid="codes-text" style={{ fontFamily: 'monospace' }} />
      </Space>
    </Modal>
  );
}

/**
 * "Generate codes": the action clears the batch (or files it for a second operator above the
 * threshold); when cleared, the codes are minted by the one-time download call and shown here.
 */
export function GenerateCodesDialog<Row extends ResourceRow>(props: ActionDialogProps<Row>) {
  const { message } = App.useApp();
  const [minted, setMinted] = useState<Minted | null>(null);
  // A ref, not state: the form dialog calls onAnswer and then onClose in one go (state would still read null).
  const pending = useRef<Promise<Minted | null> | null>(null);
  if (minted) {
    return (
      <CodesOnce
        minted={minted}
        onClose={() => {
          props.onDone();
          props.onClose();
        }}
      />
    );
  }
  return (
    <ApprovalFiledDialog<Row>
      {...props}
      onAnswer={(answer) => {
        const { ready, id } = (answer ?? {}) as { ready?: boolean; id?: number };
        if (!ready || typeof id !== 'number') return;
        pending.current = request<Minted>({ url: `${API_PREFIX}/${REDEEM_CODES_PATH}`, method: 'POST', data: { id } }).catch((error: unknown) => {
          void message.error(error instanceof ApiError ? refusalText(error) : String(error));
          return null;
        });
      }}
      onClose={() => {
        if (!pending.current) return props.onClose();
        void pending.current.then((answer) => (answer ? setMinted(answer) : props.onClose()));
      }}
    />
  );
}
