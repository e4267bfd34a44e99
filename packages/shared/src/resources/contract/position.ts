import { defineResource } from '../../resource/definition';
import { CONTRACT_TRADING_DIRECTORY, l, member, money, pnl, POSITION_SIDE_OPTIONS, productId } from './trading-labels';

export const POSITION_STATUS_OPTIONS = [
  { value: 'OPEN', label: l('持仓中', 'Open', '持倉中'), color: 'processing' },
  { value: 'CLOSED', label: l('已平仓', 'Closed', '已平倉'), color: 'default' },
  { value: 'LIQUIDATED', label: l('已强平', 'Liquidated', '已強平'), color: 'error' },
] as const;

/** Isolated margin only in this engine: a position can lose at most its own margin (the table's check holds it). */
export const MARGIN_MODE_OPTIONS = [{ value: 'ISOLATED', label: l('逐仓', 'Isolated', '逐倉') }] as const;

/**
 * Positions (catalogue §5.5), read-only, closest to liquidation first: the margin ratio is
 * maintenance margin ÷ equity at the mark, the mark being the latest recorded index sample (named
 * with its time). There is no approve/reject on a position: members close without anyone's leave.
 */
export const positionResource = defineResource({
  name: 'contract/position',
  table: 'ctr_position',
  permission: 'contract/position',
  title: l('持仓', 'Positions', '持倉'),
  recordName: l('持仓', 'position', '持倉'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'marginRatio', order: 'desc' },
  fields: {
    memberId: { ...member, required: true, readOnly: true, filter: 'exact', width: 150 },
    productId,
    side: { type: 'enum', options: POSITION_SIDE_OPTIONS, label: l('方向', 'Side', '方向'), required: true, readOnly: true, filter: 'exact', width: 70 },
    status: { type: 'enum', options: POSITION_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 90 },
    marginRatio: { type: 'decimal', scale: 8, percent: true, label: l('保证金率', 'Margin ratio', '保證金率'), required: true, readOnly: true, sort: true, filter: 'range', width: 110 },
    qty: { ...money('数量', 'Qty', '數量', 100), required: true },
    entryPrice: { ...money('开仓均价', 'Entry price', '開倉均價', 120), required: true },
    markPrice: money('标记价格', 'Mark price', '標記價格', 120),
    markedAt: { type: 'datetime', label: l('标记时间', 'Marked at', '標記時間'), readOnly: true, width: 170 },
    liquidationPrice: { ...money('强平价格', 'Liquidation price', '強平價格', 130), required: true },
    leverage: { type: 'integer', label: l('杠杆', 'Leverage', '槓桿'), required: true, readOnly: true, filter: 'range', width: 70 },
    margin: { ...money('保证金', 'Margin', '保證金', 120), required: true },
    unrealisedPnl: { ...pnl('未实现盈亏', 'Unrealised P&L', '未實現盈虧', 130), required: true },
    realisedPnl: { ...pnl('已实现盈亏', 'Realised P&L', '已實現盈虧', 130), required: true },
    marginMode: { type: 'enum', options: MARGIN_MODE_OPTIONS, label: l('保证金模式', 'Margin mode', '保證金模式'), required: true, readOnly: true, list: false },
    followId: { type: 'integer', label: l('跟单关系 ID', 'Follow id', '跟單關係 ID'), readOnly: true, list: false },
    isTest: { type: 'boolean', label: l('测试', 'Test', '測試'), required: true, readOnly: true, width: 70 },
    openedAt: { type: 'datetime', label: l('开仓时间', 'Opened', '開倉時間'), required: true, readOnly: true, sort: true, width: 170 },
    closedAt: { type: 'datetime', label: l('平仓时间', 'Closed', '平倉時間'), readOnly: true, list: false },
  },
  menu: { parent: CONTRACT_TRADING_DIRECTORY.key, key: 'contract.position', path: '/contract/position', name: 'contractPosition', icon: 'WalletOutlined', sort: 51, keepAlive: true, roles: ['common'] },
});
