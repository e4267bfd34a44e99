import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Modal, Spin, Tag, Typography } from 'antd';
import { wheelDrawResource } from '@ledgerdesk/shared/resources/marketing/wheel';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useLabel } from '@/components/resource/useLabel';
import { refusalText } from '@/lib/refusalText';
import { ApiError } from '@/lib/request';
import { l } from '../../components/labels';

interface Verification {
  drawNo: string;
  wheelCode: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  storedRoll: string;
  computedRoll: string;
  expectedPrize: string;
  recordedPrize: string;
  fallbackFrom: string | null;
  hashMatches: boolean;
  rollMatches: boolean;
  prizeMatches: boolean;
  valid: boolean;
}

const T = {
  title: l('验证抽奖', 'Verify draw', '驗證抽獎'),
  valid: l('验证通过：由公开种子重算结果一致', 'Verified: recomputed from the revealed seed, the draw matches', '驗證通過：由公開種子重算結果一致'),
  invalid: l('验证失败：记录与重算结果不一致', 'Verification failed: the record differs from the recomputation', '驗證失敗：記錄與重算結果不一致'),
  seed: l('服务端种子（已公开）', 'Server seed (revealed)', '伺服器種子（已公開）'),
  hash: l('发布时承诺的 SHA-256', 'SHA-256 committed at publish', '發布時承諾的 SHA-256'),
  client: l('客户端种子 : nonce', 'Client seed : nonce', '用戶端種子 : nonce'),
  stored: l('记录的随机数', 'Recorded roll', '記錄的隨機數'),
  computed: l('重算的随机数', 'Recomputed roll', '重算的隨機數'),
  expected: l('按概率应中', 'Prize by the odds', '按機率應中'),
  recorded: l('记录的奖品', 'Recorded prize', '記錄的獎品'),
  fallback: l('（缺货，由 {{p}} 回落）', '(out of stock, fell back from {{p}})', '（缺貨，由 {{p}} 回落）'),
  close: l('关闭', 'Close', '關閉'),
  formula: l('随机数 = HMAC-SHA256(服务端种子, "客户端种子:nonce") 前 64 位 / 2^64', 'roll = first 64 bits of HMAC-SHA256(server seed, "client seed:nonce") / 2^64', '隨機數 = HMAC-SHA256(伺服器種子, "用戶端種子:nonce") 前 64 位 / 2^64'),
};

const mark = (ok: boolean) => <Tag color={ok ? 'success' : 'error'}>{ok ? '✓' : '✗'}</Tag>;

/** Runs the verify call as the dialog opens and shows every step of the recomputation. */
function VerifyDialog(props: ActionDialogProps) {
  const label = useLabel();
  const [result, setResult] = useState<Verification | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { run } = props;
  useEffect(() => {
    run({}).then(
      (answer) => setResult(answer as Verification),
      (e: unknown) => setError(e instanceof ApiError ? refusalText(e) : String(e)),
    );
  }, [run]);
  return (
    <Modal open title={label(T.title)} onCancel={props.onClose} footer={<Button onClick={props.onClose}>{label(T.close)}</Button>} width={760} data-testid="verify-result">
      {error ? <Alert type="warning" showIcon message={error} /> : null}
      {!result && !error ? <Spin /> : null}
      {result ? (
        <>
          <Alert type={result.valid ? 'success' : 'error'} showIcon message={label(result.valid ? T.valid : T.invalid)} style={{ marginBottom: 12 }} data-testid="verify-verdict" />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={label(T.seed)}>
              <Typography.Text code copyable>{result.serverSeed}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={label(T.hash)}>
              {mark(result.hashMatches)} <Typography.Text code>{result.serverSeedHash}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={label(T.client)}>
              <Typography.Text code>{`${result.clientSeed}:${result.nonce}`}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={label(T.stored)}>{result.storedRoll}</Descriptions.Item>
            <Descriptions.Item label={label(T.computed)}>
              {mark(result.rollMatches)} {result.computedRoll}
            </Descriptions.Item>
            <Descriptions.Item label={label(T.expected)}>
              {mark(result.prizeMatches)} {result.expectedPrize}
            </Descriptions.Item>
            <Descriptions.Item label={label(T.recorded)}>
              {result.recordedPrize} {result.fallbackFrom ? label(T.fallback).replace('{{p}}', result.fallbackFrom) : ''}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {label(T.formula)}
          </Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}

/** Draw records, newest first; Verify recomputes a draw from its wheel's revealed seed. */
export default function WheelDrawPage() {
  return <ResourcePage definition={wheelDrawResource} actionDialogs={{ verify: VerifyDialog }} testId="wheel-draw-list" />;
}
