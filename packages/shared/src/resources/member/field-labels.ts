import type { TextPerLanguage } from '../../constants';

/**
 * The member pages' field names (members, real-name applications) in each console language. The resource definitions label their
 * fields with them, the web's `message.*.field.*` translations are made from them, and an export
 * writes its headers from them in the operator's language (the server has no web translations).
 */
export const MEMBER_FIELD_LABELS = {
  member: { 'zh-cn': '会员', en: 'Member', 'zh-tw': '會員' },
  memberId: { 'zh-cn': '会员 ID', en: 'Member ID', 'zh-tw': '會員 ID' },
  account: { 'zh-cn': '账号', en: 'Account', 'zh-tw': '帳號' },
  nickname: { 'zh-cn': '昵称', en: 'Nickname', 'zh-tw': '暱稱' },
  phone: { 'zh-cn': '手机号', en: 'Phone', 'zh-tw': '手機號碼' },
  email: { 'zh-cn': '邮箱', en: 'E-mail', 'zh-tw': '電子郵件' },
  status: { 'zh-cn': '状态', en: 'Status', 'zh-tw': '狀態' },
  kycLevel: { 'zh-cn': '实名等级', en: 'KYC level', 'zh-tw': '實名等級' },
  kycApplicationLevel: { 'zh-cn': '认证级别', en: 'Level applied for', 'zh-tw': '認證級別' },
  inviterId: { 'zh-cn': '邀请人', en: 'Invited by', 'zh-tw': '邀請人' },
  registerIp: { 'zh-cn': '注册 IP', en: 'Registration IP', 'zh-tw': '註冊 IP' },
  registeredAt: { 'zh-cn': '注册时间', en: 'Registered at', 'zh-tw': '註冊時間' },
  realName: { 'zh-cn': '真实姓名', en: 'Real name', 'zh-tw': '真實姓名' },
  idType: { 'zh-cn': '证件类型', en: 'ID type', 'zh-tw': '證件類型' },
  idNumber: { 'zh-cn': '证件号码', en: 'ID number', 'zh-tw': '證件號碼' },
  country: { 'zh-cn': '国家/地区', en: 'Country', 'zh-tw': '國家/地區' },
  rejectReason: { 'zh-cn': '驳回原因', en: 'Reason for rejection', 'zh-tw': '駁回原因' },
  reviewer: { 'zh-cn': '审核人', en: 'Reviewer', 'zh-tw': '審核人' },
  reviewedAt: { 'zh-cn': '审核时间', en: 'Reviewed at', 'zh-tw': '審核時間' },
  appliedAt: { 'zh-cn': '申请时间', en: 'Applied at', 'zh-tw': '申請時間' },
  currency: { 'zh-cn': '币种', en: 'Currency', 'zh-tw': '幣別' },
  available: { 'zh-cn': '可用余额', en: 'Available', 'zh-tw': '可用餘額' },
  frozen: { 'zh-cn': '冻结余额', en: 'Frozen', 'zh-tw': '凍結餘額' },
  trial: { 'zh-cn': '体验金（不可提现）', en: 'Trial (not withdrawable)', 'zh-tw': '體驗金（不可提領）' },
  operatorId: { 'zh-cn': '负责人', en: 'Operator', 'zh-tw': '負責人' },
} as const satisfies Record<string, TextPerLanguage>;
