import { MEMBER_ASSIGN_PERMISSION, PERMISSIONS, permissionOf } from '@ledgerdesk/shared';
import { kycResource } from '@ledgerdesk/shared/resources/member/kyc';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import { dictTypeResource } from '@ledgerdesk/shared/resources/system/dict-type';
import { menuResource } from '@ledgerdesk/shared/resources/system/menu';
import { AREA_SEEDS } from './areas';
import { resourceMenuSeed } from './resource-menu-seed';

export interface MenuSeed {
  key: string;
  parent?: string;
  type: 'M' | 'C' | 'F';
  path?: string;
  name?: string;
  component?: string;
  redirect?: string;
  /** An i18n key, or the zh-cn text of a title given in each language (then titleEn and titleZhTw beside it). */
  title: string;
  titleEn?: string;
  titleZhTw?: string;
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
 * The menu tree for the pages that exist. Each area appends its entries here (a resource page
 * through resourceMenuSeed); the seed inserts each key once ever, so operators' later edits and
 * deletions survive a restart.
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
  // Resource pages: the page and a button per op, derived from the definition.
  ...resourceMenuSeed(menuResource),
  // Operators may look dictionaries up; changing them is the administrator's.
  ...resourceMenuSeed(dictTypeResource, { viewRoles: ['common'] }),
  {
    key: 'system.file',
    parent: 'system',
    type: 'C',
    path: '/system/file',
    name: 'systemFile',
    component: 'system/file/index',
    title: 'message.router.systemFile',
    icon: 'CloudUploadOutlined',
    isKeepAlive: true,
    permission: PERMISSIONS.fileList,
    sort: 2,
  },
  {
    key: 'system.file.upload',
    parent: 'system.file',
    type: 'F',
    title: 'message.upload.upload',
    permission: PERMISSIONS.uploadFile,
    sort: 1,
  },
  /* ---------- money operations (modules/finance, modules/member) ---------- */
  { key: 'finance', type: 'M', path: '/finance', name: 'finance', component: 'layout/routerView/parent', redirect: '/finance/recharge', title: 'message.router.finance', icon: 'AccountBookOutlined', sort: 10, roles: ['common'] },
  { key: 'finance.recharge', parent: 'finance', type: 'C', path: '/finance/recharge', name: 'financeRecharge', component: 'finance/recharge/index', title: 'message.router.financeRecharge', icon: 'DollarOutlined', isKeepAlive: true, permission: PERMISSIONS.rechargeList, sort: 1, roles: ['common'] },
  { key: 'finance.recharge.add', parent: 'finance.recharge', type: 'F', title: 'message.button.rechargeAdd', permission: PERMISSIONS.rechargeAdd, sort: 1, roles: ['common'] },
  { key: 'finance.recharge.edit', parent: 'finance.recharge', type: 'F', title: 'message.button.rechargeEdit', permission: PERMISSIONS.rechargeEdit, sort: 2, roles: ['common'] },
  { key: 'finance.recharge.review', parent: 'finance.recharge', type: 'F', title: 'message.button.rechargeReview', permission: PERMISSIONS.rechargeReview, sort: 3, roles: ['common'] },
  { key: 'finance.recharge.export', parent: 'finance.recharge', type: 'F', title: 'message.button.export', permission: PERMISSIONS.rechargeExport, sort: 4, roles: ['common'] },
  { key: 'finance.withdraw', parent: 'finance', type: 'C', path: '/finance/withdraw', name: 'financeWithdraw', component: 'finance/withdraw/index', title: 'message.router.financeWithdraw', icon: 'TransactionOutlined', isKeepAlive: true, permission: PERMISSIONS.withdrawList, sort: 2, roles: ['common'] },
  { key: 'finance.withdraw.review', parent: 'finance.withdraw', type: 'F', title: 'message.button.withdrawReview', permission: PERMISSIONS.withdrawReview, sort: 1, roles: ['common'] },
  // Paying out is a treasury duty kept apart from reviewing (segregation of duties): super role only by default.
  { key: 'finance.withdraw.payout', parent: 'finance.withdraw', type: 'F', title: 'message.button.withdrawPayout', permission: PERMISSIONS.withdrawPayout, sort: 2 },
  { key: 'finance.withdraw.add', parent: 'finance.withdraw', type: 'F', title: 'message.button.withdrawAdd', permission: PERMISSIONS.withdrawAdd, sort: 3 },
  { key: 'finance.withdraw.export', parent: 'finance.withdraw', type: 'F', title: 'message.button.export', permission: PERMISSIONS.withdrawExport, sort: 4, roles: ['common'] },
  { key: 'finance.moneylog', parent: 'finance', type: 'C', path: '/finance/moneylog', name: 'financeMoneyLog', component: 'finance/moneylog/index', title: 'message.router.financeMoneyLog', icon: 'ProfileOutlined', isKeepAlive: true, permission: PERMISSIONS.moneyLogList, sort: 3, roles: ['common'] },
  { key: 'finance.moneylog.export', parent: 'finance.moneylog', type: 'F', title: 'message.button.export', permission: PERMISSIONS.moneyLogExport, sort: 1, roles: ['common'] },
  { key: 'finance.pending', parent: 'finance', type: 'F', title: 'message.button.pendingCount', permission: PERMISSIONS.pendingCount, sort: 9, roles: ['common'] },
  { key: 'finance.summary', parent: 'finance', type: 'F', title: 'message.button.todoSummary', permission: PERMISSIONS.todoSummary, sort: 10, roles: ['common'] },
  { key: 'member', type: 'M', path: '/member', name: 'member', component: 'layout/routerView/parent', redirect: '/member/list', title: 'message.router.member', icon: 'TeamOutlined', sort: 11, roles: ['common'] },
  { key: 'member.list', parent: 'member', type: 'C', path: '/member/list', name: 'memberList', component: 'member/list/index', title: 'message.router.memberList', icon: 'UserOutlined', isKeepAlive: true, permission: PERMISSIONS.memberList, sort: 1, roles: ['common'] },
  { key: 'member.list.edit', parent: 'member.list', type: 'F', title: 'message.button.memberStatus', permission: PERMISSIONS.memberEdit, sort: 1, roles: ['common'] },
  { key: 'member.kyc', parent: 'member', type: 'C', path: '/member/kyc', name: 'memberKyc', component: 'member/kyc/index', title: 'message.router.memberKyc', icon: 'IdcardOutlined', isKeepAlive: true, permission: PERMISSIONS.kycList, sort: 2, roles: ['common'] },
  { key: 'member.kyc.review', parent: 'member.kyc', type: 'F', title: 'message.button.kycReview', permission: PERMISSIONS.kycReview, sort: 1, roles: ['common'] },
  /* ---------- member list and real-name pages on the resource engine: their exports (modules/member) ---------- */
  // Members' phones and e-mails leave in full: the super role only, until a role is granted it.
  { key: 'member.list.export', parent: 'member.list', type: 'F', title: 'message.button.export', permission: permissionOf(memberResource, 'export'), sort: 2 },
  { key: 'member.list.assign', parent: 'member.list', type: 'F', title: 'message.button.memberAssign', permission: MEMBER_ASSIGN_PERMISSION, sort: 3, roles: ['common'] },
  // Names and ID numbers are masked in every export.
  { key: 'member.kyc.export', parent: 'member.kyc', type: 'F', title: 'message.button.export', permission: permissionOf(kycResource, 'export'), sort: 2, roles: ['common'] },
  /* ---------- API reference (plugins/openapi): the super role only until a role is granted it ---------- */
  { key: 'system.api', parent: 'system', type: 'C', path: '/system/api', name: 'systemApi', component: 'system/api/index', title: 'message.apiDoc.title', icon: 'FileTextOutlined', isKeepAlive: true, permission: PERMISSIONS.apiView, sort: 9 },
  /* ---------- identity and access (seed/areas: users, roles, departments, posts, sign-in methods) ---------- */
  ...AREA_SEEDS.flatMap((area) => area.menus),
];
