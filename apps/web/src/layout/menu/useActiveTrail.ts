import { useRouteTrail } from '../useRouteTrail';

/** The visible menu entries leading to the current page: what menus highlight and open. */
export function useActiveTrail() {
  return useRouteTrail().filter((m) => !m.meta.isHide);
}
