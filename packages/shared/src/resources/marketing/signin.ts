import { defineResource } from '../../resource/definition';
import { createdAt, l, member } from './labels';

export const SIGNIN_STATUS_OPTIONS = [
  { value: 'DRAFT', label: l('草稿', 'Draft', '草稿'), color: 'default' },
  { value: 'ACTIVE', label: l('进行中', 'Underway', '進行中'), color: 'processing' },
  { value: 'ENDED', label: l('已结束', 'Ended', '已結束'), color: 'default' },
] as const;
export const REWARD_KIND_OPTIONS = [
  { value: 'POINTS', label: l('积分', 'Points', '積分') },
  { value: 'ASSET', label: l('资产（预算支付）', 'Asset (from a budget)', '資產（預算支付）') },
] as const;

const date = (zh: string, en: string, tw: string) => ({ type: 'text', label: l(zh, en, tw), required: true, minLength: 10, maxLength: 10, help: l('YYYY-MM-DD（业务时区 Asia/Shanghai）', 'YYYY-MM-DD (business zone Asia/Shanghai)', 'YYYY-MM-DD（業務時區 Asia/Shanghai）') }) as const;

/** Sign-in campaigns (catalogue §7.5): reward table day n → amount plus a streak bonus; early close only while underway. */
export const signinCampaignResource = defineResource({
  name: 'marketing/signin-campaign',
  table: 'mkt_signin_campaign',
  permission: 'marketing/signin-campaign',
  title: l('签到活动', 'Sign-in campaigns', '簽到活動'),
  ops: ['list', 'get'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'code',
  fields: {
    code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, readOnly: true, filter: 'contains', width: 140 },
    name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, readOnly: true, width: 160 },
    rewardKind: { type: 'enum', options: REWARD_KIND_OPTIONS, label: l('奖励类型', 'Reward', '獎勵類型'), required: true, readOnly: true, filter: 'exact', width: 150 },
    rewardTable: { type: 'json', label: l('奖励表', 'Reward table', '獎勵表'), required: true, readOnly: true, list: false },
    startsOn: { type: 'text', label: l('开始日', 'Starts on', '開始日'), required: true, readOnly: true, width: 110 },
    endsOn: { type: 'text', label: l('结束日', 'Ends on', '結束日'), required: true, readOnly: true, width: 110 },
    budgetId: { type: 'reference', resource: 'finance/budget', labelField: 'code', label: l('预算', 'Budget', '預算'), readOnly: true, width: 150 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), readOnly: true, width: 80 },
    budgetUsed: { type: 'money', scale: 18, label: l('已发放', 'Paid out', '已發放'), required: true, readOnly: true, width: 120 },
    status: { type: 'enum', options: SIGNIN_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 100 },
    closedEarlyAt: { type: 'datetime', label: l('提前结束于', 'Closed early', '提前結束於'), readOnly: true, list: false },
    createdAt: { ...createdAt, list: false },
  },
  actions: {
    create: {
      label: l('新建活动', 'New campaign', '新增活動'),
      scope: 'page',
      input: {
        code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, maxLength: 40 },
        name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, maxLength: 100 },
        rewardKind: { type: 'enum', options: REWARD_KIND_OPTIONS, label: l('奖励类型', 'Reward', '獎勵類型'), required: true, default: 'POINTS' },
        days: { type: 'text', label: l('连续第 n 天奖励', 'Reward of streak day n', '連續第 n 天獎勵'), required: true, maxLength: 500, help: l('逗号分隔，如 10,10,20,20,30；超过按最后一个', 'Comma-separated, e.g. 10,10,20,20,30; past the end the last', '逗號分隔，如 10,10,20,20,30；超過按最後一個') },
        bonusEvery: { type: 'integer', label: l('每连续 n 天加奖', 'Bonus every n days', '每連續 n 天加獎'), required: true, min: 0, max: 366, default: 7 },
        bonus: { type: 'text', label: l('连续加奖', 'Streak bonus', '連續加獎'), required: true, maxLength: 40, default: '0' },
        startsOn: date('开始日', 'Starts on', '開始日'),
        endsOn: date('结束日', 'Ends on', '結束日'),
        budgetId: { type: 'reference', resource: 'finance/budget', labelField: 'code', label: l('预算（资产奖励）', 'Budget (asset rewards)', '預算（資產獎勵）') },
      },
    },
    activate: { label: l('开始', 'Start', '開始'), scope: 'row', when: { field: 'status', in: ['DRAFT'] } },
    close: {
      label: l('提前结束', 'Close early', '提前結束'),
      scope: 'row',
      danger: true,
      when: { field: 'status', in: ['ACTIVE'] },
      confirm: l('仅进行中的活动可提前结束，结束后不可再签到。', 'Only an underway campaign closes early; nobody signs in after.', '僅進行中的活動可提前結束，結束後不可再簽到。'),
    },
  },
  menu: { parent: 'marketing', key: 'marketing.signinCampaign', path: '/marketing/signin-campaign', name: 'marketingSigninCampaign', icon: 'BookOutlined', sort: 43, keepAlive: true, roles: ['common'] },
});

/** Sign-in records: one per member, campaign and business date (unique), newest first. */
export const signinRecordResource = defineResource({
  name: 'marketing/signin-record',
  table: 'mkt_signin_record',
  permission: 'marketing/signin-record',
  title: l('签到记录', 'Sign-in records', '簽到記錄'),
  recordName: l('签到记录', 'sign-in record', '簽到記錄'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: {
    memberId: { ...member, required: true, readOnly: true, filter: 'exact', width: 170 },
    campaignId: { type: 'reference', resource: 'marketing/signin-campaign', labelField: 'code', label: l('活动', 'Campaign', '活動'), required: true, readOnly: true, filter: 'exact', width: 140 },
    signDate: { type: 'text', label: l('签到日', 'Sign date', '簽到日'), required: true, readOnly: true, width: 110 },
    streak: { type: 'integer', label: l('连续天数', 'Streak', '連續天數'), required: true, readOnly: true, width: 90 },
    reward: { type: 'money', scale: 18, label: l('奖励', 'Reward', '獎勵'), required: true, readOnly: true, width: 110 },
    rewardRef: { type: 'text', label: l('奖励凭据', 'Reward ref', '獎勵憑據'), readOnly: true, width: 200 },
    createdAt,
  },
  menu: { parent: 'marketing', key: 'marketing.signinRecord', path: '/marketing/signin-record', name: 'marketingSigninRecord', icon: 'ProfileOutlined', sort: 44, keepAlive: true, roles: ['common'] },
});
