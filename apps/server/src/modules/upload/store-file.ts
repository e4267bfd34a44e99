import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { UPLOAD_CHUNK_SIZE, type StoredFile } from '@ledgerdesk/shared';
import type { Uploader, UploadService } from './upload-service';

/**
 * A small file stored as the web uploader would send it (chunk test, one chunk, merge), so it is a
 * file-centre file like any other. For the server's own files: the demo's documents.
 */
export async function storeOneChunkFile(uploads: UploadService, owner: Uploader, filename: string, data: Buffer): Promise<StoredFile> {
  if (data.length >= 2 * UPLOAD_CHUNK_SIZE) throw new Error(`${filename}: ${data.length} B is more than one chunk`);
  const identifier = crypto.createHash('md5').update(data).digest('hex');
  const sha256 = crypto.createHash('sha256').update(data).digest('hex');
  const layout = { identifier, sha256, filename, totalSize: data.length, totalChunks: 1, chunkSize: UPLOAD_CHUNK_SIZE };
  await uploads.status(owner, layout);
  await uploads.acceptChunk(owner, { ...layout, chunkNumber: 1, currentChunkSize: data.length }, Readable.from([data]));
  return uploads.merge(owner, { ...layout, token: 'server' });
}
