import { percentText } from '../../finance/decimal-text';
import { defineResource } from '../../resource/definition';
import { l } from './labels';

/** The permission of the second operator who approves a pair's fee or spread. */
export const SWAP_PAIR_APPROVE_PERMISSION = 'finance/swap-pair/approve';
/** The four-eyes kind a fee or spread change is filed as. */
export const SWAP_PAIR_APPROVAL_KIND = 'swap-pair.edit';

/** What a fee or spread request asks for, as the approval's payload carries it. */
export interface SwapRateChange {
  feeRate: { from: string | null; to: string };
  maxSpread: { from: string | null; to: string };
}

/** A fee or spread request as the approver reads it, in each console language. */
export function swapPairSummary(pair: { fromCode: string; toCode: string }, change: SwapRateChange) {
  // Both are shown in percent on the pair's page: the approver reads them the same way.
  const rate = (value: string | null) => (value === null ? '—' : percentText(value));
  const fee = `${rate(change.feeRate.from)} → ${rate(change.feeRate.to)}`;
  const spread = `${rate(change.maxSpread.from)} → ${rate(change.maxSpread.to)}`;
  const route = `${pair.fromCode} → ${pair.toCode}`;
  return {
    'zh-cn': `${route}：手续费率 ${fee}，最大价差 ${spread}`,
    en: `${route}: fee ${fee}, max spread ${spread}`,
    'zh-tw': `${route}：手續費率 ${fee}，最大價差 ${spread}`,
  };
}

/**
 * Flash-swap pairs (catalogue §10.3): limits, fee and the largest spread a quote may have from the
 * recorded reference rate. Fee and spread are money rules: a new pair starts PAUSED and a change
 * of either is filed for a second operator's approval (four-eyes) instead of being written.
 */
/** Activating and pausing a pair are one permission, granted by the 'Activate / pause' button roles already hold. */
const switchOfPair = {
  scope: 'row',
  permission: 'finance/swap-pair/toggle',
  menuButton: { key: 'toggle', title: l('启用/暂停', 'Activate / pause', '啟用/暫停') },
} as const;

export const swapPairResource = defineResource({
  name: 'finance/swap-pair',
  table: 'fin_swap_pair',
  permission: 'finance/swap-pair',
  title: l('闪兑币对', 'Swap pairs', '閃兌幣對'),
  recordName: l('闪兑币对', 'swap pair', '閃兌幣對'),
  ops: ['list', 'get', 'add', 'edit'],
  delete: 'refuse',
  defaultSort: { field: 'fromCode', order: 'asc' },
  fields: {
    fromCode: { type: 'text', label: l('卖出币种', 'From', '賣出幣種'), required: true, form: 'create', maxLength: 20, filter: 'exact', sort: true, width: 90 },
    toCode: { type: 'text', label: l('买入币种', 'To', '買入幣種'), required: true, form: 'create', maxLength: 20, filter: 'exact', width: 90 },
    minAmount: { type: 'money', scale: 18, label: l('最小数量', 'Minimum', '最小數量'), required: true, default: '0', width: 130 },
    maxAmount: { type: 'money', scale: 18, label: l('最大数量', 'Maximum', '最大數量'), required: true, width: 130 },
    feeRate: {
      type: 'decimal',
      scale: 8,
      min: '0',
      max: '0.05',
      percent: true,
      label: l('手续费率', 'Fee rate', '手續費率'),
      required: true,
      default: '0',
      width: 100,
      help: l('修改需另一位操作员审批', "A change waits for another operator's approval", '修改需另一位操作員審批'),
    },
    maxSpread: {
      type: 'decimal',
      scale: 8,
      min: '0',
      max: '0.05',
      percent: true,
      label: l('最大价差', 'Max spread', '最大價差'),
      required: true,
      width: 100,
      help: l('成交汇率与参考汇率的最大偏离；修改需审批', 'Largest distance of the applied rate from the reference rate; a change needs approval', '成交匯率與參考匯率的最大偏離；修改需審批'),
    },
    quoteTtlSeconds: { type: 'integer', min: 1, max: 300, label: l('报价有效秒数', 'Quote TTL (s)', '報價有效秒數'), required: true, default: 10, width: 110 },
    status: {
      type: 'enum',
      label: l('状态', 'Status', '狀態'),
      required: true,
      readOnly: true,
      filter: 'exact',
      width: 90,
      options: [
        { value: 'ACTIVE', label: l('启用', 'Active', '啟用'), color: 'success' },
        { value: 'PAUSED', label: l('暂停', 'Paused', '暫停'), color: 'default' },
      ],
    },
    pendingChange: { type: 'text', label: l('待审批变更', 'Awaiting approval', '待審批變更'), virtual: true, readOnly: true, export: false, detail: false, width: 220 },
    updatedAt: { type: 'datetime', label: l('更新时间', 'Updated', '更新時間'), readOnly: true, sort: true, width: 170 },
  },
  actions: {
    activate: {
      label: l('启用', 'Activate', '啟用'),
      ...switchOfPair,
      when: { field: 'status', in: ['PAUSED'] },
      confirm: l('启用后会员即可兑换该币对（费率与点差须已审批）。', 'Members can swap this pair once it is active (its fee and spread must be approved).', '啟用後會員即可兌換該幣對（費率與點差須已審批）。'),
    },
    pause: {
      label: l('暂停', 'Pause', '暫停'),
      ...switchOfPair,
      when: { field: 'status', in: ['ACTIVE'] },
      danger: true,
      confirm: l('暂停后会员不能再兑换该币对，直到再次启用。', 'Members cannot swap this pair until it is activated again.', '暫停後會員不能再兌換該幣對，直到再次啟用。'),
    },
  },
  menu: {
    parent: 'report',
    key: 'report.swap-pair',
    path: '/report/swap-pair',
    name: 'reportSwapPair',
    component: 'report/swap-pair/index',
    icon: 'SettingOutlined',
    sort: 4,
    keepAlive: true,
  },
});
