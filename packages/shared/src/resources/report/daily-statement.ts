import { defineResource } from '../../resource/definition';
import { l } from './labels';

/** A close's states: OPEN (provisional, rebuilt on each run), CLOSED (immutable), DIFFERENCE (the check failed), REOPEN_REQUESTED. */
export const DAILY_CLOSE_STATUSES = ['OPEN', 'CLOSED', 'DIFFERENCE', 'REOPEN_REQUESTED'] as const;

/**
 * The daily statement (catalogue §10.1): one row per currency and business day, rebuilt by the
 * close job from money-log sums only; its figures (opening, credits, debits, closing) come from
 * the day's lines, the difference must be 0. A CLOSED day never changes; corrections land in the
 * next day. Reopening a closed day is a four-eyes request.
 */
export const dailyStatementResource = defineResource({
  name: 'report/daily-statement',
  table: 'rpt_daily_close',
  permission: 'report/daily-statement',
  title: l('每日报表', 'Daily statement', '每日報表'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'businessDate', order: 'desc' },
  recordLabel: 'businessDate',
  fields: {
    businessDate: { type: 'text', label: l('营业日', 'Business day', '營業日'), validator: 'calendarDate', required: true, readOnly: true, filter: 'exact', sort: true, width: 120 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, filter: 'exact', sort: true, width: 90 },
    status: {
      type: 'enum',
      label: l('状态', 'Status', '狀態'),
      required: true,
      readOnly: true,
      filter: 'in',
      width: 120,
      options: [
        { value: 'OPEN', label: l('未结账', 'Provisional', '未結帳'), color: 'processing' },
        { value: 'CLOSED', label: l('已结账', 'Closed', '已結帳'), color: 'success' },
        { value: 'DIFFERENCE', label: l('有差额', 'Difference', '有差額'), color: 'error' },
        { value: 'REOPEN_REQUESTED', label: l('申请重开', 'Reopen requested', '申請重開'), color: 'warning' },
      ],
    },
    opening: { type: 'money', scale: 18, label: l('期初', 'Opening', '期初'), virtual: true, readOnly: true, export: false, detail: false, width: 150 },
    credits: { type: 'money', scale: 18, label: l('入账', 'Credits', '入帳'), virtual: true, readOnly: true, export: false, detail: false, width: 150 },
    debits: { type: 'money', scale: 18, label: l('出账', 'Debits', '出帳'), virtual: true, readOnly: true, export: false, detail: false, width: 150 },
    closing: { type: 'money', scale: 18, label: l('期末', 'Closing', '期末'), virtual: true, readOnly: true, export: false, detail: false, width: 150 },
    difference: { type: 'money', scale: 18, signed: true, label: l('差额', 'Difference', '差額'), required: true, readOnly: true, width: 120 },
    closedAt: { type: 'datetime', label: l('结账时间', 'Closed at', '結帳時間'), readOnly: true, width: 170 },
    checkedAt: { type: 'datetime', label: l('核对时间', 'Checked at', '核對時間'), readOnly: true, sort: true, width: 170 },
    // Written by the close in each console language ({ 'zh-cn', en, 'zh-tw' }): shown in the reader's.
    remark: { type: 'json', label: l('核对说明', 'Check note', '核對說明'), readOnly: true, width: 260 },
  },
  actions: {
    close: {
      label: l('结账', 'Run the close', '結帳'),
      scope: 'page',
      input: {
        businessDate: {
          type: 'text',
          label: l('营业日', 'Business day', '營業日'),
          required: true,
          maxLength: 10,
          help: l('YYYY-MM-DD；当日未结束时只生成临时报表', 'YYYY-MM-DD; a day not yet over gives a provisional statement', 'YYYY-MM-DD；當日未結束時只產生臨時報表'),
        },
      },
      confirm: l('按资金流水重算该日各币种报表？已结账的日期不会改变。', "Rebuild that day's statement of every currency from the money log? Closed days do not change.", '按資金流水重算該日各幣種報表？已結帳的日期不會改變。'),
    },
    reopenRequest: {
      label: l('申请重开', 'Request reopening', '申請重開'),
      permission: 'report/daily-statement/reopen-request',
      scope: 'row',
      reason: 'required',
      when: { field: 'status', in: ['CLOSED'] },
      confirm: l('提交重开申请，由另一位操作员审批？', 'File a reopening request for another operator to approve?', '提交重開申請，由另一位操作員審批？'),
    },
  },
  menu: {
    parent: 'report',
    key: 'report.daily-statement',
    path: '/report/daily-statement',
    name: 'reportDailyStatement',
    component: 'report/daily-statement/index',
    icon: 'AccountBookOutlined',
    sort: 1,
    keepAlive: true,
  },
});
