import { defineResource, type Label } from '../../resource/definition';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** The four-eyes kind a fund above the threshold files (modules/finance/budget-*). */
export const BUDGET_FUND_KIND = 'budget.fund';
/** Who may approve it (a button under the budget page). */
export const BUDGET_APPROVE_PERMISSION = 'finance/budget/approve';
/**
 * The four-eyes threshold (catalogue §1.3 FOUR_EYES_USD) as a config parameter: money actions above
 * it wait for a second operator. Seeded as a built-in parameter (modules/config/config-keys.ts).
 */
export const FOUR_EYES_PARAM = { key: 'finance.fourEyesUsd', default: 1000, range: { min: 0, max: 1_000_000_000 } } as const;
/** The detail's log of a budget: its last entries, newest first. */
export const BUDGET_LOG_LIMIT = 50;

export const BUDGET_STATUS_OPTIONS = [
  { value: 'ACTIVE', label: l('使用中', 'Active', '使用中'), color: 'success' },
  { value: 'CLOSED', label: l('已关闭', 'Closed', '已關閉'), color: 'default' },
] as const;

export const BUDGET_LOG_TYPE_LABELS: Record<string, Label> = {
  FUND: l('注资', 'Funded', '注資'),
  SPEND: l('支出', 'Spent', '支出'),
  RETURN: l('退回', 'Returned', '退回'),
};

/**
 * Platform budget accounts (catalogue §1.3): every promotional credit (trial funds now, marketing
 * later) is paid from one, so a campaign can never pay more than was put in and its cost is a
 * ledger query. Nobody edits a balance: funding is an action (four-eyes above the configured
 * threshold), spending and returns come from the promotions through postToBudget.
 */
export const budgetResource = defineResource({
  name: 'finance/budget',
  table: 'fin_budget',
  permission: 'finance/budget',
  title: l('预算账户', 'Budget accounts', '預算帳戶'),
  ops: ['list', 'get'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'code',
  fields: {
    code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, unique: true, readOnly: true, filter: 'contains', sort: true, width: 150 },
    name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, readOnly: true, filter: 'contains', width: 180 },
    currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, readOnly: true, filter: 'exact', width: 90 },
    status: { type: 'enum', options: BUDGET_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 100 },
    balance: { type: 'money', scale: 18, label: l('余额', 'Balance', '餘額'), required: true, readOnly: true, sort: true, width: 150 },
    fundedTotal: { type: 'money', scale: 18, label: l('累计注资', 'Funded', '累計注資'), required: true, readOnly: true, width: 150 },
    spentTotal: { type: 'money', scale: 18, label: l('净支出', 'Spent (net)', '淨支出'), required: true, readOnly: true, width: 150 },
    remark: { type: 'text', label: l('备注', 'Remark', '備註'), readOnly: true, list: false },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), required: true, readOnly: true, sort: true, width: 170 },
  },
  actions: {
    create: {
      label: l('新建预算', 'New budget', '新增預算'),
      scope: 'page',
      input: {
        code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, maxLength: 64, help: l('唯一，如 TRIAL-2026Q4', 'Unique, e.g. TRIAL-2026Q4', '唯一，如 TRIAL-2026Q4') },
        name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, maxLength: 100 },
        currency: { type: 'text', label: l('币种', 'Currency', '幣種'), required: true, maxLength: 20 },
        remark: { type: 'text', label: l('备注', 'Remark', '備註'), maxLength: 500, widget: 'textarea' },
      },
    },
    fund: {
      label: l('注资', 'Fund', '注資'),
      scope: 'row',
      when: { field: 'status', in: ['ACTIVE'] },
      input: {
        amount: { type: 'money', scale: 18, label: l('金额', 'Amount', '金額'), required: true, help: l('超过双人复核阈值时需另一位操作员批准', 'Above the four-eyes threshold a second operator must approve', '超過雙人覆核閾值時需另一位操作員批准') },
        remark: { type: 'text', label: l('备注', 'Remark', '備註'), required: true, maxLength: 500, widget: 'textarea' },
      },
    },
    close: {
      label: l('关闭', 'Close', '關閉'),
      scope: 'row',
      when: { field: 'status', in: ['ACTIVE'] },
      confirm: l('关闭后不再支出，退回仍可入账。', 'A closed budget pays nothing more; returns are still accepted.', '關閉後不再支出，退回仍可入帳。'),
      danger: true,
    },
  },
  menu: { parent: 'finance', key: 'finance.budget', path: '/finance/budget', name: 'financeBudget', component: 'finance/budget/index', icon: 'WalletOutlined', sort: 15, keepAlive: true, roles: ['common'] },
});
