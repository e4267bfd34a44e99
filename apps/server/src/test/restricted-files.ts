import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { files } from '../db/schema';
import { UploadDriver } from '../modules/upload/upload-test-client';
import type { TestApp } from './harness';

/** A 1×1 PNG: what a member's phone would send, at its smallest. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * Stores `data` through the upload protocol and marks it restricted, as the member side stores an
 * identity document or a payment voucher (out of the file centre); answers the file's id.
 */
export async function storeRestricted(t: TestApp, token: string, name: string, data: Buffer): Promise<number> {
  const upload = new UploadDriver(t.app, token, data, name);
  await upload.send();
  const merged = await upload.merge();
  expect(merged.statusCode, merged.body).toBe(200);
  const id = merged.json().data.id as number;
  await t.database.db.update(files).set({ restricted: true }).where(eq(files.id, id));
  return id;
}
