import type { RowOf } from '@ledgerdesk/shared';
import { COUPON_SEND_PATH, couponResource } from '@ledgerdesk/shared/resources/marketing/coupon';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { AmountText } from '@/components/format/AmountText';
import type { ActionDialogProps } from '@/components/resource/actionTypes';
import { BatchDialog } from '@/components/resource/BatchDialog';

type CouponRow = RowOf<typeof couponResource>;

const MONEY_CELLS = { savedAmount: (value: unknown) => <AmountText value={value === null || value === undefined ? null : String(value)} /> };

/** Sending coupons: the member list's form, then the result of each member (the batch runs on the server). */
function SendDialog(props: ActionDialogProps<CouponRow>) {
  return <BatchDialog<CouponRow> {...props} progressPath={COUPON_SEND_PATH} />;
}

/** Coupons: newest first with their filters; send to a member list (per-member results), revoke unused ones. */
export default function CouponPage() {
  return <ResourcePage<CouponRow> definition={couponResource} cells={MONEY_CELLS} actionDialogs={{ send: SendDialog }} testId="coupon-list" />;
}
