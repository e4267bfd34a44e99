import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { imageContentType } from '@ledgerdesk/shared';
import { notFound } from './errors';

/**
 * The upload store as an area holding restricted files needs it (modules/upload's FileCatalog):
 * a member's identity document, a recharge's payment voucher. Restricted files are found only
 * through the area that holds them, under that area's own permission.
 */
export interface StoredFiles {
  locate(id: number, reader: 'holdingArea'): Promise<{ file: { id: number; ext: string }; storageKey: string; storedBytes: number | undefined }>;
  read(storageKey: string): Promise<Readable>;
}

export interface RestrictedImage {
  contentType: string;
  bytes: number;
  body: Readable;
}

/** A file id as a record stores it; anything else (empty, or a value from before it was a file) is none. */
export const storedFileId = (reference: string | number | null | undefined): number | null =>
  reference !== null && reference !== undefined && /^[1-9]\d{0,15}$/.test(String(reference)) ? Number(reference) : null;

/**
 * A restricted file read as an image, or the area's own refusal when it is not one a browser shows:
 * nothing stored under a member's name is ever rendered from our origin as anything else.
 */
export async function restrictedImage(files: StoredFiles, fileId: number, notAnImage: (ext: string) => Error): Promise<RestrictedImage> {
  const { file, storageKey, storedBytes } = await files.locate(fileId, 'holdingArea');
  const contentType = imageContentType(file.ext);
  if (!contentType) throw notAnImage(file.ext);
  if (storedBytes === undefined) throw notFound(`the content of file ${file.id} is missing from storage`, { reason: 'file.contentMissing', params: { id: file.id } });
  return { contentType, bytes: storedBytes, body: await files.read(storageKey) };
}

/** Sends such an image to be shown in the page: never sniffed as anything else, never kept by a browser or a proxy. */
export function sendRestrictedImage(reply: FastifyReply, image: RestrictedImage) {
  return reply
    .header('content-type', image.contentType)
    .header('content-length', image.bytes)
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(image.body);
}
