import { and, eq } from 'drizzle-orm';
import { KYC_DOCUMENT_FIELD, type KycDocumentPart } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { kycApplications } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { restrictedImage, storedFileId, type RestrictedImage, type StoredFiles } from '../../lib/restricted-image';
import { memberRowsInReach, type Reach } from '../access/data-scope';

/**
 * One image of a real-name application, for its reviewer: found only within the caller's reach (as
 * the application's detail is), and only when it is an image a browser shows, so nothing stored
 * under the member's name is ever rendered from our origin as anything else.
 */
export async function kycDocument(db: Db, files: StoredFiles, reach: Reach, applicationId: number, part: KycDocumentPart): Promise<RestrictedImage> {
  const k = kycApplications;
  const [row] = await db
    .select({ reference: k[KYC_DOCUMENT_FIELD[part]] })
    .from(k)
    .where(and(eq(k.id, applicationId), memberRowsInReach(db, reach, k.memberId)));
  if (!row) throw notFound(`real-name application ${applicationId} not found`, { reason: 'kyc.notFound', params: { id: applicationId } });
  const fileId = storedFileId(row.reference);
  if (fileId === null) throw notFound(`real-name application ${applicationId} has no ${part} image`, { reason: 'kyc.documentMissing', params: { id: applicationId } });
  return restrictedImage(files, fileId, (ext) =>
    conflict(`the ${part} document of application ${applicationId} is not an image (${ext})`, { reason: 'kyc.documentNotImage', params: { id: applicationId, ext } }),
  );
}
