import type { FieldDefinition } from '../../resource/definition';

const l = (zhCn: string, en: string, zhTw: string) => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** Reason codes of a failed member sign-in (catalogue §9.3), shown through this dictionary. */
export const LOGIN_FAILURE_REASON_DICT = 'risk_login_failure_reason';
export const LOGIN_FAILURE_REASONS = ['BAD_PASSWORD', 'UNKNOWN_ACCOUNT', 'CAPTCHA_FAILED', 'LOCKED', 'IP_BLOCKED', '2FA_FAILED'] as const;

/** Holders see what a member typed as the account, and the device id, whole in a record's detail. */
export const IP_RECORD_VIEW_PERMISSION = 'risk/ip-record/view';

/**
 * The fields of a member sign-in event (risk_member_login_event), shared by the IP record (every
 * event) and the login errors (failures only). What was typed as the account is masked in lists
 * and exports; a tried password is never stored, so no page can show it.
 */
export function loginEventFields(reveal: string): Record<string, FieldDefinition> {
  return {
    createdAt: { type: 'datetime', label: l('时间', 'Time', '時間'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 },
    memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員'), readOnly: true, filter: 'exact', width: 130 },
    account: { type: 'text', label: l('登录账号', 'Account tried', '登入帳號'), readOnly: true, filter: 'prefix', mask: { kind: 'name', reveal }, width: 130 },
    ip: { type: 'text', label: l('IP 地址', 'IP address', 'IP 位址'), required: true, readOnly: true, filter: 'exact', width: 150 },
    ipCountry: { type: 'text', label: l('国家/地区', 'Country', '國家/地區'), readOnly: true, filter: 'exact', width: 90 },
    ipCity: { type: 'text', label: l('城市', 'City', '城市'), readOnly: true, width: 110 },
    asn: { type: 'text', label: l('网络 (ASN)', 'Network (ASN)', '網路 (ASN)'), readOnly: true, list: false },
    deviceId: { type: 'text', label: l('设备', 'Device', '裝置'), readOnly: true, filter: 'exact', width: 150 },
    result: {
      type: 'enum',
      label: l('结果', 'Result', '結果'),
      options: [
        { value: 'SUCCESS', label: l('成功', 'Success', '成功'), color: 'success' },
        { value: 'FAILURE', label: l('失败', 'Failure', '失敗'), color: 'error' },
      ],
      required: true,
      readOnly: true,
      filter: 'in',
      width: 90,
    },
    failureReason: { type: 'dict', dictType: LOGIN_FAILURE_REASON_DICT, label: l('失败原因', 'Failure reason', '失敗原因'), readOnly: true, filter: 'in', width: 150 },
    method: {
      type: 'enum',
      label: l('方式', 'Method', '方式'),
      options: [
        { value: 'PASSWORD', label: l('密码', 'Password', '密碼') },
        { value: 'SMS', label: l('短信', 'SMS', '簡訊') },
        { value: 'EMAIL', label: l('邮件', 'E-mail', '郵件') },
        { value: 'SCAN', label: l('扫码', 'Scan', '掃碼') },
        { value: 'OAUTH', label: l('第三方', 'OAuth', '第三方') },
      ],
      required: true,
      readOnly: true,
      filter: 'in',
      width: 90,
    },
    userAgent: { type: 'text', label: l('用户代理', 'User agent', '使用者代理'), readOnly: true, list: false, maxLength: 500 },
  };
}
