import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_BASE,
  API_DOC_ENDPOINTS,
  API_PREFIX,
  ENDPOINTS,
  envelopeOf,
  FINANCE_ENDPOINTS,
  MEMBER_ENDPOINTS,
  OPENAPI_ACCESS_EXTENSION,
  OPENAPI_BEARER_SCHEME,
  OPENAPI_DESCRIPTIONS_EXTENSION,
  OPENAPI_SUMMARIES_EXTENSION,
  OPENAPI_TAG_TITLES_EXTENSION,
  UPLOAD_ENDPOINTS,
  type TextPerLanguage,
} from '@ledgerdesk/shared';
import { createTestApp, api, bearer, databaseKinds, type TestApp } from '../test/harness';
import type { Access } from './access';

/* The parts of an OpenAPI 3 document these tests read (no validator library is installed). */
type JsonSchema = { type?: string; $ref?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; required?: string[] };
interface Operation {
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  [OPENAPI_ACCESS_EXTENSION]?: string;
  [OPENAPI_SUMMARIES_EXTENSION]?: TextPerLanguage;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }>; schemas?: Record<string, JsonSchema> };
  tags?: Array<{ name: string; [OPENAPI_TAG_TITLES_EXTENSION]?: TextPerLanguage }>;
}

const DOCUMENT_URL = api(API_DOC_ENDPOINTS.openapi);
const PROBE_URL = `${API_BASE}${API_PREFIX}/probe/registeredLater`;

const accessLabel = (access: Access | undefined) => (typeof access === 'object' ? access.permission : access);

