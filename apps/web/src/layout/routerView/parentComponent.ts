/** Component strings that mean "no page of its own: render the nested routes" (SPEC's parent view). */
const PARENT_COMPONENTS = new Set(['', 'layout/routerView/parent']);

export function isParentComponent(component: string | undefined): boolean {
  return PARENT_COMPONENTS.has((component ?? '').trim());
}
