import { OPENAPI_ACCESS_EXTENSION, OPENAPI_SUMMARIES_EXTENSION, OPENAPI_TAG_TITLES_EXTENSION, type Language } from '@ledgerdesk/shared';
import type { OpenApiDocument, ParameterObject, SchemaObject } from './openApiDocument';

/** One call as the reference lists it. */
export interface ApiOperation {
  /** `METHOD path`, unique in the document. */
  key: string;
  method: string;
  path: string;
  /** In the reader's language (the English where the document gives no other). */
  summary: string;
  /** The English summary, which a search also matches. */
  englishSummary: string;
  tag: string;
  /** A permission string, 'authenticated', 'public' or 'undeclared'. */
  access: string;
  parameters: ParameterObject[];
  requestBody?: { mediaType: string; schema: SchemaObject };
  response?: { mediaType: string; schema: SchemaObject; description: string };
}

export interface OperationGroup {
  tag: string;
  /** The group's title in the reader's language, when the document gives one. */
  title?: string;
  operations: ApiOperation[];
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'];
const UNTAGGED = 'other';

function firstMedia(content: Record<string, { schema?: SchemaObject }> | undefined) {
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  return mediaType && media?.schema ? { mediaType, schema: media.schema } : undefined;
}

/** Every operation of the document, by path then method, summarised in `language`. */
export function operationsOf(document: OpenApiDocument, language: Language): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const path of Object.keys(document.paths).sort()) {
    const byMethod = document.paths[path] ?? {};
    for (const method of METHOD_ORDER) {
      const operation = byMethod[method];
      if (!operation) continue;
      const answer = operation.responses?.['200'];
      const response = firstMedia(answer?.content);
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: operation[OPENAPI_SUMMARIES_EXTENSION]?.[language] ?? operation.summary ?? '',
        englishSummary: operation.summary ?? '',
        tag: operation.tags?.[0] ?? UNTAGGED,
        access: operation[OPENAPI_ACCESS_EXTENSION] ?? (operation.security?.length === 0 ? 'public' : 'authenticated'),
        parameters: operation.parameters ?? [],
        requestBody: firstMedia(operation.requestBody?.content),
        response: response && { ...response, description: answer?.description ?? '' },
      });
    }
  }
  return operations;
}

/** Operations whose path or summary (the reader's or the English) holds every word of the search (case-insensitive). */
export function searchOperations(operations: ApiOperation[], search: string): ApiOperation[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return operations;
  return operations.filter((operation) => {
    const text = `${operation.path} ${operation.summary} ${operation.englishSummary}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Each group's title in `language`, by tag. */
export function groupTitlesOf(document: OpenApiDocument, language: Language): Map<string, string> {
  const titles = new Map<string, string>();
  for (const tag of document.tags ?? []) {
    const title = tag[OPENAPI_TAG_TITLES_EXTENSION]?.[language];
    if (title) titles.set(tag.name, title);
  }
  return titles;
}

/** Groups by tag (the `area/resource` a call belongs to), tags in alphabetical order, each with its title. */
export function groupByTag(operations: ApiOperation[], titles: ReadonlyMap<string, string> = new Map()): OperationGroup[] {
  const groups = new Map<string, ApiOperation[]>();
  for (const operation of operations) groups.set(operation.tag, [...(groups.get(operation.tag) ?? []), operation]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([tag, list]) => ({ tag, title: titles.get(tag), operations: list }));
}