/** Every `$ref` anywhere in the document, with where it was found. */
function refsIn(value: unknown, at = '#'): Array<{ ref: string; at: string }> {
  if (Array.isArray(value)) return value.flatMap((v, i) => refsIn(v, `${at}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => (key === '$ref' && typeof v === 'string' ? [{ ref: v, at }] : refsIn(v, `${at}/${key}`)));
}

describe.each(databaseKinds)('OpenAPI document (%s)', (kind) => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    // A route added after the modules (as a resource plugin adds its routes) must be listed too.
    t = await createTestApp(kind, {}, (app) => {
      app.get(
        PROBE_URL,
        {
          config: { access: { permission: 'probe/thing/list' } },
          schema: { summary: 'A probe added late', response: { 200: envelopeOf(z.object({ probeField: z.string() })) } },
        },
        async (_request, reply) => reply.ok({ probeField: 'x' }),
      );
    });
    const res = await t.app.inject({ method: 'GET', url: DOCUMENT_URL, headers: bearer(await t.signIn('admin')) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { code: number; data: OpenApiDocument };
    expect(body.code).toBe(0);
    document = body.data;
  });
  afterAll(() => t.close());

  it('asks for a sign-in, then for the permission system/api/view', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: DOCUMENT_URL });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 401 });

    // The demo operator has the common role, which is not granted the reference by default.
    const operator = await t.app.inject({ method: 'GET', url: DOCUMENT_URL, headers: bearer(await t.signIn('operator')) });
    expect(operator.statusCode).toBe(403);
    expect(operator.json()).toMatchObject({ code: 403, msg: expect.stringContaining('system/api/view'), data: { reason: 'access.permissionRequired', params: { permission: 'system/api/view' } } });
  });

  it('is an OpenAPI 3 document with a bearer security scheme', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toEqual(expect.any(String));
    expect(document.info.version).toEqual(expect.any(String));
    expect(document.components.securitySchemes[OPENAPI_BEARER_SCHEME]).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);
    for (const [path, operations] of Object.entries(document.paths)) {
      expect(path.startsWith('/')).toBe(true);
      for (const method of Object.keys(operations)) expect(methods.has(method)).toBe(true);
    }
    // Every reference points at a schema the document holds.
    const schemas = document.components.schemas ?? {};
    for (const { ref, at } of refsIn(document)) {
      expect(ref, at).toMatch(/^#\/components\/schemas\//);
      expect(schemas[ref.slice('#/components/schemas/'.length)], `${ref} at ${at}`).toBeDefined();
    }
    // The tag list names every tag the operations use.
    const declared = new Set((document.tags ?? []).map((tag) => tag.name));
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) for (const tag of operation.tags ?? []) expect(declared.has(tag)).toBe(true);
    }
  });

  it('lists every API route with its method, group, summary, access, security and its success answer (a 200 schema, or a documented redirect)', () => {
    const apiRoutes = t.app.routeRegistry.filter((r) => r.url.startsWith(`${API_BASE}${API_PREFIX}/`) && r.method !== 'HEAD');
    // The walk sees the real routes (and the one added late), not an empty list.
    expect(apiRoutes.length).toBeGreaterThan(20);
    expect(apiRoutes.some((r) => r.url === PROBE_URL)).toBe(true);
    for (const route of apiRoutes) {
      const where = `${route.method} ${route.url}`;
      // OpenAPI writes path parameters as {name} where Fastify writes :name.
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation, where).toBeDefined();
      expect(operation!.tags?.length, where).toBeGreaterThan(0);
      expect(operation!.summary, where).toEqual(expect.stringMatching(/\S/));
      expect(operation![OPENAPI_ACCESS_EXTENSION], where).toBe(accessLabel(route.access));
      expect(operation!.security, where).toEqual(route.access === 'public' ? [] : [{ [OPENAPI_BEARER_SCHEME]: [] }]);
      const redirect = operation!.responses['302'];
      if (redirect && !operation!.responses['200']) {
        expect(redirect.description, where).toEqual(expect.stringMatching(/\S/));
        continue;
      }
      const answer = operation!.responses['200'];
      expect(answer, where).toBeDefined();
      const media = Object.values(answer!.content ?? {});
      expect(media.length, where).toBeGreaterThan(0);
      expect(Object.keys(media[0]!.schema).length, where).toBeGreaterThan(0);
    }
  });

  it('summarises every call in each console language, the English also as its standard summary', () => {
    const chinese = /\p{Script=Han}/u;
    const unworded: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const texts = operation[OPENAPI_SUMMARIES_EXTENSION];
        if (path === PROBE_URL) {
          // A route added outside the modules with an English summary shows it to every reader.
          expect(texts).toEqual({ 'zh-cn': 'A probe added late', en: 'A probe added late', 'zh-tw': 'A probe added late' });
          continue;
        }
        if (!texts || texts.en !== operation.summary || !chinese.test(texts['zh-cn']) || !chinese.test(texts['zh-tw'])) unworded.push(`${method} ${path}: ${JSON.stringify(texts)}`);
      }
    }
    expect(unworded).toEqual([]);
    // The engine's routes read like the console: the resource's title, then the call or the action's button.
    const recharge = document.paths[api(FINANCE_ENDPOINTS.rechargeList)]!.post![OPENAPI_SUMMARIES_EXTENSION];
    expect(recharge).toEqual({ 'zh-cn': '充值记录：列表（筛选、排序、分页）', en: 'Recharge logs: list (filtered, sorted, paged)', 'zh-tw': '儲值記錄：列表（篩選、排序、分頁）' });
  });

  it('titles every group in each console language: a resource by its title, a module its own', () => {
    const chinese = /\p{Script=Han}/u;
    const tags = document.tags ?? [];
    expect(tags.length).toBeGreaterThan(90);
    // The probe added late names no group of its own.
    const untitled = tags.filter((tag) => tag.name !== 'probe/thing').filter((tag) => {
      const title = tag[OPENAPI_TAG_TITLES_EXTENSION];
      return !title || !chinese.test(title['zh-cn']) || !chinese.test(title['zh-tw']) || title.en === '';
    });
    expect(untitled.map((tag) => tag.name)).toEqual([]);
    expect(tags.find((tag) => tag.name === 'finance/recharge')?.[OPENAPI_TAG_TITLES_EXTENSION]).toEqual({ 'zh-cn': '充值记录', en: 'Recharge logs', 'zh-tw': '儲值記錄' });
    expect(tags.find((tag) => tag.name === 'auth')?.[OPENAPI_TAG_TITLES_EXTENSION]?.en).toBe('Sign-in');
  });

  it('describes every field in each console language, the English also as its standard description', () => {
    const chinese = /\p{Script=Han}/u;
    const unworded: string[] = [];
    const check = (description: string, texts: TextPerLanguage | undefined, at: string) => {
      if (!texts || texts.en !== description || !chinese.test(texts['zh-cn']) || !chinese.test(texts['zh-tw'])) unworded.push(`${at}: ${description}`);
    };
    let described = 0;
    // A schema's description sits beside its languages; a query parameter's, beside its schema (which holds the languages).
    const walk = (value: unknown, at: string): void => {
      if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${at}/${i}`));
      if (value === null || typeof value !== 'object') return;
      const node = value as Record<string, unknown>;
      const parameterSchema = typeof node.in === 'string' && typeof node.name === 'string' ? (node.schema as Record<string, unknown> | undefined) : undefined;
      if (typeof node.description === 'string') {
        described += 1;
        check(node.description, (parameterSchema ?? node)[OPENAPI_DESCRIPTIONS_EXTENSION] as TextPerLanguage | undefined, at);
      }
      for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`);
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // The operation's own description states its access for other readers; a response's is Fastify's "Default Response".
        const { parameters, requestBody, responses } = operation as Operation & { parameters?: unknown };
        walk(parameters, `${method} ${path} parameters`);
        walk(requestBody, `${method} ${path} body`);
        for (const [code, answer] of Object.entries(responses)) walk(answer.content, `${method} ${path} ${code}`);
      }
    }
    walk(document.components.schemas, 'components');
    expect(unworded).toEqual([]);
    expect(described).toBeGreaterThan(1000);
    // A query field, as the reference page reads it.
    const options = document.paths[api(MEMBER_ENDPOINTS.memberOptions)]!.get! as Operation & { parameters: Array<{ name: string; schema: Record<string, unknown> }> };
    expect(options.parameters.find((p) => p.name === 'keyword')!.schema[OPENAPI_DESCRIPTIONS_EXTENSION]).toEqual({
      'zh-cn': '账号、昵称或手机号的开头',
      en: 'start of the account, nickname or phone',
      'zh-tw': '帳號、暱稱或手機號碼的開頭',
    });
  });

  it('carries the request and answer schemas of known calls: sign-in, and the recharge list', () => {
    const login = document.paths[api(ENDPOINTS.login)]?.post;
    const credentials = login!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(credentials.properties ?? {}).sort()).toEqual(['captchaCode', 'captchaId', 'password', 'username']);
    expect(credentials.required).toEqual(expect.arrayContaining(['username', 'password']));
    // The sign-in answers with the session it opens (user and menus), so the shell needs no second round trip.
    const session = login!.responses['200']!.content!['application/json']!.schema.properties!.data!;
    expect(Object.keys(session.properties ?? {}).sort()).toEqual(['expiresAt', 'session', 'token']);

    const list = document.paths[api(FINANCE_ENDPOINTS.rechargeList)]?.post;
    expect(list?.[OPENAPI_ACCESS_EXTENSION]).toBe('finance/recharge/list');
    expect(list?.tags).toEqual(['finance/recharge']);
    const filter = list!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(filter.properties ?? {})).toEqual(expect.arrayContaining(['pageIndex', 'pageSize', 'orderNo', 'memberId', 'currency', 'status', 'sortField', 'sortOrder']));
    const envelope = list!.responses['200']!.content!['application/json']!.schema;
    expect(envelope.required).toEqual(['code', 'msg', 'data']);
    const page = envelope.properties!.data!;
    expect(Object.keys(page.properties ?? {})).toEqual(expect.arrayContaining(['list', 'total', 'pageIndex', 'pageSize']));
    const order = page.properties!.list!.items!;
    expect(order.properties?.requestedAmount?.type).toBe('string');
    expect(Object.keys(order.properties ?? {})).toEqual(expect.arrayContaining(['id', 'orderNo', 'memberId', 'status', 'version', 'createdAt']));
  });

  it('documents a file answer as binary, public calls without security, and a late route with its own schema', () => {
    const download = document.paths[api(UPLOAD_ENDPOINTS.fileDownload)]?.get?.responses['200']?.content ?? {};
    expect(Object.keys(download)).toEqual(['application/octet-stream']);
    expect(Object.values(download)[0]!.schema).toMatchObject({ type: 'string', format: 'binary' });

    expect(document.paths[`${API_BASE}${API_PREFIX}/auth/login`]?.post?.security).toEqual([]);

    const probe = document.paths[PROBE_URL]?.get;
    expect(probe?.[OPENAPI_ACCESS_EXTENSION]).toBe('probe/thing/list');
    // Named by its permission's area/resource when the route gives no tag.
    expect(probe?.tags).toEqual(['probe/thing']);
    const data = probe!.responses['200']!.content!['application/json']!.schema.properties!.data!;
    expect(data.properties?.probeField?.type).toBe('string');
  });
});
