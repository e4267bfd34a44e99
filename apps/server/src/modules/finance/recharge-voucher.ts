import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rechargeOrders } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { restrictedImage, storedFileId, type RestrictedImage, type StoredFiles } from '../../lib/restricted-image';
import { memberRowsInReach, type Reach } from '../access/data-scope';

/**
 * A recharge's payment voucher (a bank transfer's receipt) for its reviewer: found only within the
 * caller's reach, as the order's detail is, and only when it is an image a browser shows.
 */
export async function rechargeVoucher(db: Db, files: StoredFiles, reach: Reach, orderId: number): Promise<RestrictedImage> {
  const o = rechargeOrders;
  const [row] = await db
    .select({ voucherImage: o.voucherImage })
    .from(o)
    .where(and(eq(o.id, orderId), memberRowsInReach(db, reach, o.memberId)));
  if (!row) throw notFound(`recharge order ${orderId} not found`, { reason: 'record.notFound', params: { id: orderId } });
  const fileId = storedFileId(row.voucherImage);
  if (fileId === null) throw notFound(`recharge order ${orderId} has no payment voucher`, { reason: 'finance.voucherMissing', params: { id: orderId } });
  return restrictedImage(files, fileId, (ext) =>
    conflict(`the payment voucher of recharge order ${orderId} is not an image (${ext})`, { reason: 'finance.voucherNotImage', params: { id: orderId, ext } }),
  );
}
