import { defineResource, type Label } from '../../resource/definition';
import { templateStatesInto } from './trial-states';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

export const TRIAL_TOGGLE_PERMISSION = 'member/trial-template/toggle';
export const TRIAL_TEMPLATE_APPROVE_PERMISSION = 'member/trial-template/approve';

export const TRIAL_TEMPLATE_STATUS_OPTIONS = [
  { value: 'DRAFT', label: l('草稿', 'Draft', '草稿'), color: 'default' },
  { value: 'ACTIVE', label: l('发放中', 'Active', '發放中'), color: 'success' },
  { value: 'PAUSED', label: l('已暂停', 'Paused', '已暫停'), color: 'warning' },
  { value: 'ENDED', label: l('已结束', 'Ended', '已結束'), color: 'default' },
] as const;

export const TRIAL_USABLE_FOR_OPTIONS = [
  { value: 'CONTRACT_MARGIN', label: l('合约保证金', 'Contract margin', '合約保證金') },
  { value: 'CONTRACT_FEE', label: l('合约手续费', 'Contract fees', '合約手續費') },
] as const;

const terms = {
  amount: { type: 'money', scale: 18, label: l('每次发放金额', 'Amount per grant', '每次發放金額'), required: true },
  budgetId: { type: 'reference', resource: 'finance/budget', labelField: 'code', label: l('预算账户', 'Budget account', '預算帳戶'), required: true },
} as const;

const toggle = (label: Label, to: 'PAUSED' | 'ENDED', danger = false, confirm?: Label) =>
  ({ label, scope: 'row', permission: TRIAL_TOGGLE_PERMISSION, when: { field: 'status', in: templateStatesInto(to) }, danger, ...(confirm ? { confirm } : {}) }) as const;

/**
 * Trial-fund templates (catalogue §2.2): what one grant gives (amount, currency, validity, what it
 * may pay for) and the budget account that pays it. Usable only as contract margin or fees; the
 * principal is never withdrawable, and no condition on deposits or volume is offered (ethics).
 * A draft is edited freely; once live, its amount and budget change only with a second operator.
 */
export const trialTemplateResource = defineResource({
  name: 'member/trial-template',
  table: 'mem_trial_template',
  permission: 'member/trial-template',
  title: l('体验金模板', 'Trial-fund templates', '體驗金模板'),
  recordName: l('体验金模板', 'trial-fund template', '體驗金模板'),
  ops: ['list', 'get', 'edit'],
  delete: 'refuse',
  defaultSort: { field: 'status', order: 'asc' },
  recordLabel: 'code',
  fields: {
    code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, unique: true, readOnly: true, filter: 'contains', sort: true, width: 150 },
    name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, maxLength: 100, filter: 'contains', sort: true, width: 180 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, filter: 'exact', width: 90 },
    amount: { ...terms.amount, width: 140 },
    validityDays: { type: 'integer', label: l('有效天数', 'Valid for (days)', '有效天數'), required: true, min: 1, max: 3650, width: 110 },
    usableFor: { type: 'enum', options: TRIAL_USABLE_FOR_OPTIONS, label: l('可用于', 'Usable for', '可用於'), required: true, width: 140 },
    maxPerMember: { type: 'integer', label: l('每人上限次数', 'Max grants per member', '每人上限次數'), required: true, min: 1, max: 1000, width: 120 },
    budgetId: { ...terms.budgetId, filter: 'exact', width: 150 },
    status: { type: 'enum', options: TRIAL_TEMPLATE_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', sort: true, width: 100 },
    termsUrl: { type: 'text', label: l('规则链接', 'Terms page', '規則連結'), maxLength: 500, validator: 'url', list: false },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), required: true, readOnly: true, sort: true, width: 170 },
  },
  actions: {
    create: {
      label: l('新建模板', 'New template', '新增模板'),
      scope: 'page',
      input: {
        code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, maxLength: 64 },
        name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, maxLength: 100 },
        ...terms,
        validityDays: { type: 'integer', label: l('有效天数', 'Valid for (days)', '有效天數'), required: true, min: 1, max: 3650 },
        usableFor: { type: 'enum', options: TRIAL_USABLE_FOR_OPTIONS, label: l('可用于', 'Usable for', '可用於'), required: true, default: 'CONTRACT_MARGIN' },
        maxPerMember: { type: 'integer', label: l('每人上限次数', 'Max grants per member', '每人上限次數'), required: true, min: 1, max: 1000, default: 1 },
        termsUrl: { type: 'text', label: l('规则链接', 'Terms page', '規則連結'), maxLength: 500, validator: 'url' },
      },
    },
    changeTerms: {
      label: l('调整金额/预算（复核）', 'Change amount or budget (four-eyes)', '調整金額/預算（覆核）'),
      scope: 'row',
      permission: 'member/trial-template/edit',
      when: { field: 'status', in: ['ACTIVE', 'PAUSED'] },
      input: terms,
      reason: 'required',
    },
    // A draft's amount and budget were set by one operator: it goes live only with a second one's approval.
    activate: {
      label: l('启用（复核）', 'Activate (four-eyes)', '啟用（覆核）'),
      scope: 'row',
      permission: TRIAL_TOGGLE_PERMISSION,
      when: { field: 'status', in: ['DRAFT'] },
      confirm: l(
        '启用申请将提交另一位操作员复核；批准前模板仍为草稿。设定金额或预算的操作员不能批准。',
        'Activation is filed for a second operator; the template stays a draft until approved. The operator who set its amount or budget cannot approve it.',
        '啟用申請將提交另一位操作員覆核；批准前模板仍為草稿。設定金額或預算的操作員不能批准。',
      ),
    },
    resume: { label: l('恢复', 'Resume', '恢復'), scope: 'row', permission: TRIAL_TOGGLE_PERMISSION, when: { field: 'status', in: ['PAUSED'] } },
    pause: toggle(l('暂停', 'Pause', '暫停'), 'PAUSED'),
    end: toggle(l('结束', 'End', '結束'), 'ENDED', true, l('结束后不能再发放，也不能重新启用。', 'An ended template grants nothing more and cannot be reactivated.', '結束後不能再發放，也不能重新啟用。')),
  },
  menu: { parent: 'member', key: 'member.trialTemplate', path: '/member/trial-template', name: 'memberTrialTemplate', component: 'member/trial-template/index', icon: 'AppstoreOutlined', sort: 30, keepAlive: true, roles: ['common'] },
});
