import { defineResource, type EnumOption, type Label } from '../../resource/definition';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** The states of a four-eyes request (sys_approval.status). */
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Their labels and colours (seeded with the approval area), also naming a state in a refusal. */
export const APPROVAL_STATUS_DICT = 'sys_approval_status';

/** Longest decision remark (a rejection must give one). */
export const APPROVAL_REMARK_MAX = 500;

/**
 * What a four-eyes request is about: one value per kind of row a request changes or creates. A
 * closed set, so the Approvals page names each in the reader's language and filters by it; a
 * request that names another does not compile (ApprovalRequest.subjectType).
 */
export const APPROVAL_SUBJECT_OPTIONS = [
  { value: 'MEMBER', label: l('会员', 'Member', '會員') },
  { value: 'TRIAL_TEMPLATE', label: l('体验金模板', 'Trial-fund template', '體驗金模板') },
  { value: 'TRIAL_GRANT', label: l('体验金发放', 'Trial-fund grant', '體驗金發放') },
  { value: 'RECHARGE', label: l('充值订单', 'Recharge order', '儲值訂單') },
  { value: 'BUDGET', label: l('预算账户', 'Budget account', '預算帳戶') },
  { value: 'CURRENCY', label: l('币种', 'Currency', '幣種') },
  { value: 'WALLET_CODE', label: l('钱包编码', 'Wallet code', '錢包編碼') },
  { value: 'CHANNEL', label: l('充值通道', 'Recharge channel', '儲值通道') },
  { value: 'ADDRESS_BLACKLIST', label: l('黑名单地址', 'Black-listed address', '黑名單地址') },
  { value: 'IP_BLACKLIST', label: l('IP 黑名单', 'IP black-list entry', 'IP 黑名單') },
  { value: 'STAKING_PRODUCT', label: l('质押产品', 'Staking product', '質押產品') },
  { value: 'STAKING_RATE', label: l('质押产品利率', 'Staking product rate', '質押產品利率') },
  { value: 'STAKING_ORDER', label: l('质押订单', 'Staking order', '質押訂單') },
  { value: 'PRODUCT', label: l('合约产品', 'Contract product', '合約產品') },
  { value: 'INDEX_SOURCE', label: l('指数来源', 'Index source', '指數來源') },
  { value: 'DELIVERY_CYCLE', label: l('交割合约周期', 'Delivery cycle', '交割合約週期') },
  { value: 'DELIVERY_ORDER', label: l('交割合约订单', 'Delivery order', '交割合約訂單') },
  { value: 'LEAD_TRADER', label: l('带单员', 'Lead trader', '帶單員') },
  { value: 'COUPON_SEND', label: l('优惠券发放', 'Coupon sending', '優惠券發放') },
  { value: 'REDEEM_BATCH', label: l('兑换码批次', 'Redemption code batch', '兌換碼批次') },
  { value: 'POINTS_GRANT', label: l('积分发放', 'Points grant', '積分發放') },
  { value: 'WHEEL', label: l('转盘抽奖', 'Prize wheel', '轉盤抽獎') },
  { value: 'RED_ENVELOPE', label: l('红包', 'Red envelope', '紅包') },
  { value: 'SWAP_PAIR', label: l('闪兑币对', 'Swap pair', '閃兌幣對') },
  { value: 'DAILY_CLOSE', label: l('每日报表', 'Daily statement', '每日報表') },
  { value: 'SITE_INFO', label: l('网站信息', 'Website info', '網站資訊') },
  { value: 'APP_SETTING', label: l('网站配置项', 'Web config entry', '網站設定項') },
] as const satisfies readonly EnumOption[];
export type ApprovalSubjectType = (typeof APPROVAL_SUBJECT_OPTIONS)[number]['value'];

/** Every kind of request this server applies, with its name in each language (the page's filter by kind). */
export const APPROVAL_KINDS_PATH = 'system/approval/kinds';

/** The operator's own count of what waits for a second pair of eyes (the page's badge). */
export const APPROVAL_PENDING_COUNT_PATH = 'system/approval/pendingCount';

/**
 * Four-eyes requests (sys_approval, catalogue §1.3): read-only, newest first. A maker files one from
 * their own page (member config, trial grants…); a different operator approves it here, which
 * applies the stored payload through the kind's handler, or rejects it with a remark; the maker may
 * withdraw it while it waits. Deciding needs the list permission to reach the page and the kind's
 * own permission (checked by the server per request), never the maker's own id.
 */
