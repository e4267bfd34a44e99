import { defineResource } from '../../resource/definition';
import { SMS_CODE_STATUS_DICT } from '../../sms';

/** Holders see a dispatch's whole phone number in its detail; lists and exports stay masked. */
export const SMS_CODE_REVEAL_PERMISSION = 'system/smscode/reveal';

/**
 * The verification-code log (catalogue §9.4): one row per code asked for, whether it was sent,
 * failed or skipped (no account has the number), by which sender and with what answer, from which
 * address, and when it was used. Read and export only. The code and its hash are no field of it,
 * so no call answers them.
 */
export const smsCodeResource = defineResource({
  name: 'system/smscode',
  table: 'sys_sms_code',
  permission: 'system/smscode',
  title: { 'zh-cn': '验证码记录', en: 'Verification codes', 'zh-tw': '驗證碼記錄' },
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'phone',
  fields: {
    phone: {
      type: 'text',
      label: { 'zh-cn': '手机号', en: 'Mobile number', 'zh-tw': '手機號碼' },
      required: true,
      readOnly: true,
      filter: 'exact',
      mask: { kind: 'phone', reveal: SMS_CODE_REVEAL_PERMISSION },
      width: 140,
    },
    status: {
      type: 'dict',
      dictType: SMS_CODE_STATUS_DICT,
      label: { 'zh-cn': '状态', en: 'Status', 'zh-tw': '狀態' },
      required: true,
      readOnly: true,
      filter: 'in',
      width: 110,
    },
    purpose: {
      type: 'enum',
      label: { 'zh-cn': '用途', en: 'Purpose', 'zh-tw': '用途' },
      required: true,
      readOnly: true,
      options: [{ value: 'login', label: { 'zh-cn': '登录', en: 'Sign-in', 'zh-tw': '登入' } }],
      width: 90,
    },
    createdAt: {
      type: 'datetime',
      label: { 'zh-cn': '发送时间', en: 'Created', 'zh-tw': '發送時間' },
      required: true,
      readOnly: true,
      filter: 'range',
      sort: true,
      width: 170,
    },
    consumedAt: { type: 'datetime', label: { 'zh-cn': '使用时间', en: 'Used', 'zh-tw': '使用時間' }, readOnly: true, sort: true, width: 170 },
    attempts: { type: 'integer', label: { 'zh-cn': '尝试次数', en: 'Tries', 'zh-tw': '嘗試次數' }, required: true, readOnly: true, width: 90 },
    ip: { type: 'text', label: { 'zh-cn': '请求地址', en: 'Address', 'zh-tw': '請求位址' }, readOnly: true, filter: 'exact', width: 140 },
    sender: { type: 'text', label: { 'zh-cn': '发送渠道', en: 'Sender', 'zh-tw': '發送渠道' }, readOnly: true, filter: 'exact', width: 100 },
    senderResult: { type: 'text', label: { 'zh-cn': '渠道回执', en: 'Sender result', 'zh-tw': '渠道回執' }, readOnly: true, width: 200 },
    userId: { type: 'integer', label: { 'zh-cn': '用户编号', en: 'User id', 'zh-tw': '使用者編號' }, readOnly: true, list: false },
    expiresAt: { type: 'datetime', label: { 'zh-cn': '失效时间', en: 'Expires', 'zh-tw': '失效時間' }, required: true, readOnly: true, list: false },
  },
  menu: { parent: 'system', key: 'system.smscode', path: '/system/smscode', icon: 'SafetyOutlined', sort: 20, keepAlive: true },
});
