import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { KYC_ENDPOINTS, PERMISSIONS, RECHARGE_ENDPOINTS, UPLOAD_ENDPOINTS } from '@ledgerdesk/shared';
import { PERSONAL_ENDPOINTS } from '@ledgerdesk/shared/personal';
import { files, kycApplications, operationLogs, rechargeOrders } from '../../db/schema';
import { api, bearer, createTestApp, databaseKinds, type TestApp } from '../../test/harness';
import { storeRestricted, TINY_PNG } from '../../test/restricted-files';
import { addRole, addUser } from '../access/scope-test-kit';
import { addMember } from '../finance/finance-test-kit';
import { storeOneChunkFile } from '../upload/store-file';
import { seedDemoDocuments } from '../../db/seed/demo-documents';

describe.each(databaseKinds)("a real-name application's document images (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let lister: string;
  let outsider: string;
  let applicationId: number;
  let frontId: number;

  const document = (id: number, part: string, token = admin) => t.app.inject({ method: 'GET', url: `${api(KYC_ENDPOINTS.kycDocument)}?id=${id}&part=${part}`, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off', LOG_LEVEL: 'error' });
    const db = t.database.db;
    admin = await t.signIn();
    // Lists applications but may not review them; reviews, but only the members assigned to them.
    await addUser(db, 'kyc_lister', null, [await addRole(db, { dataScope: 'all', permissions: [PERMISSIONS.kycList] })]);
    await addUser(db, 'kyc_outsider', null, [await addRole(db, { dataScope: 'self', permissions: [PERMISSIONS.kycList, PERMISSIONS.kycReview] })]);
    [lister, outsider] = [await t.signIn('kyc_lister'), await t.signIn('kyc_outsider')];
    const [front, back] = [await storeRestricted(t, admin, 'front.png', TINY_PNG), await storeRestricted(t, admin, 'back.pdf', Buffer.from('%PDF-1.4 not an image'))];
    frontId = front;
    const memberId = await addMember(db, 'kd');
    const [row] = await db
      .insert(kycApplications)
      .values({ memberId, level: 'ADVANCED', realName: 'Dana Doc', idNumber: `D${memberId}`, frontImage: String(front), backImage: String(back), selfieImage: '' })
      .returning({ id: kycApplications.id });
    applicationId = row!.id;
  });
  afterAll(() => t.close());

  it('answers an image as itself, never kept by a browser, and records that it was looked at', async () => {
    const res = await document(applicationId, 'front');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
    const [logged] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.routeKey, api(KYC_ENDPOINTS.kycDocument)), eq(operationLogs.statusCode, 200)));
    expect(logged).toMatchObject({ method: 'GET', userName: 'admin' });
    expect(logged!.url).toContain(`id=${applicationId}`);
  });

  it('refuses a stored file that is not an image, and says when a part was never given', async () => {
    const pdf = await document(applicationId, 'back');
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().data).toMatchObject({ reason: 'kyc.documentNotImage', params: { id: applicationId, ext: 'pdf' } });
    const none = await document(applicationId, 'selfie');
    expect(none.statusCode).toBe(404);
    expect(none.json().data).toMatchObject({ reason: 'kyc.documentMissing', params: { id: applicationId } });
    expect((await document(999_999, 'front')).json().data.reason).toBe('kyc.notFound');
    const badPart = await document(applicationId, 'passport');
    expect(badPart.statusCode).toBe(400);
    expect(badPart.json().data.fields).toHaveProperty('part');
  });

  it('keeps a restricted document out of the file centre: not listed, downloaded, deleted or worn as an avatar', async () => {
    const call = (method: 'GET' | 'DELETE' | 'PUT', path: string, payload?: object) => t.app.inject({ method, url: api(path), headers: bearer(admin), ...(payload ? { payload } : {}) });
    const listed = await call('GET', `${UPLOAD_ENDPOINTS.fileList}?pageIndex=1&pageSize=100&name=front`);
    expect(listed.json().data.list.map((f: { id: number }) => f.id)).not.toContain(frontId);
    const download = await call('GET', `${UPLOAD_ENDPOINTS.fileDownload}?id=${frontId}`);
    expect(download.statusCode).toBe(404);
    expect(download.json().data.reason).toBe('file.notFound');
    expect((await call('DELETE', UPLOAD_ENDPOINTS.fileDelete, { ids: [frontId] })).json().data).toEqual({ deleted: 0 });
    expect(await t.database.db.select({ id: files.id }).from(files).where(eq(files.id, frontId))).toHaveLength(1);
    const choices = await call('GET', PERSONAL_ENDPOINTS.avatarChoices);
    expect(choices.statusCode, choices.body).toBe(200);
    expect(JSON.stringify(choices.json().data)).not.toContain(`"fileId":${frontId},`);
    const worn = await call('PUT', PERSONAL_ENDPOINTS.updateAvatar, { fileId: frontId });
    expect(worn.json().data.reason).toBe('personal.avatarNotChoosable');
    // The review still reads it.
    expect((await document(applicationId, 'front')).statusCode).toBe(200);
  });

  it("shows documents only to whoever may review the application, within their members", async () => {
    expect((await document(applicationId, 'front', lister)).statusCode).toBe(403);
    // The member is assigned to nobody: outside a `self` reviewer's reach, as its detail is.
    const outside = await document(applicationId, 'front', outsider);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().data.reason).toBe('kyc.notFound');
  });
});

describe.each(databaseKinds)("the demo's made-up documents: an advanced application's, a pending bank transfer's receipt (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
  });
  afterAll(() => t.close());

  it('are stored once as file-centre files and shown as PNG images', async () => {
    const store = async (owner: { userId: number; userName: string }, name: string, data: Buffer) => (await storeOneChunkFile(t.services.uploads, owner, name, data)).id;
    // The advanced application and the pending order through the bank-transfer channel, which asks for a voucher.
    expect(await seedDemoDocuments(t.database.db, store)).toBe(2);
    // A second start finds them given and stores nothing more.
    expect(await seedDemoDocuments(t.database.db, store)).toBe(0);
    const [application] = await t.database.db.select().from(kycApplications).where(eq(kycApplications.level, 'ADVANCED'));
    const ids = [application!.frontImage, application!.backImage, application!.selfieImage].map(Number);
    const stored = await t.database.db.select({ restricted: files.restricted }).from(files).where(inArray(files.id, ids));
    expect(stored.map((f) => f.restricted)).toEqual([true, true, true]);
    const admin = await t.signIn();
    for (const part of ['front', 'back', 'selfie']) {
      const res = await t.app.inject({ method: 'GET', url: `${api(KYC_ENDPOINTS.kycDocument)}?id=${application!.id}&part=${part}`, headers: bearer(admin) });
      expect(res.statusCode, `${part}: ${res.body}`).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    }
    const [order] = await t.database.db.select().from(rechargeOrders).where(ne(rechargeOrders.voucherImage, ''));
    const [receipt] = await t.database.db.select({ restricted: files.restricted }).from(files).where(eq(files.id, Number(order!.voucherImage)));
    expect(receipt).toEqual({ restricted: true });
    const shown = await t.app.inject({ method: 'GET', url: `${api(RECHARGE_ENDPOINTS.rechargeVoucher)}?id=${order!.id}`, headers: bearer(admin) });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
  });
});
