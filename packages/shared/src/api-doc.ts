import { API_PREFIX } from './api';

/** The OpenAPI 3 document of every call, and the console's reference page that reads it. */

export const API_DOC_ENDPOINTS = {
  /** `data` of the envelope is the OpenAPI 3.0 document. */
  openapi: `${API_PREFIX}/system/apiDoc/openapi.json`,
} as const;

/**
 * The operation extension that names what a call needs: a permission string (`area/resource/action`),
 * `authenticated` (any signed-in user) or `public`.
 */
export const OPENAPI_ACCESS_EXTENSION = 'x-permission';

/**
 * The operation extension holding its one-line summary in each console language
 * (`{ 'zh-cn', en, 'zh-tw' }`); the standard `summary` is the English, for other readers of the document.
 */
export const OPENAPI_SUMMARIES_EXTENSION = 'x-summaries';

/** The tag extension holding a group's title in each console language (the tag itself is `area/resource`). */
export const OPENAPI_TAG_TITLES_EXTENSION = 'x-titles';

/** The security scheme of the document: `Authorization: Bearer <token from auth/login>`. */
export const OPENAPI_BEARER_SCHEME = 'bearerAuth';
