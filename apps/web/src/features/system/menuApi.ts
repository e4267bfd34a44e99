import { useQuery } from '@tanstack/react-query';
import { MENU_PARAMS_PATH, type MenuParams } from '@ledgerdesk/shared/resources/system/menu';
import { request } from '@/lib/request';

/** Query keys of the menu page's own calls (the resource engine keys its lists and rows itself). */
export const menuKeys = {
  params: ['system/menu', 'params'] as const,
};

/** What the menu form needs from the server: the parent tree and the roles (menu/getParams). */
export function useMenuParams() {
  return useQuery({
    queryKey: menuKeys.params,
    queryFn: () => request<MenuParams>({ url: MENU_PARAMS_PATH, method: 'GET' }),
    // The parent tree changes with every menu written: always asked afresh when a form opens.
    staleTime: 0,
  });
}
