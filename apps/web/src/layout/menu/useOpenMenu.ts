import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import { isExternalLinkMenu, openLinkWindow } from '../routerView/menuLink';
import { findMenu } from './menuTree';

/**
 * What choosing a menu entry does, wherever it is chosen (aside, top menu, column rail, search):
 * an external link opens in a new window and its link page shows here; anything else navigates.
 */
export function useOpenMenu(): (path: string) => void {
  const navigate = useNavigate();
  const menus = useSession((s) => s.menuList);
  return useCallback(
    (path: string) => {
      const menu = findMenu(menus, path);
      if (menu && isExternalLinkMenu(menu)) openLinkWindow(menu.meta.isLink);
      navigate(path);
    },
    [menus, navigate],
  );
}
