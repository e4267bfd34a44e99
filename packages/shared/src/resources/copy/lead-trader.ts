import { defineResource } from '../../resource/definition';
import { amount, pnl, at, COPY_DIRECTORY, l, member } from './labels';
import { LEAD_TIER_APPROVE_PERMISSION } from './tiers';

export const LEAD_STATUS_OPTIONS = [
  { value: 'APPLIED', label: l('待审核', 'Applied', '待審核'), color: 'warning' },
  { value: 'APPROVED', label: l('已批准', 'Approved', '已批准'), color: 'processing' },
  { value: 'ACTIVE', label: l('带单中', 'Active', '帶單中'), color: 'success' },
  { value: 'SUSPENDED', label: l('已暂停', 'Suspended', '已暫停'), color: 'warning' },
  { value: 'REVOKED', label: l('已撤销', 'Revoked', '已撤銷'), color: 'error' },
  { value: 'REJECTED', label: l('已驳回', 'Rejected', '已駁回'), color: 'default' },
] as const;
export const LEAD_TIER_OPTIONS = [
  { value: 'BRONZE', label: l('青铜', 'Bronze', '青銅') },
  { value: 'SILVER', label: l('白银', 'Silver', '白銀') },
  { value: 'GOLD', label: l('黄金', 'Gold', '黃金') },
  { value: 'PLATINUM', label: l('铂金', 'Platinum', '鉑金') },
  { value: 'LEGEND', label: l('传奇', 'Legend', '傳奇') },
] as const;
export const SHARE_BASIS_OPTIONS = [
  { value: 'STANDARD', label: l('按周期净收益', 'Net per cycle', '按週期淨收益') },
  { value: 'HIGH_WATER_MARK', label: l('高水位', 'High-water mark', '高水位') },
] as const;

const active = ['APPROVED', 'ACTIVE'];

/**
 * Lead traders (catalogue §6.1). Applications are approved against published guards; the figures
 * (ROI, P&L, drawdown, win rate, AUM, followers) are computed nightly from real deals and shown
 * with the day they are as of — no field here can be typed. A tier change needs a second operator.
 */
