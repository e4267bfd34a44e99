import { PERMISSIONS } from '@ledgerdesk/shared';

export interface MenuSeed {
  key: string;
  parent?: string;
  type: 'M' | 'C' | 'F';
  path?: string;
  name?: string;
  component?: string;
  redirect?: string;
  title: string;
  icon?: string;
  isHide?: boolean;
  isKeepAlive?: boolean;
  isAffix?: boolean;
  isIframe?: boolean;
  isLink?: string;
  permission?: string;
  sort: number;
  /** Roles besides the super role (which sees everything) that are granted this entry. */
  roles?: string[];
}

/**
 * The menu tree for the pages that exist. Each area appends its entries here; the seed inserts
 * missing keys only, so operators' later edits survive a restart.
 */
export const MENU_SEED: MenuSeed[] = [
  {
    key: 'home',
    type: 'C',
    path: '/home',
    name: 'home',
    component: 'home/index',
    title: 'message.router.home',
    icon: 'HomeOutlined',
    isAffix: true,
    isKeepAlive: true,
    sort: 0,
    roles: ['common'],
  },
  {
    key: 'personal',
    type: 'C',
    path: '/personal',
    name: 'personal',
    component: 'personal/index',
    title: 'message.router.personal',
    icon: 'UserOutlined',
    isHide: true,
    sort: 1,
  },
  {
    key: 'system',
    type: 'M',
    path: '/system',
    name: 'system',
    component: 'layout/routerView/parent',
    redirect: '/system/dict',
    title: 'message.router.system',
    icon: 'SettingOutlined',
    sort: 90,
    roles: ['common'],
  },
  {
    key: 'system.dict',
    parent: 'system',
    type: 'C',
    path: '/system/dict',
    name: 'systemDict',
    component: 'system/dict/index',
    title: 'message.router.systemDict',
    icon: 'BookOutlined',
    isKeepAlive: true,
    permission: PERMISSIONS.dictList,
    sort: 1,
    roles: ['common'],
  },
];
