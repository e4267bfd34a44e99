import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, it, expect as assert } from 'vitest';
import type { Page } from 'playwright-core';
import { API_BASE, UPLOAD_CHUNK_SIZE, UPLOAD_ENDPOINTS, UPLOAD_WEB_CHUNK_SIZE, totalChunksOf, type Envelope, type StoredFile } from '@ledgerdesk/shared';
import { newContext, screenshot } from './support/browser';
import { expect } from './support/expect';
import { signInThroughForm, tokenOf } from './support/session';
import { useLiveConsole } from './support/live-console';

const md5 = (data: Buffer) => crypto.createHash('md5').update(data).digest('hex');
const simpleUploaderDist = createRequire(import.meta.url).resolve('simple-uploader.js/dist/uploader.js');

/** Polls `check` until it holds; the message names what was awaited. */
async function waitUntil(check: () => Promise<boolean> | boolean, what: string, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('large-file upload in Chromium', () => {
  const live = useLiveConsole();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-e2e-files-'));
  const objectsDir = () => path.join(live.server.dataDir, 'uploads', 'objects');

  afterAll(async () => {
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  async function signedInPage(): Promise<{ page: Page; close: () => Promise<void>; pageErrors: string[]; foreignRequests: string[] }> {
    const { context, pageErrors, foreignRequests } = await newContext(live.browser);
    const page = await context.newPage();
    await signInThroughForm(page, live.server.baseUrl);
    return { page, pageErrors, foreignRequests, close: () => context.close() };
  }

  it('uploads 80 MB, pauses, survives a reload, resumes from the stored chunks, stores the exact bytes and downloads them back', async () => {
    const data = crypto.randomBytes(80 * 1024 * 1024);
    const filePath = path.join(tempDir, 'quarterly-close.mp4');
    fs.writeFileSync(filePath, data);
    // The console sends UPLOAD_WEB_CHUNK_SIZE chunks, three at a time: 80 MB is eight of them.
    const totalChunks = totalChunksOf(data.length, UPLOAD_WEB_CHUNK_SIZE);
    assert(totalChunks).toBe(8);
    const { page, close, pageErrors, foreignRequests } = await signedInPage();

    // Loopback is too fast to press Pause in time: hold each chunk a little, and count them.
    // Chunks after the fourth wait for the Pause press as well: on a slow machine the screenshot
    // and the click took long enough for all eight to be sent first (CI of stop 39).
    let chunkPosts = 0;
    let pressPause!: () => void;
    const pausePressed = new Promise<void>((resolve) => (pressPause = resolve));
    await page.route(`**${UPLOAD_ENDPOINTS.upload}`, async (route) => {
      if (route.request().method() === 'POST') {
        chunkPosts += 1;
        const ordinal = chunkPosts;
        await new Promise((r) => setTimeout(r, 1000));
        if (ordinal > 4) await pausePressed;
      }
      // A chunk the pause aborted while it was held has no request left to continue.
      await route.continue().catch(() => undefined);
    });

    await page.goto(`${live.server.baseUrl}/system/file`);
    await page.locator('input[type=file]').setInputFiles(filePath);
    const row = page.getByTestId('upload-row');
    await waitUntil(async () => (await row.getAttribute('data-phase')) === 'uploading' && chunkPosts >= 4, 'the upload to be under way');
    await expect(page.getByTestId('upload-speed')).toBeVisible();
    await screenshot(page, 'file-centre-uploading');
    await page.getByTestId('upload-pause').click();
    await waitUntil(async () => (await row.getAttribute('data-phase')) === 'paused', 'the paused state');
    const sentBeforeReload = chunkPosts;
    pressPause();
    assert(sentBeforeReload).toBeLessThan(totalChunks);

    await page.reload();
    await expect(page.getByTestId('uploader-pending')).toContainText('quarterly-close.mp4');
    await screenshot(page, 'file-centre-pending-after-reload');
    chunkPosts = 0;
    await page.locator('input[type=file]').setInputFiles(filePath);
    await waitUntil(async () => (await page.getByTestId('upload-row').getAttribute('data-phase')) === 'success', 'the upload to succeed', 120_000);
    // Only the chunks the server lacked were sent again (those aborted by the pause among them).
    assert(chunkPosts).toBeLessThan(totalChunks);
    assert(chunkPosts).toBeGreaterThan(0);
    await expect(page.locator('.ant-table-tbody')).toContainText('quarterly-close.mp4');
    await screenshot(page, 'file-centre-uploaded');

    // Downloaded back from the file centre (with the session's token, under the stored name): the same bytes.
    const fileRow = page.locator('.ant-table-row', { hasText: 'quarterly-close.mp4' });
    const [download] = await Promise.all([page.waitForEvent('download'), fileRow.locator('button:has(.anticon-download)').click()]);
    assert(download.suggestedFilename()).toBe('quarterly-close.mp4');
    const downloaded = path.join(tempDir, 'downloaded.mp4');
    await download.saveAs(downloaded);
    assert(md5(fs.readFileSync(downloaded))).toBe(md5(data));

    const stored = fs.readdirSync(objectsDir()).map((name) => path.join(objectsDir(), name));
    assert(stored.map((file) => md5(fs.readFileSync(file)))).toContain(md5(data));
    assert(pageErrors).toEqual([]);
    assert(foreignRequests).toEqual([]);
    await close();
  });

  it('the real simple-uploader.js uploads through the same endpoints and the merge succeeds', async () => {
    // 5,000,000 B: simple-uploader's floor layout gives 2 chunks, the last one 2,952,000 B.
    const data = crypto.randomBytes(5_000_000);
    const identifier = md5(data);
    const { page, close } = await signedInPage();
    const token = await tokenOf(page);
    // Evaluated through the browser's debugging protocol: the console's CSP refuses inline <script> tags.
    await page.evaluate(fs.readFileSync(simpleUploaderDist, 'utf8'));

    const merged = await page.evaluate(
      async ({ base64, identifier, token, target, mergeUrl, chunkSize }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const file = new File([bytes], 'legacy-client.pdf', { type: 'application/pdf' });
        type LegacyFile = { uniqueIdentifier: string; name: string; size: number; chunks: unknown[] };
        const UploaderCtor = (window as unknown as { Uploader: new (opts: object) => {
          addFile(file: File): void;
          upload(): void;
          on(event: string, cb: (...args: unknown[]) => void): void;
        } }).Uploader;
        const uploader = new UploaderCtor({
          target,
          chunkSize,
          fileParameterName: 'upfile',
          testChunks: true,
          simultaneousUploads: 3,
          maxChunkRetries: 3,
          // Evaluated per request (the legacy app's static object went stale after a token renewal).
          headers: () => ({ Authorization: `Bearer ${token}` }),
          generateUniqueIdentifier: () => identifier,
          checkChunkUploadedByResponse: (chunk: { offset: number }, message: string) => {
            const body = JSON.parse(message) as { data: { skipUpload: boolean; uploaded: number[] } };
            return body.data.skipUpload || body.data.uploaded.includes(chunk.offset + 1);
          },
        });
        const done = new Promise<LegacyFile>((resolve, reject) => {
          uploader.on('fileSuccess', (_root, legacyFile) => resolve(legacyFile as LegacyFile));
          uploader.on('fileError', (_root, _file, message) => reject(new Error(String(message))));
        });
        uploader.addFile(file);
        uploader.upload();
        const legacyFile = await done;
        const response = await fetch(mergeUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            identifier: legacyFile.uniqueIdentifier,
            totalChunks: legacyFile.chunks.length,
            totalSize: legacyFile.size,
            filename: legacyFile.name,
            token,
          }),
        });
        return (await response.json()) as Envelope<StoredFile>;
      },
      {
        base64: data.toString('base64'),
        identifier,
        token: token ?? '',
        target: `${API_BASE}${UPLOAD_ENDPOINTS.upload}`,
        mergeUrl: `${API_BASE}${UPLOAD_ENDPOINTS.uploadMerge}`,
        chunkSize: UPLOAD_CHUNK_SIZE,
      },
    );
    assert(merged.code).toBe(0);
    assert(merged.data).toMatchObject({ name: 'legacy-client.pdf', size: data.length, md5: identifier });
    await close();
  });
});
