import { defineResource } from '../../resource/definition';
import { AWARD_BATCH_MAX, awardStatesInto } from './award-states';
import { l } from './labels';

/** An award batch's progress and per-line results (GET ?id=, list permission). */
export const AWARD_BATCH_PATH = 'marketing/award/batchGet';

export const AWARD_GRANT_STATUS_OPTIONS = [
  { value: 'PENDING_APPROVAL', label: l('待复核', 'Awaiting approval', '待覆核'), color: 'warning' },
  { value: 'APPROVED', label: l('已批准', 'Approved', '已核准'), color: 'processing' },
  { value: 'PAID', label: l('已发放', 'Paid', '已發放'), color: 'success' },
  { value: 'REJECTED', label: l('已驳回', 'Rejected', '已駁回'), color: 'error' },
  { value: 'REVERSED', label: l('已冲回', 'Reversed', '已沖回'), color: 'default' },
] as const;

const campaign = { type: 'reference', resource: 'marketing/award-campaign', labelField: 'code', label: l('活动', 'Campaign', '活動'), required: true } as const;
const member = { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員'), required: true } as const;

/**
 * Awards (catalogue §7.1): one positive credit to one member's available balance from a campaign's
 * budget. Compensation always needs a second operator, other kinds above the four-eyes threshold;
 * paying moves budget → member (AWARD_CREDIT); reversing takes it back (AWARD_REVERSAL) only while
 * the member still holds it.
 */
export const awardGrantResource = defineResource({
  name: 'marketing/award',
  table: 'mkt_award_grant',
  permission: 'marketing/award',
  title: l('奖励发放', 'Awards', '獎勵發放'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'grantNo',
  fields: {
    grantNo: { type: 'text', label: l('发放单号', 'Award no.', '發放單號'), required: true, readOnly: true, filter: 'exact', width: 200 },
    status: { type: 'enum', options: AWARD_GRANT_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 110 },
    campaignId: { ...campaign, readOnly: true, filter: 'exact', width: 150 },
    memberId: { ...member, readOnly: true, filter: 'exact', width: 160 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, list: false },
    amount: { type: 'money', scale: 18, label: l('金额', 'Amount', '金額'), required: true, readOnly: true, width: 130 },
    reason: { type: 'text', label: l('原因', 'Reason', '原因'), required: true, readOnly: true, list: false },
    evidenceRef: { type: 'text', label: l('凭证编号', 'Evidence ref.', '憑證編號'), required: true, readOnly: true, filter: 'exact', width: 150 },
    makerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('经办人', 'Maker', '經辦人'), readOnly: true, width: 110 },
    approverId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('复核人', 'Approved by', '覆核人'), readOnly: true, width: 110 },
    paidAt: { type: 'datetime', label: l('发放时间', 'Paid', '發放時間'), readOnly: true, width: 170 },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), required: true, readOnly: true, sort: true, filter: 'range', width: 170 },
  },
  actions: {
    grant: {
      label: l('新建奖励', 'New award', '新增獎勵'),
      scope: 'page',
      permission: 'marketing/award/create',
      input: {
        campaignId: campaign,
        memberId: member,
        amount: { type: 'money', scale: 18, label: l('金额', 'Amount', '金額'), required: true },
        evidenceRef: { type: 'text', label: l('凭证编号', 'Evidence ref.', '憑證編號'), required: true, maxLength: 100 },
        reason: { type: 'text', label: l('原因', 'Reason', '原因'), required: true, maxLength: 500 },
      },
    },
    batchGrant: {
      label: l('批量奖励', 'Batch awards', '批量獎勵'),
      scope: 'page',
      permission: 'marketing/award/create',
      input: {
        campaignId: campaign,
        lines: {
          type: 'text',
          label: l('名单（会员,金额,凭证）', 'List (member,amount,evidence)', '名單（會員,金額,憑證）'),
          required: true,
          maxLength: 60_000,
          widget: 'textarea',
          help: l(
            `每行一条：会员 ID 或账号,金额,凭证编号（CSV），最多 ${AWARD_BATCH_MAX} 行`,
            `One per line: member id or account,amount,evidence ref (CSV); at most ${AWARD_BATCH_MAX} lines`,
            `每行一條：會員 ID 或帳號,金額,憑證編號（CSV），最多 ${AWARD_BATCH_MAX} 行`,
          ),
        },
        reason: { type: 'text', label: l('原因', 'Reason', '原因'), required: true, maxLength: 500 },
      },
    },
    approve: {
      label: l('复核通过', 'Approve', '覆核通過'),
      scope: 'row',
      when: { field: 'status', in: awardStatesInto('APPROVED') },
      confirm: l('复核通过后即可发放；发放时会再次确认。', 'Once approved, the award can be paid; paying asks again.', '覆核通過後即可發放；發放時會再次確認。'),
    },
    reject: { label: l('驳回', 'Reject', '駁回'), scope: 'row', permission: 'marketing/award/approve', danger: true, reason: 'required', when: { field: 'status', in: awardStatesInto('REJECTED') } },
    pay: {
      label: l('发放', 'Pay', '發放'),
      scope: 'row',
      when: { field: 'status', in: awardStatesInto('PAID') },
      confirm: l('从活动预算划入会员可用余额。', 'Moves the amount from the campaign budget to the member’s available balance.', '從活動預算劃入會員可用餘額。'),
    },
    reverse: {
      label: l('冲回', 'Reverse', '沖回'),
      scope: 'row',
      danger: true,
      reason: 'required',
      when: { field: 'status', in: awardStatesInto('REVERSED') },
      confirm: l('仅当会员可用余额足够时才能冲回。', 'Only possible while the member’s available balance covers it.', '僅當會員可用餘額足夠時才能沖回。'),
    },
  },
  menu: { parent: 'marketing', key: 'marketing.award', path: '/marketing/award', name: 'marketingAward', component: 'marketing/award/index', icon: 'TransactionOutlined', sort: 11, keepAlive: true, roles: ['common'] },
});
