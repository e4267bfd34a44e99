import type { RoleMenuNode } from '@ledgerdesk/shared/resources/system/role';

/** Every node of the tree, depth first. */
export function flattenMenus(nodes: readonly RoleMenuNode[]): RoleMenuNode[] {
  return nodes.flatMap((n) => [n, ...flattenMenus(n.children ?? [])]);
}

/**
 * What a linked (parent–child) tree shows checked for stored grants: the granted leaves; antd
 * works the parents out from them (checked when every child is, half-checked otherwise). A stored
 * parent none of whose children is granted cannot be shown linked (it would check them all):
 * `linkable` is false then, and the tree starts with each node on its own.
 */
export function linkedView(nodes: readonly RoleMenuNode[], granted: readonly number[]): { checked: number[]; linkable: boolean } {
  const set = new Set(granted);
  const all = flattenMenus(nodes);
  const checked = all.filter((n) => set.has(n.id) && !n.children?.length).map((n) => n.id);
  const grantedDescendant = (n: RoleMenuNode): boolean => (n.children ?? []).some((c) => set.has(c.id) || grantedDescendant(c));
  const linkable = all.every((n) => !set.has(n.id) || !n.children?.length || grantedDescendant(n));
  return { checked, linkable };
}

/** What is stored from a linked tree's check: the checked nodes and their half-checked parents (so the pages show). */
export const grantsOfCheck = (checked: readonly (string | number | bigint)[], halfChecked: readonly (string | number | bigint)[] = []): number[] =>
  [...new Set([...checked, ...halfChecked].map(Number))].sort((a, b) => a - b);
