import type { ResourceDefinition } from '@ledgerdesk/shared';

/**
 * A resource's query keys, from one factory: `all` prefixes everything of the resource, so a
 * write invalidates its lists and details at once; `lists()` only the lists.
 */
export function resourceKeys(definition: Pick<ResourceDefinition, 'name'>) {
  const all = ['resource', definition.name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: object) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
    /** What a reference picker offers of the resource (a write to it refreshes them too). */
    options: (query: object) => [...all, 'options', query] as const,
  };
}
