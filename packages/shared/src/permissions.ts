/** Permission strings are `area/resource/action`; the wildcard grants everything. */
export const WILDCARD_PERMISSION = '*/*/*';

export const PERMISSIONS = {
  /* ---------- system ---------- */
  menuList: 'system/menu/list',
  menuAdd: 'system/menu/add',
  menuEdit: 'system/menu/edit',
  menuDelete: 'system/menu/delete',
  dictList: 'system/dict/list',
  dictAdd: 'system/dict/add',
  dictEdit: 'system/dict/edit',
  dictDelete: 'system/dict/delete',
  fileList: 'system/file/list',
  uploadFile: 'system/file/upload',
  /** Reads the OpenAPI document and its reference page. */
  apiView: 'system/api/view',
  /* ---------- finance ---------- */
  rechargeList: 'finance/recharge/list',
  rechargeAdd: 'finance/recharge/add',
  rechargeEdit: 'finance/recharge/edit',
  rechargeReview: 'finance/recharge/review',
  rechargeExport: 'finance/recharge/export',
  withdrawList: 'finance/withdraw/list',
  /** Enters a withdrawal request on a member's behalf (demo and test data; members normally request). */
  withdrawAdd: 'finance/withdraw/add',
  withdrawReview: 'finance/withdraw/review',
  withdrawPayout: 'finance/withdraw/payout',
  withdrawExport: 'finance/withdraw/export',
  moneyLogList: 'finance/moneylog/list',
  moneyLogExport: 'finance/moneylog/export',
  pendingCount: 'finance/pending/count',
  todoSummary: 'finance/summary/view',
  /* ---------- member ---------- */
  memberList: 'member/member/list',
  memberEdit: 'member/member/edit',
  kycList: 'member/kyc/list',
  kycReview: 'member/kyc/review',
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