export const leadTraderResource = defineResource({
  name: 'copy/lead-trader',
  table: 'copy_lead_trader',
  permission: 'copy/lead-trader',
  title: l('带单员', 'Lead traders', '帶單員'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'aum', order: 'desc' },
  recordLabel: 'nickname',
  fields: {
    nickname: { type: 'text', label: l('昵称', 'Nickname', '暱稱'), required: true, readOnly: true, filter: 'contains', width: 140 },
    status: { type: 'enum', options: LEAD_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 90 },
    statsAsOf: { type: 'text', label: l('统计截至', 'Stats as of', '統計截至'), readOnly: true, width: 110 },
    roi30d: { type: 'decimal', scale: 8, percent: true, label: l('30 日收益率', 'ROI 30d', '30 日收益率'), readOnly: true, width: 100 },
    pnl30d: pnl('30 日盈亏', 'P&L 30d', '30 日盈虧'),
    maxDrawdown30d: { ...amount('30 日最大回撤', 'Max drawdown 30d', '30 日最大回撤') },
    winRate: { type: 'decimal', scale: 8, percent: true, label: l('胜率', 'Win rate', '勝率'), readOnly: true, width: 90 },
    aum: { ...amount('跟单资金', 'AUM', '跟單資金'), required: true, sort: true },
    followers: { type: 'integer', label: l('跟随人数', 'Followers', '跟隨人數'), required: true, readOnly: true, sort: true, width: 90 },
    tier: { type: 'enum', options: LEAD_TIER_OPTIONS, label: l('等级', 'Tier', '等級'), required: true, readOnly: true, filter: 'exact', width: 80 },
    profitShareRate: { type: 'decimal', scale: 8, percent: true, label: l('分润比例', 'Profit share', '分潤比例'), required: true, readOnly: true, width: 100 },
    isHouse: { type: 'boolean', label: l('平台账户', 'House account', '平台帳戶'), required: true, readOnly: true, width: 90 },
    memberId: { ...member, required: true, readOnly: true, filter: 'exact', width: 150 },
    shareBasis: { type: 'enum', options: SHARE_BASIS_OPTIONS, label: l('分润基准', 'Share basis', '分潤基準'), required: true, readOnly: true, list: false },
    maxFollowers: { type: 'integer', label: l('跟随上限', 'Follower slots', '跟隨上限'), required: true, readOnly: true, list: false },
    minCopyAmount: { ...amount('最低跟单金额', 'Minimum copy amount', '最低跟單金額'), required: true, list: false },
    bio: { type: 'text', label: l('简介', 'Bio', '簡介'), readOnly: true, list: false },
    conflictsDisclosure: { type: 'text', label: l('利益冲突披露', 'Conflicts disclosure', '利益衝突披露'), readOnly: true, list: false },
    kycLevelSnapshot: { type: 'integer', label: l('批准时实名等级', 'KYC level at approval', '批准時實名等級'), required: true, readOnly: true, list: false },
    decisionReason: { type: 'text', label: l('审核意见', 'Decision reason', '審核意見'), readOnly: true, list: false },
    suspendedReason: { type: 'text', label: l('暂停/撤销原因', 'Suspension reason', '暫停/撤銷原因'), readOnly: true, list: false },
    appliedAt: { ...at('申请时间', 'Applied', '申請時間'), required: true, sort: true, filter: 'range' },
    approvedAt: { ...at('批准时间', 'Approved', '批准時間'), list: false },
  },
  actions: {
    approve: { label: l('批准', 'Approve', '批准'), scope: 'row', when: { field: 'status', in: ['APPLIED'] }, confirm: l('将检查：高级实名、未跟随他人、无持仓、账户唯一。', 'Checks: advanced KYC, follows nobody, no open positions, one trader account.', '將檢查：高級實名、未跟隨他人、無持倉、帳戶唯一。') },
    reject: { label: l('驳回', 'Reject', '駁回'), scope: 'row', permission: 'copy/lead-trader/approve', danger: true, reason: 'required', when: { field: 'status', in: ['APPLIED'] } },
    suspend: { label: l('暂停', 'Suspend', '暫停'), scope: 'row', danger: true, reason: 'required', when: { field: 'status', in: active }, confirm: l('跟随者会收到通知；已有跟单继续，新的跟单停止。', 'Followers are notified; open copies keep running, new copies stop.', '跟隨者會收到通知；已有跟單繼續，新的跟單停止。') },
    reinstate: { label: l('恢复', 'Reinstate', '恢復'), scope: 'row', permission: 'copy/lead-trader/suspend', when: { field: 'status', in: ['SUSPENDED'] } },
    revoke: { label: l('撤销资格', 'Revoke', '撤銷資格'), scope: 'row', permission: 'copy/lead-trader/suspend', danger: true, reason: 'required', when: { field: 'status', in: ['APPROVED', 'ACTIVE', 'SUSPENDED'] } },
    tier: {
      label: l('变更等级', 'Change tier', '變更等級'),
      scope: 'row',
      when: { field: 'status', in: ['APPROVED', 'ACTIVE', 'SUSPENDED'] },
      input: { tier: { type: 'enum', options: LEAD_TIER_OPTIONS, label: l('新等级', 'New tier', '新等級'), required: true } },
      confirm: l('需另一位操作员在审批页批准。', 'A second operator approves it on the Approvals page.', '需另一位操作員在審批頁批准。'),
    },
  },
  menu: { parent: COPY_DIRECTORY.key, key: 'copy.leadTrader', path: '/copy/lead-trader', name: 'copyLeadTrader', icon: 'IdcardOutlined', sort: 1, keepAlive: true, roles: ['common'] },
});

export { LEAD_TIER_APPROVE_PERMISSION };
