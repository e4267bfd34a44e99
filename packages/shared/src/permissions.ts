/** Permission strings are `area/resource/action`; the wildcard grants everything. */
export const WILDCARD_PERMISSION = '*/*/*';

export const PERMISSIONS = {
  menuList: 'system/menu/list',
  menuAdd: 'system/menu/add',
  menuEdit: 'system/menu/edit',
  menuDelete: 'system/menu/delete',
  dictList: 'system/dict/list',
  dictAdd: 'system/dict/add',
  dictEdit: 'system/dict/edit',
  dictDelete: 'system/dict/delete',
  rechargeList: 'finance/recharge/list',
  rechargeAdd: 'finance/recharge/add',
  rechargeEdit: 'finance/recharge/edit',
  rechargeReview: 'finance/recharge/review',
  withdrawList: 'finance/withdraw/list',
  withdrawReview: 'finance/withdraw/review',
  withdrawPayout: 'finance/withdraw/payout',
  /** Enters a withdrawal request on a member's behalf (demo and test data; members normally request). */
  withdrawAdd: 'finance/withdraw/add',
  withdrawExport: 'finance/withdraw/export',
  rechargeExport: 'finance/recharge/export',
  moneyLogExport: 'finance/moneylog/export',
  todoSummary: 'finance/summary/view',
  kycList: 'member/kyc/list',
  kycReview: 'member/kyc/review',
  memberList: 'member/member/list',
  memberEdit: 'member/member/edit',
  moneyLogList: 'finance/moneylog/list',
  pendingCount: 'finance/pending/count',
  uploadFile: 'system/file/upload',
  fileList: 'system/file/list',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export function hasPermission(granted: readonly string[], required: string): boolean {
  return granted.includes(WILDCARD_PERMISSION) || granted.includes(required);
}

export function hasAnyPermission(granted: readonly string[], required: readonly string[]): boolean {
  return granted.includes(WILDCARD_PERMISSION) || required.some((p) => granted.includes(p));
}

export function hasAllPermissions(granted: readonly string[], required: readonly string[]): boolean {
  return granted.includes(WILDCARD_PERMISSION) || required.every((p) => granted.includes(p));
}
