import { SMS_CODE_STATUS_DICT } from '@ledgerdesk/shared/sms';
import { SMS_CODE_REVEAL_PERMISSION, smsCodeResource } from '@ledgerdesk/shared/resources/system/sms-code';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/**
 * Menus and dictionaries of this area, inserted once ever by the seed (see ../menus.ts, ../dicts.ts).
 * The verification-code log is the super role's until a role is granted it (catalogue §9.4: risk
 * and support); seeing a whole number in a row's detail is a button of its own.
 */
export const SMS_SEED: AreaSeed = {
  menus: [
    ...resourceMenuSeed(smsCodeResource),
    {
      key: 'system.smscode.reveal',
      parent: 'system.smscode',
      type: 'F',
      title: '查看完整手机号',
      titleEn: 'See whole numbers',
      titleZhTw: '查看完整手機號碼',
      permission: SMS_CODE_REVEAL_PERMISSION,
      sort: 9,
    },
  ],
  dicts: [
    {
      type: SMS_CODE_STATUS_DICT,
      name: ['验证码状态', 'Verification code status', '驗證碼狀態'],
      data: [
        ['QUEUED', ['发送中', 'Sending', '發送中'], 'processing'],
        ['SENT', ['已发送', 'Sent', '已發送'], 'success', true],
        ['FAILED', ['发送失败', 'Failed', '發送失敗'], 'error'],
        ['SKIPPED', ['未发送（无此账号）', 'Skipped (no account)', '未發送（無此帳號）'], 'default'],
      ],
    },
    // The login log's results of mobile sign-in, beside the password form's (seeded in ../dicts.ts).
    {
      type: 'sys_login_result',
      name: ['登录结果', 'Sign-in result', '登入結果'],
      data: [
        ['noCode', ['未获取验证码', 'No code asked for', '未取得驗證碼'], 'warning'],
        ['codeExpired', ['短信验证码已过期', 'SMS code expired', '簡訊驗證碼已過期'], 'warning'],
        ['codeUsed', ['短信验证码已使用', 'SMS code already used', '簡訊驗證碼已使用'], 'warning'],
        ['codeInvalid', ['短信验证码错误', 'Wrong SMS code', '簡訊驗證碼錯誤'], 'error'],
        ['tooManyTries', ['短信验证码错误次数过多', 'Too many wrong SMS codes', '簡訊驗證碼錯誤次數過多'], 'error'],
        ['ambiguousPhone', ['手机号对应多个账号', 'Number held by several accounts', '手機號碼對應多個帳號'], 'error'],
        ['noAccount', ['手机号无对应账号', 'No account has the number', '手機號碼無對應帳號'], 'error'],
      ],
    },
  ],
};
