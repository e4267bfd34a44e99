import { defineResource } from '../../resource/definition';
import { l } from './labels';

/**
 * Team profit (catalogue §10.2): per root member, business day, depth (1 or 2) and currency, the
 * downline's size, the fees it was actually charged and the commissions paid to the root on them.
 * Rebuilt nightly; never downline deposits or losses as anyone's earnings. Read only.
 */
export const teamStatsResource = defineResource({
  name: 'report/team',
  table: 'rpt_team_stats_day',
  permission: 'report/team',
  title: l('团队收益', 'Team profit', '團隊收益'),
  recordName: l('团队收益', 'team profit record', '團隊收益'),
  ops: ['list', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'businessDate', order: 'desc' },
  fields: {
    businessDate: { type: 'text', label: l('营业日', 'Business day', '營業日'), validator: 'calendarDate', required: true, readOnly: true, filter: 'exact', sort: true, width: 120 },
    rootMemberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: l('团队长', 'Team root', '團隊長'), required: true, readOnly: true, filter: 'exact', width: 160 },
    depth: { type: 'integer', label: l('层级', 'Depth', '層級'), required: true, readOnly: true, filter: 'exact', sort: true, width: 80 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, filter: 'exact', width: 90 },
    members: { type: 'integer', label: l('成员数', 'Members', '成員數'), required: true, readOnly: true, sort: true, width: 100 },
    activeMembers: { type: 'integer', label: l('活跃成员', 'Active members', '活躍成員'), required: true, readOnly: true, width: 110 },
    feesPaid: { type: 'money', scale: 18, label: l('实收手续费', 'Fees charged', '實收手續費'), required: true, readOnly: true, width: 150 },
    commissionPaid: { type: 'money', scale: 18, label: l('已付佣金', 'Commission paid', '已付佣金'), required: true, readOnly: true, width: 150 },
  },
  actions: {
    view: { label: l('明细', 'Drill down', '明細'), scope: 'row' },
  },
  menu: {
    parent: 'report',
    key: 'report.team',
    path: '/report/team',
    name: 'reportTeam',
    component: 'report/team/index',
    icon: 'TeamOutlined',
    sort: 2,
    keepAlive: true,
  },
});
