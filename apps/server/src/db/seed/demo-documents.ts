import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../client';
import { files, kycApplications, members, rechargeChannels, rechargeOrders, users } from '../schema';
import { SPECIMEN_DOCUMENTS } from './specimen-png';

/** Stores a file in the file centre, uploaded by `owner`, and answers its id. */
export type StoreFile = (owner: { userId: number; userName: string }, filename: string, data: Buffer) => Promise<number>;

/**
 * The demo's images a member would have sent, as made-up pictures uploaded by admin: the document
 * images of its advanced real-name applications, and the receipt of each pending recharge through a
 * channel that asks for a voucher. So the reviews show what they rest on. The seed itself has no
 * file store: the server's start gives it one once the app is built (tests, which count stored
 * files, never do). Only demo members' records still without images, so it runs once; it answers
 * how many records it gave images to.
 */
export async function seedDemoDocuments(db: Db, store: StoreFile): Promise<number> {
  const [admin] = await db.select({ userId: users.id, userName: users.userName }).from(users).where(eq(users.userName, 'admin'));
  if (!admin) return 0;
  // A member's documents: out of the file centre, read only through the review.
  const restricted = async (name: string, data: Buffer) => {
    const id = await store(admin, name, data);
    await db.update(files).set({ restricted: true }).where(eq(files.id, id));
    return id;
  };
  const demoMember = like(members.account, 'demo\\_%');
  const applications = await db
    .select({ id: kycApplications.id })
    .from(kycApplications)
    .innerJoin(members, eq(members.id, kycApplications.memberId))
    .where(and(eq(kycApplications.level, 'ADVANCED'), eq(kycApplications.frontImage, ''), eq(kycApplications.selfieImage, ''), demoMember));
  for (const { id } of applications) {
    const [front, back, selfie] = [await restricted('id-front.png', SPECIMEN_DOCUMENTS.front()), await restricted('id-back.png', SPECIMEN_DOCUMENTS.back()), await restricted('selfie.png', SPECIMEN_DOCUMENTS.selfie())];
    // Another instance starting beside this one may have given them already: theirs stay.
    await db
      .update(kycApplications)
      .set({ frontImage: String(front), backImage: String(back), selfieImage: String(selfie) })
      .where(and(eq(kycApplications.id, id), eq(kycApplications.frontImage, '')));
  }
  const orders = await db
    .select({ id: rechargeOrders.id })
    .from(rechargeOrders)
    .innerJoin(members, eq(members.id, rechargeOrders.memberId))
    .innerJoin(rechargeChannels, eq(rechargeChannels.code, rechargeOrders.channel))
    .where(and(eq(rechargeChannels.requiresVoucher, true), inArray(rechargeOrders.status, ['PENDING', 'PENDING_SECOND_REVIEW']), eq(rechargeOrders.voucherImage, ''), demoMember));
  for (const { id } of orders) {
    const receipt = await restricted('transfer-receipt.png', SPECIMEN_DOCUMENTS.receipt());
    await db.update(rechargeOrders).set({ voucherImage: String(receipt) }).where(and(eq(rechargeOrders.id, id), eq(rechargeOrders.voucherImage, '')));
  }
  return applications.length + orders.length;
}
