export interface DictSeed {
  type: string;
  name: string;
  /** [value, label (an i18n key), listClass, isDefault] */
  data: Array<[string, string, string, boolean?]>;
}

/** Dictionary data for the statuses the pages show; areas append their own types. */
export const DICT_SEED: DictSeed[] = [
  {
    type: 'sys_normal_disable',
    name: 'dict.type.sys_normal_disable',
    data: [
      ['0', 'dict.label.normal', 'success', true],
      ['1', 'dict.label.disabled', 'error'],
    ],
  },
  {
    type: 'sys_yes_no',
    name: 'dict.type.sys_yes_no',
    data: [
      ['Y', 'dict.label.yes', 'processing', true],
      ['N', 'dict.label.no', 'default'],
    ],
  },
  {
    type: 'sys_login_result',
    name: 'dict.type.sys_login_result',
    data: [
      ['ok', 'dict.label.loginOk', 'success', true],
      ['badCredentials', 'dict.label.badCredentials', 'error'],
      ['accountLocked', 'dict.label.accountLocked', 'warning'],
      ['accountDisabled', 'dict.label.accountDisabled', 'error'],
      ['captchaInvalid', 'dict.label.captchaInvalid', 'warning'],
      ['captchaExpired', 'dict.label.captchaExpired', 'warning'],
      ['captchaRequired', 'dict.label.captchaRequired', 'warning'],
    ],
  },
  /* ---------- money operations ---------- */
  {
    type: 'recharge_status',
    name: 'dict.type.recharge_status',
    data: [
      ['PENDING', 'dict.label.pending', 'processing', true],
      ['APPROVED', 'dict.label.approved', 'success'],
      ['REJECTED', 'dict.label.rejected', 'error'],
      ['CANCELLED', 'dict.label.cancelled', 'default'],
      ['EXPIRED', 'dict.label.expired', 'warning'],
    ],
  },
  {
    type: 'withdraw_status',
    name: 'dict.type.withdraw_status',
    data: [
      ['PENDING_REVIEW', 'dict.label.pendingReview', 'processing', true],
      ['PENDING_SECOND_REVIEW', 'dict.label.pendingSecondReview', 'warning'],
      ['APPROVED', 'dict.label.approved', 'cyan'],
      ['PAYING', 'dict.label.paying', 'blue'],
      ['COMPLETED', 'dict.label.completed', 'success'],
      ['REJECTED', 'dict.label.rejected', 'error'],
      ['FAILED', 'dict.label.failed', 'error'],
      ['CANCELLED', 'dict.label.cancelled', 'default'],
    ],
  },
  {
    type: 'kyc_status',
    name: 'dict.type.kyc_status',
    data: [
      ['PENDING', 'dict.label.pending', 'processing', true],
      ['APPROVED', 'dict.label.approved', 'success'],
      ['REJECTED', 'dict.label.rejected', 'error'],
    ],
  },
  {
    type: 'kyc_application_level',
    name: 'dict.type.kyc_application_level',
    data: [
      ['PRIMARY', 'dict.label.kycPrimary', 'blue', true],
      ['ADVANCED', 'dict.label.kycAdvanced', 'purple'],
    ],
  },
  {
    type: 'kyc_level',
    name: 'dict.type.kyc_level',
    data: [
      ['0', 'dict.label.kycNone', 'default', true],
      ['1', 'dict.label.kycPrimary', 'blue'],
      ['2', 'dict.label.kycAdvanced', 'purple'],
    ],
  },
  {
    type: 'member_status',
    name: 'dict.type.member_status',
    data: [
      ['NORMAL', 'dict.label.normal', 'success', true],
      ['FROZEN', 'dict.label.frozen', 'warning'],
      ['DISABLED', 'dict.label.disabled', 'error'],
    ],
  },
  {
    type: 'money_log_type',
    name: 'dict.type.money_log_type',
    data: [
      ['RECHARGE', 'dict.label.recharge', 'success', true],
      ['WITHDRAW_FREEZE', 'dict.label.withdrawFreeze', 'warning'],
      ['WITHDRAW_UNFREEZE', 'dict.label.withdrawUnfreeze', 'processing'],
      ['WITHDRAW', 'dict.label.withdraw', 'error'],
    ],
  },
  {
    type: 'balance_kind',
    name: 'dict.type.balance_kind',
    data: [
      ['AVAILABLE', 'dict.label.available', 'success', true],
      ['FROZEN', 'dict.label.frozenBalance', 'warning'],
    ],
  },
];
