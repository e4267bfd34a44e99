import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../client';
import { files, kycApplications, members, users } from '../schema';
import { SPECIMEN_DOCUMENTS } from './specimen-png';

/** Stores a file in the file centre, uploaded by `owner`, and answers its id. */
export type StoreFile = (owner: { userId: number; userName: string }, filename: string, data: Buffer) => Promise<number>;

/**
 * The demo's advanced real-name applications get their three document images (made-up cards), so
 * the review shows what it rests on, uploaded by admin. The seed itself has no file store: the
 * server's start gives it one once the app is built (tests, which count stored files, never do).
 * Only demo members' applications still without images, so it runs once.
 */
export async function seedDemoDocuments(db: Db, store: StoreFile): Promise<number> {
  const [admin] = await db.select({ userId: users.id, userName: users.userName }).from(users).where(eq(users.userName, 'admin'));
  if (!admin) return 0;
  const stored = (name: string, data: Buffer) => store(admin, name, data);
  const waiting = await db
    .select({ id: kycApplications.id })
    .from(kycApplications)
    .innerJoin(members, eq(members.id, kycApplications.memberId))
    .where(and(eq(kycApplications.level, 'ADVANCED'), eq(kycApplications.frontImage, ''), eq(kycApplications.selfieImage, ''), like(members.account, 'demo\\_%')));
  for (const { id } of waiting) {
    const [front, back, selfie] = [await stored('id-front.png', SPECIMEN_DOCUMENTS.front()), await stored('id-back.png', SPECIMEN_DOCUMENTS.back()), await stored('selfie.png', SPECIMEN_DOCUMENTS.selfie())];
    // Identity documents: out of the file centre, read only through the review.
    await db.update(files).set({ restricted: true }).where(inArray(files.id, [front, back, selfie]));
    // Another instance starting beside this one may have given them already: theirs stay.
    await db
      .update(kycApplications)
      .set({ frontImage: String(front), backImage: String(back), selfieImage: String(selfie) })
      .where(and(eq(kycApplications.id, id), eq(kycApplications.frontImage, '')));
  }
  return waiting.length;
}
