import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, INT32_MAX, textSchema, wholeNumberSchema } from '@ledgerdesk/shared';
import { conflict, fieldRefusal } from '../lib/errors';
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
  app.post(
    '/probe/issues',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({
          memberId: wholeNumberSchema({ min: 1 }),
          name: textSchema().max(5),
          count: wholeNumberSchema({ max: INT32_MAX }),
          kind: z.enum(['A', 'B']),
        }),
      },
    },
    async (_req, reply) => reply.ok({}),
  );
  app.get('/probe/refused', { config: { access: 'public' } }, async () => {
    throw conflict('you created recharge order R1; another operator must approve it', { reason: 'review.ownOrder', params: { orderNo: 'R1' }, extra: { ids: [1] } });
  });
  app.get('/probe/field', { config: { access: 'public' } }, async () => {
    throw fieldRefusal('memberId', 'no member with id 9', { code: 'noSuchRecord', params: { id: 9 } });
  });
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
    expect(res.json()).toEqual({
      code: 404,
      msg: expect.stringContaining('/admin/api/v2/sitebkd/nothing/here'),
      data: { reason: 'request.noEndpoint', params: { method: 'GET', path: '/admin/api/v2/sitebkd/nothing/here' } },
    });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: api(ENDPOINTS.login), headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: 'malformed JSON body', data: { reason: 'request.malformedJson' } });
  });

  it('names every bad field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/probe/validate', payload: { amount: '1.5', items: [{ qty: 'x' }] } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.data.fields).toEqual({ amount: 'must be digits', 'items[0].qty': expect.any(String) });
    expect(body.msg).toContain('amount');
  });

  it('gives each bad field a code and parameters the client can translate', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/probe/issues', payload: { memberId: 'abc', name: 'too long', count: INT32_MAX + 1, kind: 'C' } });
    expect(res.statusCode).toBe(400);
    const { data, msg } = res.json();
    expect(msg).toContain('memberId');
    expect(data.reason).toBe('request.invalid');
    expect(data.issues).toEqual({
      memberId: { code: 'invalid_type', params: { expected: 'number' } },
      name: { code: 'too_big', params: { maximum: 5, origin: 'string' } },
      count: { code: 'too_big', params: { maximum: INT32_MAX, origin: 'number' } },
      kind: { code: 'invalid_value', params: { values: 'A, B' } },
    });
    const missing = await t.app.inject({ method: 'POST', url: '/probe/issues', payload: { name: 'a', count: 1, kind: 'A' } });
    expect(missing.json().data.issues).toEqual({ memberId: { code: 'required' } });
  });

  it('carries a refusal\'s reason and parameters beside its other data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/probe/refused' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 409,
      msg: 'you created recharge order R1; another operator must approve it',
      data: { ids: [1], reason: 'review.ownOrder', params: { orderNo: 'R1' } },
    });
    const field = await t.app.inject({ method: 'GET', url: '/probe/field' });
    expect(field.json()).toEqual({
      code: 400,
      msg: 'invalid input — memberId: no member with id 9',
      data: { reason: 'request.invalid', fields: { memberId: 'no member with id 9' }, issues: { memberId: { code: 'noSuchRecord', params: { id: 9 } } } },
    });
  });

  it('answers an unexpected error with 500 and no detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: 'internal server error', data: { reason: 'request.internal' } });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toMatch(/at .*\.ts/);
  });
});
