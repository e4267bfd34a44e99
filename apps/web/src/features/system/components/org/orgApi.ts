import { useQuery } from '@tanstack/react-query';
import { endpointOf, permissionOf, type PageResult, type RowOf } from '@ledgerdesk/shared';
import { deptResource } from '@ledgerdesk/shared/resources/system/dept';
import { postResource } from '@ledgerdesk/shared/resources/system/post';
import { usePermission } from '@/components/auth/usePermission';
import { resourceKeys } from '@/components/resource/resourceKeys';
import { request } from '@/lib/request';

export type DeptRow = RowOf<typeof deptResource>;
/** A department as the list answers it: nested under its parent (a parent outside the caller's scope makes it a root). */
export type DeptNode = DeptRow & { children?: DeptNode[] };
export type PostRow = RowOf<typeof postResource>;

/** The keys live under the resources' own, so any write to a department or post refreshes the pickers too. */
export const orgKeys = {
  deptTree: [...resourceKeys(deptResource).all, 'picker'] as const,
  postOptions: [...resourceKeys(postResource).all, 'picker'] as const,
};

async function listOf<Row>(definition: typeof deptResource | typeof postResource, params: object): Promise<Row[]> {
  const endpoint = endpointOf(definition, 'list');
  const inQuery = endpoint.method === 'GET';
  // The picker shows its own empty/failed state instead of a toast over someone else's form.
  const answer = await request<PageResult<Row> | Row[]>({ url: endpoint.path, method: endpoint.method, ...(inQuery ? { params } : { data: params }), silent: true });
  return Array.isArray(answer) ? answer : answer.list;
}

/**
 * The department tree the caller may see (the server applies their data scope), for pickers.
 * Without the department list permission nothing is asked and the tree is empty.
 */
export function useDeptTree() {
  const { has } = usePermission();
  const allowed = has(permissionOf(deptResource, 'list'));
  return useQuery({
    queryKey: orgKeys.deptTree,
    queryFn: () => listOf<DeptNode>(deptResource, {}),
    enabled: allowed,
    // Asked afresh whenever a picker appears (a form opening): departments change under other operators too.
    staleTime: 0,
  });
}

/** Every post, in the posts' order, for the user form's choice (disabled ones are marked by the select). */
export function usePostOptions() {
  const { has } = usePermission();
  return useQuery({
    queryKey: orgKeys.postOptions,
    queryFn: () => listOf<PostRow>(postResource, { pageIndex: 1, pageSize: 1000 }),
    enabled: has(permissionOf(postResource, 'list')),
    staleTime: 0,
  });
}

/** Every id in a tree, depth first. */
export function deptIdsOf(nodes: readonly DeptNode[]): number[] {
  return nodes.flatMap((node) => [node.id, ...deptIdsOf(node.children ?? [])]);
}

/** The ids of the nodes that have children (the keys a tree expands). */
export function deptParentIdsOf(nodes: readonly DeptNode[]): number[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.id, ...deptParentIdsOf(node.children)] : []));
}
