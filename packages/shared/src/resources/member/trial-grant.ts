import { defineResource, type Label } from '../../resource/definition';
import { grantStatesInto } from './trial-states';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

export const TRIAL_GRANT_PERMISSION = 'member/trial-grant/grant';
export const TRIAL_GRANT_APPROVE_PERMISSION = 'member/trial-grant/approve';
/** Most members one batch names. */
export const TRIAL_BATCH_MAX = 1000;

export const TRIAL_GRANT_STATUS_OPTIONS = [
  { value: 'ISSUED', label: l('已发放', 'Issued', '已發放'), color: 'default' },
  { value: 'ACTIVE', label: l('可用', 'Active', '可用'), color: 'processing' },
  { value: 'CONSUMED', label: l('已用完', 'Used up', '已用完'), color: 'default' },
  { value: 'EXPIRED', label: l('已过期', 'Expired', '已過期'), color: 'warning' },
  { value: 'REVOKED', label: l('已撤销', 'Revoked', '已撤銷'), color: 'error' },
] as const;

export const TRIAL_GRANT_SOURCE_OPTIONS = [
  { value: 'MANUAL', label: l('手动', 'Manual', '手動') },
  { value: 'CAMPAIGN', label: l('批量活动', 'Campaign batch', '批量活動') },
] as const;

/** A batch's progress, polled by the console while it runs (GET, list permission). */
export const TRIAL_BATCH_PATH = 'member/trial-grant/batchGet';

const template = { type: 'reference', resource: 'member/trial-template', labelField: 'code', label: l('模板', 'Template', '模板'), required: true } as const;

/**
 * Trial-fund grants (catalogue §2.2): one credit to one member's trial balance, paid from the
 * template's budget. Grant one member, or a list of ids/accounts as a batch job with a result per
 * member; expiry and revocation take back only what is unused. Revoking needs a second operator.
 */
export const trialGrantResource = defineResource({
  name: 'member/trial-grant',
  table: 'mem_trial_grant',
  permission: 'member/trial-grant',
  title: l('体验金发放', 'Trial-fund grants', '體驗金發放'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'grantNo',
  fields: {
    grantNo: { type: 'text', label: l('发放单号', 'Grant no.', '發放單號'), required: true, readOnly: true, filter: 'exact', width: 210 },
    memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員'), required: true, readOnly: true, filter: 'exact', width: 160 },
    templateId: { ...template, readOnly: true, filter: 'exact', width: 140 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, filter: 'exact', width: 80 },
    amount: { type: 'money', scale: 18, label: l('发放金额', 'Amount', '發放金額'), required: true, readOnly: true, width: 130 },
    remaining: { type: 'money', scale: 18, label: l('剩余', 'Remaining', '剩餘'), required: true, readOnly: true, width: 130 },
    realisedProfit: { type: 'money', scale: 18, label: l('已实现收益', 'Realised profit', '已實現收益'), required: true, readOnly: true, width: 130 },
    status: { type: 'enum', options: TRIAL_GRANT_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 100 },
    campaignRound: { type: 'integer', label: l('轮次', 'Round', '輪次'), required: true, readOnly: true, width: 70 },
    source: { type: 'enum', options: TRIAL_GRANT_SOURCE_OPTIONS, label: l('来源', 'Source', '來源'), required: true, readOnly: true, filter: 'exact', width: 100 },
    reason: { type: 'text', label: l('原因', 'Reason', '原因'), readOnly: true, list: false },
    issuedAt: { type: 'datetime', label: l('发放时间', 'Issued', '發放時間'), required: true, readOnly: true, width: 170 },
    expiresAt: { type: 'datetime', label: l('到期时间', 'Expires', '到期時間'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 },
    makerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('经办人', 'Granted by', '經辦人'), readOnly: true, width: 110 },
    approverId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('复核人', 'Approved by', '覆核人'), readOnly: true, list: false },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), required: true, readOnly: true, sort: true, list: false },
  },
  actions: {
    grant: {
      label: l('发放', 'Grant', '發放'),
      scope: 'page',
      permission: TRIAL_GRANT_PERMISSION,
      input: {
        templateId: template,
        memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員'), required: true },
        reason: { type: 'text', label: l('原因', 'Reason', '原因'), required: true, maxLength: 500 },
      },
    },
    batchGrant: {
      label: l('批量发放', 'Batch grant', '批量發放'),
      scope: 'page',
      permission: TRIAL_GRANT_PERMISSION,
      input: {
        templateId: template,
        members: {
          type: 'text',
          label: l('会员（ID 或账号）', 'Members (ids or accounts)', '會員（ID 或帳號）'),
          required: true,
          maxLength: 60_000,
          widget: 'textarea',
          help: l('每行或逗号分隔一个；也可粘贴 CSV 的第一列', 'One per line or comma-separated; a CSV’s first column works too', '每行或逗號分隔一個；也可貼上 CSV 的第一欄'),
        },
        reason: { type: 'text', label: l('原因', 'Reason', '原因'), required: true, maxLength: 500 },
      },
    },
    revoke: {
      label: l('撤销（复核）', 'Revoke (four-eyes)', '撤銷（覆核）'),
      scope: 'row',
      danger: true,
      reason: 'required',
      when: { field: 'status', in: grantStatesInto('REVOKED') },
      confirm: l('只收回未使用的余额，已释放的收益归会员。', 'Only the unused remainder is taken back; profit already released stays with the member.', '只收回未使用的餘額，已釋放的收益歸會員。'),
    },
  },
  menu: { parent: 'member', key: 'member.trialGrant', path: '/member/trial-grant', name: 'memberTrialGrant', component: 'member/trial-grant/index', icon: 'BookOutlined', sort: 31, keepAlive: true, roles: ['common'] },
});
