import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { endpointOf, type CrudOp } from '@ledgerdesk/shared';
import { NOTICE_ENDPOINTS, noticeReadPath, type MyNotice } from '@ledgerdesk/shared/notice';
import { noticeResource } from '@ledgerdesk/shared/resources/system/notice';
import { noticeReads, noticeRoles, notices, roles, userRoles, users } from '../../db/schema';
import { seedNoticeDemo } from '../../db/seed/areas/notice';
import { hashPassword } from '../../lib/passwords';
import { api, bearer, createTestApp, databaseKinds, TEST_PASSWORD, type TestApp } from '../../test/harness';

/** Payloads from the stored-XSS reports against RuoYi's notices, and their usual disguises. */
const XSS_PAYLOADS = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 1">',
  '<a href="javascript:window.__pwned=1">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="java&#x09;script:alert(1)">entity tab</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<iframe src="https://evil.test"></iframe>',
  '<svg onload="alert(1)"><circle r="5"/></svg>',
  '<p style="background:url(javascript:alert(1)); width: expression(alert(1))">styled</p>',
  '<style>body { background: url("javascript:alert(1)") }</style>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<div><p><b onmouseover="alert(1)">nested</b></p></div>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.test"><input name="p"></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<base href="https://evil.test/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.test">',
];
/** What must never come back out of the server's sanitiser. */
const DANGEROUS = [/<script/i, /\son\w+\s*=/i, /javascript:/i, /<iframe/i, /<svg/i, /<style/i, /style\s*=/i, /expression\(/i, /<object/i, /<embed/i, /<form/i, /<base/i, /<meta/i, /data:text/i];

describe.each(databaseKinds)('system notices (%s)', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let auditor: string;
  const roleId = new Map<string, number>();

  const call = (op: CrudOp, payload: object, token = admin) => {
    const { method, path } = endpointOf(noticeResource, op);
    return method === 'GET'
      ? t.app.inject({ method, url: api(path), headers: bearer(token), query: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])) })
      : t.app.inject({ method, url: api(path), headers: bearer(token), payload });
  };
  const add = async (fields: Record<string, unknown>) => {
    const res = await call('add', { title: 'A notice', content: '<p>Hello</p>', ...fields });
    expect(res.json(), res.body).toMatchObject({ code: 0 });
    return res.json().data as { id: number; version: number; content: string; title: string };
  };
  const mine = async (token: string, query: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: api(NOTICE_ENDPOINTS.mine), headers: bearer(token), query });
    expect(res.json(), res.body).toMatchObject({ code: 0 });
    return res.json().data as { list: MyNotice[]; total: number };
  };
  const unread = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: api(NOTICE_ENDPOINTS.unreadCount), headers: bearer(token) })).json().data.unread as number;
  const markRead = (token: string, id: number) => t.app.inject({ method: 'POST', url: api(noticeReadPath(id)), headers: bearer(token) });
  const readAll = (token: string) => t.app.inject({ method: 'POST', url: api(NOTICE_ENDPOINTS.readAll), headers: bearer(token) });
  const noticeCount = async () => (await t.database.db.select({ n: count() }).from(notices))[0]!.n;
  const hour = 3_600_000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();

  async function userWithRole(userName: string, roleKey: string) {
    const db = t.database.db;
    let id = roleId.get(roleKey);
    if (!id) {
      const [role] = await db.insert(roles).values({ roleKey, roleName: roleKey, dataScope: 'self' }).returning();
      id = role!.id;
      roleId.set(roleKey, id);
    }
    const [user] = await db.insert(users).values({ userName, nickname: userName, passwordHash: await hashPassword(TEST_PASSWORD) }).returning();
    await db.insert(userRoles).values({ userId: user!.id, roleId: id });
    return t.signIn(userName, TEST_PASSWORD);
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { SEED_DEMO: 'off', LOG_LEVEL: 'error' });
    admin = await t.signIn('admin');
    for (const r of await t.database.db.select().from(roles)) roleId.set(r.roleKey, r.id);
    operator = await userWithRole('notice_operator', 'common');
    auditor = await userWithRole('notice_auditor', 'auditor');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(notices);
  });

  it('stores every XSS payload harmless, in the content and through every way it is read back', async () => {
    for (const payload of XSS_PAYLOADS) {
      const created = await add({ title: 'Payload', content: `<p><strong>Bold</strong></p><ul><li>item</li></ul>${payload}` });
      const stored = (await t.database.db.select().from(notices).where(eq(notices.id, created.id)))[0]!.content;
      const got = (await call('get', { id: created.id })).json().data.content as string;
      const listed = (await mine(operator)).list.find((n) => n.id === created.id)!.content;
      for (const html of [created.content, stored, got, listed]) {
        for (const pattern of DANGEROUS) expect(html, `${payload} → ${html}`).not.toMatch(pattern);
        // The allowed structure survives the clean-up.
        expect(html).toContain('<strong>Bold</strong>');
        expect(html).toContain('<ul><li>item</li></ul>');
      }
    }
    // An edit is sanitised as well as an add.
    const created = await add({});
    const edited = await call('edit', { id: created.id, version: created.version, content: '<p>ok</p><img src=x onerror=alert(1)><a href="https://ledgerdesk.test/x">link</a>' });
    expect(edited.json().data.content).toBe('<p>ok</p><img src="x" /><a href="https://ledgerdesk.test/x" rel="noopener noreferrer">link</a>');
  });

  it('refuses markup in the title, naming the field, and stores nothing', async () => {
    const before = await noticeCount();
    for (const title of ['<script>alert(1)</script>', 'Hi <img src=x onerror=alert(1)>', '<b>bold</b>', 'x</title><svg onload=alert(1)>', '<!-- c -->']) {
      const res = await call('add', { title, content: '<p>x</p>' });
      expect(res.statusCode, title).toBe(400);
      expect(res.json().data.fields.title).toMatch(/plain text/);
    }
    expect(await noticeCount()).toBe(before);
    // A comparison is text, not markup.
    const ok = await add({ title: '  Q3 results < forecast, 2 > 1  ' });
    expect(ok.title).toBe('Q3 results < forecast, 2 > 1');
  });

  it('shows a notice only to its audience: others get no row, no count and a 404', async () => {
    const forAdmins = await add({ title: 'Admins only', roleIds: [roleId.get('admin')!] });
    const forAuditors = await add({ title: 'Auditors', roleIds: [roleId.get('auditor')!, roleId.get('admin')!] });
    const everyone = await add({ title: 'Everyone' });
    expect((await call('get', { id: forAuditors.id })).json().data.roleIds).toEqual([roleId.get('admin'), roleId.get('auditor')].sort((a, b) => a! - b!));

    expect((await mine(operator)).list.map((n) => n.title)).toEqual(['Everyone']);
    expect(await unread(operator)).toBe(1);
    expect((await markRead(operator, forAdmins.id)).statusCode).toBe(404);
    expect((await markRead(operator, forAuditors.id)).statusCode).toBe(404);
    expect((await t.database.db.select().from(noticeReads)).length).toBe(0);

    expect((await mine(auditor)).list.map((n) => n.title).sort()).toEqual(['Auditors', 'Everyone']);
    expect((await mine(admin)).list.map((n) => n.title).sort()).toEqual(['Admins only', 'Auditors', 'Everyone']);
    expect(await unread(admin)).toBe(3);

    // The audience is replaced on edit, in the same write; emptied, it is everyone.
    await call('edit', { id: forAdmins.id, version: forAdmins.version, roleIds: [] });
    expect((await mine(operator)).list.map((n) => n.title).sort()).toEqual(['Admins only', 'Everyone']);
    expect((await markRead(operator, everyone.id)).statusCode).toBe(200);
  });

  it('refuses an unknown role in the audience with nothing written', async () => {
    const before = await noticeCount();
    const res = await call('add', { title: 'Bad audience', content: '<p>x</p>', roleIds: [roleId.get('common')!, 987654] });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.roleIds).toMatch(/987654/);
    expect(await noticeCount()).toBe(before);
    expect((await t.database.db.select().from(noticeRoles)).length).toBe(0);
  });

  it('shows a notice only inside its publish window and while published', async () => {
    await add({ title: 'Current', publishFrom: at(-hour), publishUntil: at(hour) });
    const future = await add({ title: 'Future', publishFrom: at(hour) });
    await add({ title: 'Expired', publishFrom: at(-2 * hour), publishUntil: at(-hour) });
    const closed = await add({ title: 'Closed', status: '1' });
    expect((await mine(operator)).list.map((n) => n.title)).toEqual(['Current']);
    expect(await unread(operator)).toBe(1);
    expect((await markRead(operator, future.id)).statusCode).toBe(404);
    expect((await markRead(operator, closed.id)).statusCode).toBe(404);

    // The window must end after it starts: on add, and on an edit moving one end only.
    const backwards = await call('add', { title: 'Backwards', content: '<p>x</p>', publishFrom: at(hour), publishUntil: at(-hour) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data.fields.publishUntil).toMatch(/after/);
    const edit = await call('edit', { id: future.id, version: future.version, publishUntil: at(30 * 60_000) });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().data.fields.publishUntil).toMatch(/after/);
  });

  it('lists pinned notices first, then the newest', async () => {
    await add({ title: 'Old', publishFrom: at(-3 * hour) });
    await add({ title: 'Pinned old', pinned: true, publishFrom: at(-5 * hour) });
    await add({ title: 'New', publishFrom: at(-hour) });
    expect((await mine(operator)).list.map((n) => n.title)).toEqual(['Pinned old', 'New', 'Old']);
    const page = await mine(operator, { pageIndex: '2', pageSize: '2' });
    expect(page).toMatchObject({ total: 3, list: [{ title: 'Old' }] });
  });

  it('keeps read receipts per user, shows the readers to the administrator, and marks all read', async () => {
    const a = await add({ title: 'A' });
    const b = await add({ title: 'B' });
    await add({ title: 'C' });
    expect((await markRead(operator, a.id)).statusCode).toBe(200);
    // Reading twice keeps the first receipt.
    expect((await markRead(operator, a.id)).statusCode).toBe(200);
    const operatorView = (await mine(operator)).list;
    expect(operatorView.find((n) => n.id === a.id)).toMatchObject({ read: true });
    expect(operatorView.find((n) => n.id === b.id)).toMatchObject({ read: false, readAt: null });
    expect((await mine(admin)).list.every((n) => !n.read)).toBe(true);
    expect(await unread(operator)).toBe(2);
    expect(await unread(admin)).toBe(3);
    expect((await mine(operator, { unreadOnly: 'true' })).list.map((n) => n.title).sort()).toEqual(['B', 'C']);

    const readers = await t.app.inject({ method: 'GET', url: api(NOTICE_ENDPOINTS.readers), headers: bearer(admin), query: { id: String(a.id) } });
    expect(readers.json().data).toMatchObject({ total: 1, list: [{ userName: 'notice_operator' }] });
    const listed = (await call('list', {})).json().data.list as { id: number; readCount: number }[];
    expect(listed.find((r) => r.id === a.id)!.readCount).toBe(1);
    expect(listed.find((r) => r.id === b.id)!.readCount).toBe(0);
    // The readers are the administrator's to see, not an operator's.
    expect((await t.app.inject({ method: 'GET', url: api(NOTICE_ENDPOINTS.readers), headers: bearer(operator), query: { id: String(a.id) } })).statusCode).toBe(403);

    expect((await readAll(operator)).json().data).toEqual({ marked: 2 });
    expect(await unread(operator)).toBe(0);
    expect((await readAll(operator)).json().data).toEqual({ marked: 0 });
    // Nobody else's receipts were written.
    expect(await unread(admin)).toBe(3);
    expect(await unread(auditor)).toBe(3);
  });

  it('seeds two demo notices once, readable by the demo operator', async () => {
    await seedNoticeDemo(t.database.db);
    await seedNoticeDemo(t.database.db);
    expect(await noticeCount()).toBe(2);
    expect((await mine(operator)).list[0]).toMatchObject({ title: 'Welcome to Ledgerdesk', pinned: true });
  });
});
