import { defineResource } from '../../resource/definition';

const l = (zhCn: string, en: string, zhTw: string) => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/**
 * Members' one-time-code dispatches (catalogue §9.4): delivery, provider answers and attempts for
 * support and abuse checks. Read and export only. The code is stored only as a hash, and that
 * column is no field here, so no call can answer it; no operator can see or make a member's code.
 * The staff sign-in codes have their own log (system/smscode).
 */
export const otpResource = defineResource({
  name: 'risk/otp',
  table: 'risk_otp_dispatch',
  permission: 'risk/otp',
  title: l('验证码', 'Verification codes', '驗證碼'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'targetMasked',
  fields: {
    createdAt: { type: 'datetime', label: l('时间', 'Time', '時間'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 },
    memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員'), readOnly: true, filter: 'exact', width: 130 },
    channel: {
      type: 'enum',
      label: l('渠道', 'Channel', '渠道'),
      options: [
        { value: 'SMS', label: l('短信', 'SMS', '簡訊') },
        { value: 'EMAIL', label: l('邮件', 'E-mail', '郵件') },
      ],
      required: true,
      readOnly: true,
      filter: 'in',
      width: 80,
    },
    targetMasked: { type: 'text', label: l('发送对象', 'Sent to', '發送對象'), required: true, readOnly: true, filter: 'prefix', width: 160 },
    purpose: {
      type: 'enum',
      label: l('用途', 'Purpose', '用途'),
      options: [
        { value: 'LOGIN', label: l('登录', 'Sign-in', '登入') },
        { value: 'REGISTER', label: l('注册', 'Registration', '註冊') },
        { value: 'WITHDRAW', label: l('提现', 'Withdrawal', '提領') },
        { value: 'CHANGE_2FA', label: l('修改两步验证', 'Change 2FA', '修改兩步驗證') },
        { value: 'RESET_PASSWORD', label: l('重置密码', 'Reset password', '重設密碼') },
      ],
      required: true,
      readOnly: true,
      filter: 'in',
      width: 120,
    },
    status: {
      type: 'enum',
      label: l('状态', 'Status', '狀態'),
      options: [
        { value: 'QUEUED', label: l('排队', 'Queued', '排隊') },
        { value: 'SENT', label: l('已发送', 'Sent', '已發送'), color: 'processing' },
        { value: 'DELIVERED', label: l('已送达', 'Delivered', '已送達'), color: 'success' },
        { value: 'FAILED', label: l('失败', 'Failed', '失敗'), color: 'error' },
      ],
      required: true,
      readOnly: true,
      filter: 'in',
      width: 90,
    },
    provider: { type: 'text', label: l('服务商', 'Provider', '服務商'), readOnly: true, filter: 'exact', width: 110 },
    providerMsgId: { type: 'text', label: l('服务商消息号', 'Provider message id', '服務商訊息號'), readOnly: true, list: false },
    ip: { type: 'text', label: l('请求 IP', 'Requested from', '請求 IP'), readOnly: true, filter: 'prefix', width: 140 },
    sentAt: { type: 'datetime', label: l('发送时间', 'Sent at', '發送時間'), readOnly: true, list: false },
    expiresAt: { type: 'datetime', label: l('失效时间', 'Expires', '失效時間'), required: true, readOnly: true, list: false },
    verifiedAt: { type: 'datetime', label: l('验证时间', 'Verified at', '驗證時間'), readOnly: true, width: 170 },
    attempts: { type: 'integer', label: l('尝试次数', 'Tries', '嘗試次數'), required: true, readOnly: true, width: 80 },
  },
  menu: { parent: 'risk', key: 'risk.otp', path: '/risk/otp', component: 'risk/otp/index', icon: 'NotificationOutlined', sort: 4, keepAlive: true },
});
