import { Table, Typography } from 'antd';
import type { Label, RowOf, TextPerLanguage } from '@ledgerdesk/shared';
import { BUDGET_LOG_TYPE_LABELS, budgetResource } from '@ledgerdesk/shared/resources/finance/budget';
import { ResourcePage } from '@/components/resource/ResourcePage';
import { useLabel } from '@/components/resource/useLabel';
import { AmountText } from '@/components/format/AmountText';
import { formatDateTime } from '@/components/format/formatDateTime';
import { useAmountCells } from '../../components/amountCells';
import { ApprovalFiledDialog } from '@/components/resource/ApprovalFiledDialog';
import { useCurrencies } from '../../components/useCurrencies';

type BudgetRow = RowOf<typeof budgetResource> & { logs?: BudgetLogEntry[] };
interface BudgetLogEntry {
  id: number;
  type: string;
  change: string;
  after: string;
  refType: string;
  refNo: string;
  /** The server's words in each console language, or an operator's as written; null for none. */
  remark: TextPerLanguage | null;
  createdAt: string;
}

const AMOUNTS = ['balance', 'fundedTotal', 'spentTotal'] as const;
const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });
const T = {
  log: l('预算流水（最近 50 条）', 'Budget log (latest 50)', '預算流水（最近 50 筆）'),
  time: l('时间', 'Time', '時間'),
  type: l('类型', 'Type', '類型'),
  change: l('变动', 'Change', '變動'),
  after: l('变动后', 'After', '變動後'),
  ref: l('关联单号', 'Reference', '關聯單號'),
  remark: l('备注', 'Remark', '備註'),
};

/** The detail's log: every funding, spend and return of the budget, newest first. */
function BudgetLog({ row }: { row: BudgetRow }) {
  const label = useLabel();
  const { scaleOf } = useCurrencies();
  const scale = scaleOf(row.currency);
  return (
    <>
      <Typography.Title level={5}>{label(T.log)}</Typography.Title>
      <Table<BudgetLogEntry>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={row.logs ?? []}
        data-testid="budget-log"
        scroll={{ x: 900 }}
        columns={[
          { title: label(T.time), dataIndex: 'createdAt', width: 170, render: (v: string) => formatDateTime(v) },
          { title: label(T.type), dataIndex: 'type', width: 80, render: (v: string) => (BUDGET_LOG_TYPE_LABELS[v] ? label(BUDGET_LOG_TYPE_LABELS[v]) : v) },
          { title: label(T.change), dataIndex: 'change', align: 'right', width: 140, render: (v: string) => <AmountText value={v} scale={scale} signed /> },
          { title: label(T.after), dataIndex: 'after', align: 'right', width: 140, render: (v: string) => <AmountText value={v} scale={scale} /> },
          { title: label(T.ref), dataIndex: 'refNo', width: 170 },
          { title: label(T.remark), dataIndex: 'remark', width: 200, ellipsis: true, render: (v: TextPerLanguage | null) => (v ? label(v) : '') },
        ]}
      />
    </>
  );
}

/** Budget accounts: what each promotion may still pay; funded with four-eyes above the threshold, never edited. */
export default function BudgetPage() {
  const cells = useAmountCells<BudgetRow>(AMOUNTS);
  return (
    <ResourcePage<BudgetRow>
      definition={budgetResource}
      cells={cells}
      detailCells={cells}
      actionDialogs={{ fund: ApprovalFiledDialog }}
      detailExtra={(row) => <BudgetLog row={row} />}
      testId="budget-list"
    />
  );
}
