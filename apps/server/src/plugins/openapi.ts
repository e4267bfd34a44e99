import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_BASE,
  API_DOC_ENDPOINTS,
  API_PREFIX,
  describedAs,
  envelopeOf,
  OPENAPI_ACCESS_EXTENSION,
  OPENAPI_BEARER_SCHEME,
  OPENAPI_SUMMARIES_EXTENSION,
  OPENAPI_TAG_TITLES_EXTENSION,
  PERMISSIONS,
  PRODUCT_NAME,
  type TextPerLanguage,
} from '@ledgerdesk/shared';
import { threeLanguages, verbatim } from '../lib/text-per-language';
import type { Access } from './access';
import { convertRecursive, hasDanglingReference } from './openapi-recursion';

/**
 * The OpenAPI 3 document of every call, generated from the routes' own zod schemas (so it cannot
 * drift from what the server checks) and served behind sign-in at `system/apiDoc/openapi.json`.
 *
 * Register it before any module: @fastify/swagger collects routes as they are added, so a route
 * registered earlier would be missing. Each operation gets its tag, summary, required access
 * (`x-permission` and a sentence in the description) and the bearer security unless it is public.
 */

const API_ROOT = `${API_BASE}${API_PREFIX}/`;

declare module 'fastify' {
  interface FastifyInstance {
    /** Each group's (tag's) title in every language, for the reference page's headings: set by whoever owns the group. */
    apiGroupTitles: Map<string, TextPerLanguage>;
  }
}

/**
 * Names a group of the reference (a tag, `area/resource`) in each language. A resource's group is
 * named by the engine with its title; a module titles the groups it adds of its own.
 */
export function titleApiGroup(app: FastifyInstance, tag: string, title: TextPerLanguage): void {
  if (app.hasDecorator('apiGroupTitles')) app.apiGroupTitles.set(tag, title);
}

/** `data` of a route that declares no answer of its own: documented as "some JSON in the envelope". */
const UNDECLARED_ANSWER = envelopeOf(z.unknown().meta(describedAs('此调用未描述', 'not described by this call', '此呼叫未描述')));

/** The document itself travels in the envelope like every answer. */
const documentAnswer = envelopeOf(z.record(z.string(), z.unknown()).meta(describedAs('OpenAPI 3.0 文档', 'the OpenAPI 3.0 document', 'OpenAPI 3.0 文件')));

/**
 * A route's one-line summary in each console language: the reference page shows the reader's, and
 * the standard `summary` keeps the English for any other reader of the document.
 */
export function summaryOf(texts: TextPerLanguage) {
  return { summary: texts.en, [OPENAPI_SUMMARIES_EXTENSION]: texts };
}

/**
 * The documented part of a route's `schema`: the group it is listed under (`area/resource`, like
 * its permission), one line on what it does in each language, and the `data` of its envelope (also
 * checked by the serializer, so the answer cannot drift from the document).
 */
export function operation(tag: string, summary: TextPerLanguage, data: z.ZodType) {
  return { tags: [tag], ...summaryOf(summary), response: { 200: envelopeOf(data) } };
}

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A file body: documented as binary, typed as anything so the handler may send a stream (Fastify
 * sends streams as they are, without the serializer).
 */
const fileBody = (mediaType: string): z.ZodType<unknown> =>
  z.string().meta({
    format: 'binary',
    ...describedAs(
      `文件（${mediaType}）；失败时以统一应答格式返回`,
      `the file (${mediaType}); a failure answers the envelope`,
      `檔案（${mediaType}）；失敗時以統一回應格式回傳`,
    ),
  });

/** Like `operation`, for a route that answers a file (an export, a download) instead of the envelope. */
export function fileOperation(tag: string, summary: TextPerLanguage, mediaType: string) {
  return {
    tags: [tag],
    ...summaryOf(summary),
    produces: [mediaType],
    response: { 200: fileBody(mediaType) },
  };
}

/** A route whose success is a redirect (the browser is sent on, e.g. to a sign-in provider): documented as a 302. */
export function redirectOperation(tag: string, summary: TextPerLanguage) {
  const location = z.unknown().meta(describedAs('Location：浏览器接下来前往的地址', 'Location: where the browser goes next', 'Location：瀏覽器接下來前往的位址'));
  return { tags: [tag], ...summaryOf(summary), response: { 302: location } };
}

/** What the `x-permission` extension says about a route's access. */
function accessLabel(access: Access | undefined): string {
  if (access === undefined) return 'undeclared';
  return typeof access === 'object' ? access.permission : access;
}

function accessSentence(access: Access | undefined): string {
  if (access === 'public') return 'Public: no sign-in needed.';
  if (access === 'authenticated') return 'Needs sign-in (any signed-in user).';
  if (access === undefined) return 'Declares no access, so the server refuses it (403).';
  return `Needs the permission \`${access.permission}\` (or \`*/*/*\`).`;
}

/**
 * The group a route is listed under when it names none: its permission's `area/resource`, else
 * the first segment of its path (`auth`, `user`, `dict`).
 */
