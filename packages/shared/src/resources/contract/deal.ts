import { defineResource } from '../../resource/definition';
import { CONTRACT_TRADING_DIRECTORY, l, member, money, pnl, productId } from './trading-labels';

/**
 * Contract deals (catalogue §5.6): immutable fills, read-only. Every fill's other side is the
 * market-maker account, flagged so its volume is reported apart; each names the index sample it
 * was priced from.
 */
export const dealResource = defineResource({
  name: 'contract/deal',
  table: 'ctr_deal',
  permission: 'contract/deal',
  title: l('合约成交', 'Contract deals', '合約成交'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'executedAt', order: 'desc' },
  recordLabel: 'dealNo',
  fields: {
    dealNo: { type: 'text', label: l('成交编号', 'Deal no.', '成交編號'), required: true, readOnly: true, filter: 'exact', width: 210 },
    memberId: { ...member, required: true, readOnly: true, filter: 'exact', width: 150 },
    productId,
    price: { ...money('成交价', 'Price', '成交價', 120), required: true },
    qty: { ...money('数量', 'Qty', '數量', 100), required: true },
    makerFee: { ...money('挂单方手续费', 'Maker fee', '掛單方手續費', 120), required: true },
    takerFee: { ...money('吃单方手续费', 'Taker fee', '吃單方手續費', 120), required: true },
    realisedPnl: { ...pnl('已实现盈亏', 'Realised P&L', '已實現盈虧', 130), required: true },
    isLiquidation: { type: 'boolean', label: l('强平', 'Liquidation', '強平'), required: true, readOnly: true, filter: 'exact', width: 80 },
    isMarketMaker: { type: 'boolean', label: l('做市账户对手', 'Market-maker side', '做市帳戶對手'), required: true, readOnly: true, filter: 'exact', width: 110 },
    isTest: { type: 'boolean', label: l('测试', 'Test', '測試'), required: true, readOnly: true, filter: 'exact', width: 70 },
    makerOrderId: { type: 'integer', label: l('挂单委托 ID', 'Maker order id', '掛單委託 ID'), required: true, readOnly: true, list: false },
    takerOrderId: { type: 'integer', label: l('吃单委托 ID', 'Taker order id', '吃單委託 ID'), required: true, readOnly: true, list: false },
    makerMemberId: { type: 'integer', label: l('挂单会员 ID', 'Maker member id', '掛單會員 ID'), required: true, readOnly: true, list: false },
    takerMemberId: { type: 'integer', label: l('吃单会员 ID', 'Taker member id', '吃單會員 ID'), required: true, readOnly: true, list: false },
    followId: { type: 'integer', label: l('跟单关系 ID', 'Follow id', '跟單關係 ID'), readOnly: true, list: false },
    priceSampleId: { type: 'integer', label: l('指数样本 ID', 'Index sample id', '指數樣本 ID'), required: true, readOnly: true, width: 110 },
    indexPriceAtExec: { ...money('成交时指数价', 'Index at fill', '成交時指數價', 130), required: true },
    executedAt: { type: 'datetime', label: l('成交时间', 'Executed', '成交時間'), required: true, readOnly: true, sort: true, filter: 'range', width: 170 },
  },
  menu: { parent: CONTRACT_TRADING_DIRECTORY.key, key: 'contract.deal', path: '/contract/deal', name: 'contractDeal', icon: 'TransactionOutlined', sort: 52, keepAlive: true, roles: ['common'] },
});
