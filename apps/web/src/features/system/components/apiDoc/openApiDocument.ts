/* The parts of an OpenAPI 3.0 document the reference page reads. */

import type { Language, OPENAPI_DESCRIPTIONS_EXTENSION } from '@ledgerdesk/shared';

/** A text of the document in each console language the server words it in (x-summaries, x-titles, x-descriptions). */
export type TextsPerLanguage = Partial<Record<Language, string>>;

export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  description?: string;
  [OPENAPI_DESCRIPTIONS_EXTENSION]?: TextsPerLanguage;
  enum?: unknown[];
  nullable?: boolean;
  default?: unknown;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
}

export interface OperationObject {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, MediaTypeObject> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaTypeObject> }>;
  security?: Array<Record<string, string[]>>;
  /** OPENAPI_ACCESS_EXTENSION: the permission, 'authenticated' or 'public'. */
  'x-permission'?: string;
  /** OPENAPI_SUMMARIES_EXTENSION: the summary in each console language (`summary` is the English). */
  'x-summaries'?: TextsPerLanguage;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, SchemaObject> };
  /** OPENAPI_TAG_TITLES_EXTENSION: a group's title in each console language. */
  tags?: Array<{ name: string; description?: string; 'x-titles'?: TextsPerLanguage }>;
}
