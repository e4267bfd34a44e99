import type { UploadConfig } from '../../config';
import { LocalUploadStorage } from './local-storage';
import type { UploadStorage } from './upload-storage';

/**
 * The storage configuration names: S3-compatible object storage with STORAGE=s3, otherwise the
 * local disk. The S3 client is imported only then, so an embedded console never loads it.
 */
export async function openUploadStorage(config: UploadConfig): Promise<UploadStorage> {
  if (!config.s3) return new LocalUploadStorage(config.dir);
  const { S3UploadStorage } = await import('./s3-storage');
  return new S3UploadStorage(config.s3);
}
