/**
 * Every dictionary query key, from one place. `all` is their common prefix: the dictionary admin
 * page invalidates it after an edit and every DictSelect, DictTag and page map refetches.
 */
export const dictKeys = {
  all: ['dictData'] as const,
  /** One type's values (with the caller's preselected default, if any): what DictSelect and DictTag read. */
  type: (dictType: string, defaultValue?: string | null) => ['dictData', dictType, defaultValue ?? null] as const,
  /** Several types fetched together by a page; an object element can never equal a type name. */
  batch: (dictTypes: readonly string[]) => ['dictData', { batch: [...new Set(dictTypes)].sort() }] as const,
};