export const approvalResource = defineResource({
  name: 'system/approval',
  table: 'sys_approval',
  permission: 'system/approval',
  title: l('审批中心', 'Approvals', '審批中心'),
  recordName: l('审批', 'approval', '審批'),
  ops: ['list', 'get'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: {
    id: { type: 'integer', label: l('编号', 'No.', '編號'), readOnly: true, filter: 'exact', sort: true, width: 80 },
    status: { type: 'dict', dictType: APPROVAL_STATUS_DICT, label: l('状态', 'Status', '狀態'), readOnly: true, filter: 'in', width: 100 },
    /** The kind's name in each language, from its handler (the page shows the kind code when none is given). */
    kindTitle: { type: 'json', label: l('类型', 'Kind', '類型'), virtual: true, readOnly: true, export: false, width: 170 },
    kind: { type: 'text', label: l('类型代码', 'Kind code', '類型代碼'), readOnly: true, filter: 'exact', list: false },
    subjectType: { type: 'enum', options: APPROVAL_SUBJECT_OPTIONS, label: l('对象类型', 'Subject', '對象類型'), readOnly: true, filter: 'in', width: 150 },
    subjectId: { type: 'integer', label: l('对象编号', 'Subject ID', '對象編號'), readOnly: true, filter: 'exact', list: false },
    /** Which part of the subject, where one subject has several (a staking product's rate of one day): the list shows it beside the type. */
    subjectKey: { type: 'text', label: l('对象范围', 'Applies to', '對象範圍'), readOnly: true, list: false },
    /** One text per console language, shown in the operator's. */
    summary: { type: 'json', label: l('摘要', 'Summary', '摘要'), readOnly: true, width: 280 },
    makerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('申请人', 'Requested by', '申請人'), readOnly: true, filter: 'exact', width: 130 },
    makerRemark: { type: 'text', label: l('申请说明', 'Request note', '申請說明'), readOnly: true, list: false },
    /** Shown by the page below the fields, labelled by the kind's view (approval-payload.ts), with the JSON folded away. */
    payload: { type: 'json', label: l('申请内容', 'What is asked', '申請內容'), readOnly: true, list: false, detail: false, export: false },
    approverId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('审批人', 'Decided by', '審批人'), readOnly: true, filter: 'exact', width: 130 },
    decidedAt: { type: 'datetime', label: l('审批时间', 'Decided at', '審批時間'), readOnly: true, sort: true, width: 170 },
    decisionRemark: { type: 'text', label: l('审批意见', 'Decision remark', '審批意見'), readOnly: true, width: 200 },
    result: { type: 'json', label: l('执行结果', 'Result', '執行結果'), readOnly: true, list: false, export: false },
    createdAt: { type: 'datetime', label: l('申请时间', 'Requested at', '申請時間'), readOnly: true, filter: 'range', sort: true, width: 170 },
  },
  actions: {
    // The page permission lets an operator reach the buttons; the kind's own permission decides.
    approve: {
      label: l('批准', 'Approve', '核准'),
      scope: 'row',
      permission: 'system/approval/list',
      when: { field: 'status', in: ['PENDING'] },
      input: { remark: { type: 'text', label: l('审批意见', 'Remark', '審批意見'), maxLength: APPROVAL_REMARK_MAX, widget: 'textarea' } },
    },
    reject: {
      label: l('驳回', 'Reject', '駁回'),
      scope: 'row',
      permission: 'system/approval/list',
      danger: true,
      when: { field: 'status', in: ['PENDING'] },
      input: { remark: { type: 'text', label: l('驳回理由', 'Why it is rejected', '駁回理由'), required: true, maxLength: APPROVAL_REMARK_MAX, widget: 'textarea' } },
    },
    cancel: {
      label: l('撤回', 'Withdraw', '撤回'),
      scope: 'row',
      permission: 'system/approval/list',
      danger: true,
      when: { field: 'status', in: ['PENDING'] },
      confirm: l('撤回这个申请？只有申请人可以撤回。', 'Withdraw this request? Only the operator who filed it can.', '撤回這個申請？只有申請人可以撤回。'),
    },
  },
  menu: {
    parent: 'system',
    key: 'system.approval',
    path: '/system/approval',
    name: 'systemApproval',
    component: 'approval/index',
    icon: 'AuditOutlined',
    sort: 10,
    keepAlive: true,
  },
});
