import type { RowOf } from '@ledgerdesk/shared';
import { redeemBatchResource } from '@ledgerdesk/shared/resources/marketing/redeem-batch';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { AmountText } from '@/components/format/AmountText';
import { GenerateCodesDialog } from '../../components/CodesOnceDialog';

type BatchRow = RowOf<typeof redeemBatchResource>;

const MONEY_CELLS = Object.fromEntries(['amount', 'faceValue'].map((name) => [name, (value: unknown) => <AmountText value={value === null || value === undefined ? null : String(value)} />]));

/** Redemption code batches: create, generate (codes shown once; four-eyes above the threshold), pause/resume, void. */
export default function RedeemBatchPage() {
  return <ResourcePage<BatchRow> definition={redeemBatchResource} cells={MONEY_CELLS} actionDialogs={{ generate: GenerateCodesDialog }} testId="redeem-batch-list" />;
}
