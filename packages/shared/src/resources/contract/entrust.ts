import { defineResource } from '../../resource/definition';
import { CONTRACT_TRADING_DIRECTORY, l, member, money, POSITION_SIDE_OPTIONS, productId } from './trading-labels';

export const BULK_CANCEL_PERMISSION = 'contract/product/bulk-cancel';

export const ORDER_STATUS_OPTIONS = [
  { value: 'NEW', label: l('委托中', 'Open', '委託中'), color: 'processing' },
  { value: 'FILLED', label: l('已成交', 'Filled', '已成交'), color: 'success' },
  { value: 'CANCELLED', label: l('已撤销', 'Cancelled', '已撤銷'), color: 'default' },
  { value: 'REJECTED', label: l('已拒绝', 'Rejected', '已拒絕'), color: 'warning' },
] as const;
export const ORDER_SOURCE_OPTIONS = [
  { value: 'MEMBER', label: l('会员', 'Member', '會員') },
  { value: 'COPY', label: l('跟单', 'Copy', '跟單') },
  { value: 'LIQUIDATION', label: l('强平', 'Liquidation', '強平') },
  { value: 'MARKET_MAKER', label: l('做市账户', 'Market maker', '做市帳戶') },
] as const;

/**
 * Entrusts (catalogue §5.5): members' orders, read-only. The one operator action is the system's
 * bulk cancel of a LOCKED or DELISTED product's open orders; no page edits a price or a result.
 */
export const entrustResource = defineResource({
  name: 'contract/entrust',
  table: 'ctr_order',
  permission: 'contract/entrust',
  title: l('委托', 'Entrusts', '委託'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'orderNo',
  fields: {
    orderNo: { type: 'text', label: l('委托单号', 'Order no.', '委託單號'), required: true, readOnly: true, filter: 'exact', width: 210 },
    memberId: { ...member, required: true, readOnly: true, filter: 'exact', width: 150 },
    productId,
    side: { type: 'enum', options: [{ value: 'BUY', label: l('买', 'Buy', '買') }, { value: 'SELL', label: l('卖', 'Sell', '賣') }], label: l('方向', 'Side', '方向'), required: true, readOnly: true, filter: 'exact', width: 70 },
    positionSide: { type: 'enum', options: POSITION_SIDE_OPTIONS, label: l('仓位方向', 'Position side', '倉位方向'), required: true, readOnly: true, width: 90 },
    type: { type: 'enum', options: [{ value: 'LIMIT', label: l('限价', 'Limit', '限價') }, { value: 'MARKET', label: l('市价', 'Market', '市價') }], label: l('类型', 'Type', '類型'), required: true, readOnly: true, filter: 'exact', width: 80 },
    status: { type: 'enum', options: ORDER_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 90 },
    price: money('委托价', 'Limit price', '委託價', 120),
    qty: { ...money('数量', 'Qty', '數量', 100), required: true },
    filledQty: { ...money('已成交', 'Filled', '已成交', 100), required: true },
    avgFillPrice: money('成交均价', 'Avg fill price', '成交均價', 120),
    leverage: { type: 'integer', label: l('杠杆', 'Leverage', '槓桿'), required: true, readOnly: true, width: 70 },
    reduceOnly: { type: 'boolean', label: l('只减仓', 'Reduce only', '只減倉'), required: true, readOnly: true, width: 80 },
    fee: { ...money('手续费', 'Fee', '手續費', 110), required: true },
    marginLocked: { ...money('冻结保证金', 'Margin held', '凍結保證金', 120), required: true },
    makerFeeRate: { type: 'decimal', scale: 18, percent: true, label: l('挂单费率', 'Maker rate', '掛單費率'), required: true, readOnly: true, list: false },
    takerFeeRate: { type: 'decimal', scale: 18, percent: true, label: l('吃单费率', 'Taker rate', '吃單費率'), required: true, readOnly: true, list: false },
    source: { type: 'enum', options: ORDER_SOURCE_OPTIONS, label: l('来源', 'Source', '來源'), required: true, readOnly: true, filter: 'exact', width: 90 },
    followId: { type: 'integer', label: l('跟单关系 ID', 'Follow id', '跟單關係 ID'), readOnly: true, list: false },
    isTest: { type: 'boolean', label: l('测试', 'Test', '測試'), required: true, readOnly: true, width: 70 },
    cancelReason: { type: 'text', label: l('撤销原因', 'Cancel reason', '撤銷原因'), readOnly: true, list: false },
    createdAt: { type: 'datetime', label: l('下单时间', 'Placed', '下單時間'), required: true, readOnly: true, sort: true, filter: 'range', width: 170 },
  },
  actions: {
    bulkCancel: {
      label: l('锁定/下架产品撤单', 'Cancel orders of a locked product', '鎖定/下架產品撤單'),
      permission: BULK_CANCEL_PERMISSION,
      scope: 'page',
      danger: true,
      reason: 'required',
      input: { productId: { type: 'integer', label: l('合约产品 ID', 'Product id', '合約產品 ID'), required: true, min: 1 } },
      confirm: l('仅当产品已锁定或下架时可用：撤销其全部未成交委托并释放保证金。', 'Only for a LOCKED or DELISTED product: cancels all its open orders and releases their margin.', '僅當產品已鎖定或下架時可用：撤銷其全部未成交委託並釋放保證金。'),
    },
  },
  menu: { parent: CONTRACT_TRADING_DIRECTORY.key, key: 'contract.entrust', path: '/contract/entrust', name: 'contractEntrust', icon: 'ProfileOutlined', sort: 50, keepAlive: true, roles: ['common'] },
});
