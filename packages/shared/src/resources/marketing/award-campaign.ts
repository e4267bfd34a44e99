import { defineResource } from '../../resource/definition';
import { campaignStatesInto } from './award-states';
import { l } from './labels';

export const AWARD_CAMPAIGN_APPROVE_PERMISSION = 'marketing/award-campaign/approve';

export const AWARD_CAMPAIGN_KIND_OPTIONS = [
  { value: 'COMPETITION', label: l('比赛奖励', 'Competition prize', '比賽獎勵') },
  { value: 'COMPENSATION', label: l('事故补偿', 'Incident compensation', '事故補償') },
  { value: 'REFERRAL_FEE_SHARE', label: l('推荐手续费分成', 'Referral fee share', '推薦手續費分成') },
  { value: 'OTHER', label: l('其他', 'Other', '其他') },
] as const;

export const AWARD_CAMPAIGN_STATUS_OPTIONS = [
  { value: 'DRAFT', label: l('草稿', 'Draft', '草稿'), color: 'default' },
  { value: 'PENDING_APPROVAL', label: l('待复核', 'Awaiting approval', '待覆核'), color: 'warning' },
  { value: 'ACTIVE', label: l('进行中', 'Active', '進行中'), color: 'success' },
  { value: 'CLOSED', label: l('已关闭', 'Closed', '已關閉'), color: 'default' },
] as const;

const budgetRef = { type: 'reference', resource: 'finance/budget', labelField: 'code', label: l('预算账户', 'Budget account', '預算帳戶'), required: true } as const;

const editable = {
  name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, maxLength: 100 },
  kind: { type: 'enum', options: AWARD_CAMPAIGN_KIND_OPTIONS, label: l('类型', 'Kind', '類型'), required: true },
  budgetTotal: { type: 'money', scale: 18, label: l('活动预算', 'Campaign budget', '活動預算'), required: true },
  rulesUrl: { type: 'text', label: l('规则链接', 'Rules page', '規則連結'), maxLength: 500, validator: 'url' },
  startsAt: { type: 'datetime', label: l('开始时间', 'Starts', '開始時間') },
  endsAt: { type: 'datetime', label: l('结束时间', 'Ends', '結束時間') },
} as const;

/**
 * Award campaigns (catalogue §7.1): the cap and budget account a set of awards pays from. A draft
 * is edited freely; a second operator approves it before it pays anything.
 */
export const awardCampaignResource = defineResource({
  name: 'marketing/award-campaign',
  table: 'mkt_award_campaign',
  permission: 'marketing/award-campaign',
  title: l('奖励活动', 'Award campaigns', '獎勵活動'),
  recordName: l('奖励活动', 'award campaign', '獎勵活動'),
  ops: ['list', 'get', 'edit', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'code',
  fields: {
    code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, unique: true, readOnly: true, filter: 'contains', width: 150 },
    status: { type: 'enum', options: AWARD_CAMPAIGN_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', sort: true, width: 110 },
    name: { ...editable.name, filter: 'contains', width: 180 },
    kind: { ...editable.kind, filter: 'exact', width: 140 },
    budgetId: { ...budgetRef, readOnly: true, filter: 'exact', width: 150 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, width: 80 },
    budgetTotal: { ...editable.budgetTotal, width: 140 },
    budgetUsed: { type: 'money', scale: 18, label: l('已使用', 'Used', '已使用'), required: true, readOnly: true, width: 140 },
    rulesUrl: { ...editable.rulesUrl, list: false },
    startsAt: { ...editable.startsAt, width: 170 },
    endsAt: { ...editable.endsAt, width: 170 },
    makerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('经办人', 'Maker', '經辦人'), readOnly: true, width: 110 },
    approverId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('复核人', 'Approved by', '覆核人'), readOnly: true, list: false },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), required: true, readOnly: true, sort: true, width: 170 },
  },
  actions: {
    create: {
      label: l('新建活动', 'New campaign', '新增活動'),
      scope: 'page',
      input: { code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, maxLength: 64 }, ...editable, budgetId: budgetRef },
    },
    submit: { label: l('提交复核', 'Submit for approval', '提交覆核'), scope: 'row', permission: 'marketing/award-campaign/edit', when: { field: 'status', in: campaignStatesInto('PENDING_APPROVAL') } },
    approve: {
      label: l('复核通过', 'Approve', '覆核通過'),
      scope: 'row',
      permission: AWARD_CAMPAIGN_APPROVE_PERMISSION,
      when: { field: 'status', in: campaignStatesInto('ACTIVE') },
      confirm: l('复核通过后，活动即可从其预算账户发放奖励。', 'Once approved, the campaign can pay awards from its budget account.', '覆核通過後，活動即可從其預算帳戶發放獎勵。'),
    },
    sendBack: { label: l('退回', 'Send back', '退回'), scope: 'row', permission: AWARD_CAMPAIGN_APPROVE_PERMISSION, reason: 'required', when: { field: 'status', in: campaignStatesInto('DRAFT') } },
    close: {
      label: l('关闭', 'Close', '關閉'),
      scope: 'row',
      permission: 'marketing/award-campaign/edit',
      danger: true,
      when: { field: 'status', in: campaignStatesInto('CLOSED') },
      confirm: l('关闭后不能再发放奖励。', 'A closed campaign grants nothing more.', '關閉後不能再發放獎勵。'),
    },
  },
  menu: { parent: 'marketing', key: 'marketing.awardCampaign', path: '/marketing/award-campaign', name: 'marketingAwardCampaign', icon: 'AuditOutlined', sort: 10, keepAlive: true, roles: ['common'] },
});
