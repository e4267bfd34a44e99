import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { imageContentType, KYC_DOCUMENT_FIELD, type KycDocumentPart } from '@ledgerdesk/shared';
import type { Db } from '../../db/client';
import { kycApplications } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { memberRowsInReach, type Reach } from '../access/data-scope';

/** The file centre's store as the documents need it (modules/upload's FileCatalog): restricted files included. */
export interface StoredFiles {
  locate(id: number, reader: 'holdingArea'): Promise<{ file: { id: number; ext: string }; storageKey: string; storedBytes: number | undefined }>;
  read(storageKey: string): Promise<Readable>;
}

export interface KycDocument {
  contentType: string;
  bytes: number;
  body: Readable;
}

/**
 * One image of a real-name application, for its reviewer: found only within the caller's reach (as
 * the application's detail is), and only when it is an image a browser shows, so nothing stored
 * under the member's name is ever rendered from our origin as anything else.
 */
export async function kycDocument(db: Db, files: StoredFiles, reach: Reach, applicationId: number, part: KycDocumentPart): Promise<KycDocument> {
  const k = kycApplications;
  const [row] = await db
    .select({ reference: k[KYC_DOCUMENT_FIELD[part]] })
    .from(k)
    .where(and(eq(k.id, applicationId), memberRowsInReach(db, reach, k.memberId)));
  if (!row) throw notFound(`real-name application ${applicationId} not found`, { reason: 'kyc.notFound', params: { id: applicationId } });
  // A file id; anything else (empty, or a value from before documents were files) is no document.
  if (!/^[1-9]\d{0,15}$/.test(row.reference)) throw notFound(`real-name application ${applicationId} has no ${part} image`, { reason: 'kyc.documentMissing', params: { id: applicationId } });
  const { file, storageKey, storedBytes } = await files.locate(Number(row.reference), 'holdingArea');
  const contentType = imageContentType(file.ext);
  if (!contentType) {
    throw conflict(`the ${part} document of application ${applicationId} is not an image (${file.ext})`, { reason: 'kyc.documentNotImage', params: { id: applicationId, ext: file.ext } });
  }
  if (storedBytes === undefined) throw notFound(`the content of file ${file.id} is missing from storage`, { reason: 'file.contentMissing', params: { id: file.id } });
  return { contentType, bytes: storedBytes, body: await files.read(storageKey) };
}
