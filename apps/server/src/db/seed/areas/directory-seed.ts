import type { MenuSeed } from '../menus';

/** A menu directory row (type M) from its shared description, visible to the common role. */
export function directorySeed(directory: { key: string; path: string; title: { 'zh-cn': string; en: string; 'zh-tw': string }; icon: string; sort: number }, name: string, redirect: string): MenuSeed {
  return {
    key: directory.key,
    type: 'M',
    path: directory.path,
    name,
    component: 'layout/routerView/parent',
    redirect,
    title: directory.title['zh-cn'],
    titleEn: directory.title.en,
    titleZhTw: directory.title['zh-tw'],
    icon: directory.icon,
    sort: directory.sort,
    roles: ['common'],
  };
}
