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
];