function fallbackTag(url: string, access: Access | undefined): string {
  if (typeof access === 'object') return access.permission.split('/').slice(0, 2).join('/');
  return url.slice(API_ROOT.length).split('/')[0] || 'other';
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

const zodTransform = createJsonSchemaTransform({});

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * Adds what the routes do not say themselves (tag, summary, access, security, a default answer),
 * then converts zod to JSON Schema; recursive pieces without an id put their definitions in `components`.
 */
const transformInto = (components: Record<string, unknown>): SwaggerTransform => (input) => {
  const route = input.route as RouteOptions;
  if (!input.url.startsWith(API_ROOT)) return { schema: { hide: true }, url: input.url };
  const access = route.config?.access;
  const given = (input.schema ?? {}) as Record<string, unknown>;
  const description = [given.description, accessSentence(access)].filter(Boolean).join('\n\n');
  const summary = (given.summary as string | undefined) ?? `${methodsOf(route).join(', ')} ${input.url.slice(API_ROOT.length)}`;
  const schema = {
    ...given,
    tags: (given.tags as string[] | undefined) ?? [fallbackTag(input.url, access)],
    summary,
    // A route that words its summary in English only (one added outside the modules) shows it to every reader.
    [OPENAPI_SUMMARIES_EXTENSION]: (given[OPENAPI_SUMMARIES_EXTENSION] as TextPerLanguage | undefined) ?? verbatim(summary),
    description,
    [OPENAPI_ACCESS_EXTENSION]: accessLabel(access),
    security: access === 'public' ? [] : [{ [OPENAPI_BEARER_SCHEME]: [] }],
    response: (given.response ?? { 200: UNDECLARED_ANSWER }) as Record<string, z.ZodType>,
  };
  const result = zodTransform({ ...input, schema });
  const converted = result.schema as Record<string, unknown> & { response?: Record<string, unknown> };
  const slug = `${methodsOf(route).join('_')}_${input.url.slice(API_ROOT.length).replace(/[^A-Za-z0-9]+/g, '_')}`;
  for (const part of REQUEST_PARTS) {
    if (hasDanglingReference(converted[part])) converted[part] = convertRecursive(given[part] as z.ZodType, 'input', `${slug}_${part}`, components);
  }
  for (const [code, piece] of Object.entries(converted.response ?? {})) {
    if (hasDanglingReference(piece)) converted.response![code] = convertRecursive(schema.response[code]!, 'output', `${slug}_${code}`, components);
  }
  return result;
};

const componentsTransform = createJsonSchemaTransformObject({});

export const openapiPlugin = fp(async (app: FastifyInstance) => {
  /** Definitions of recursive schemas without an id, filled while the routes are converted. */
  const recursiveComponents: Record<string, unknown> = {};
  app.decorate('apiGroupTitles', new Map<string, TextPerLanguage>());
  titleApiGroup(app, 'system/api', threeLanguages('API 参考', 'API reference', 'API 參考'));
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '2',
        description:
          'Every answer is the envelope `{ code, msg, data }`: `code` 0 is success, otherwise it mirrors the HTTP status ' +
          '(400 names each bad field in `data.fields`, 401 no or expired session, 403 missing permission, 404, 409, 413, 429, 500). ' +
          'Money is a decimal string, times are ISO-8601 UTC. Sign in with `auth/login` and send `Authorization: Bearer <token>`.',
      },
      components: {
        securitySchemes: {
          [OPENAPI_BEARER_SCHEME]: { type: 'http', scheme: 'bearer', description: 'the token answered by auth/login' },
        },
      },
    },
    transform: transformInto(recursiveComponents),
    transformObject: (input) => {
      const document = componentsTransform(input) as Record<string, unknown> & {
        paths?: Record<string, Record<string, { tags?: string[] }>>;
        components?: { schemas?: Record<string, unknown> };
      };
      const components = { ...document.components, schemas: { ...document.components?.schemas, ...recursiveComponents } };
      const tags = new Set<string>();
      for (const operations of Object.values(document.paths ?? {})) {
        for (const operation of Object.values(operations)) for (const tag of operation.tags ?? []) tags.add(tag);
      }
      const titled = (name: string) => {
        const title = app.apiGroupTitles.get(name);
        return title ? { name, [OPENAPI_TAG_TITLES_EXTENSION]: title } : { name };
      };
      return { ...document, components, tags: [...tags].sort().map(titled) } as ReturnType<typeof componentsTransform>;
    },
  });

  app.get(
    `${API_BASE}${API_DOC_ENDPOINTS.openapi}`,
    {
      config: { access: { permission: PERMISSIONS.apiView } },
      schema: {
        tags: ['system/api'],
        ...summaryOf(threeLanguages('全部接口的 OpenAPI 3 文档', 'The OpenAPI 3 document of every call', '全部介面的 OpenAPI 3 文件')),
        response: { 200: documentAnswer },
      },
    },
    async (_request, reply) => reply.ok(app.swagger()),
  );
});
