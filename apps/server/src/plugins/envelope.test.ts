import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@ledgerdesk/shared';
import { api, createTestApp, databaseKinds, type TestApp } from '../test/harness';

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/probe/crash', { config: { access: 'public' } }, async () => {
    throw new Error('secret internal detail');
  });
  app.post(
    '/probe/validate',
    { config: { access: 'public' }, schema: { body: z.object({ amount: z.string().regex(/^\d+$/, 'must be digits'), items: z.array(z.object({ qty: z.number() })) }) } },
    async (_req, reply) => reply.ok({}),
  );
};

describe.each(databaseKinds)('envelope and errors (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, (app) => void app.register(probeRoutes));
  });
  afterAll(() => t.close());

  it('answers an unknown path with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/v2/sitebkd/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: expect.stringContaining('/admin/api/v2/sitebkd/nothing/here'), data: null });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: api(ENDPOINTS.login), headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: 'malformed JSON body' });
  });

  it('names every bad field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/probe/validate', payload: { amount: '1.5', items: [{ qty: 'x' }] } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.data.fields).toEqual({ amount: 'must be digits', 'items[0].qty': expect.any(String) });
    expect(body.msg).toContain('amount');
  });

  it('answers an unexpected error with 500 and no detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: 'internal server error', data: null });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toMatch(/at .*\.ts/);
  });
});
