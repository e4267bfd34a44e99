import { defineResource, type Label } from '../../resource/definition';
import { createdAt, effectiveAtInput, indexSourceRef, l } from './labels';

export const PRODUCT_KIND_OPTIONS = [
  { value: 'PERPETUAL', label: l('永续', 'Perpetual', '永續') },
  { value: 'DATED', label: l('交割（定期）', 'Dated', '交割（定期）') },
  { value: 'FIXED_EXPIRY', label: l('固定到期', 'Fixed expiry', '固定到期') },
] as const;

export const PRODUCT_STATE_OPTIONS = [
  { value: 'DRAFT', label: l('草稿', 'Draft', '草稿'), color: 'default' },
  { value: 'ENABLED', label: l('交易中', 'Enabled', '交易中'), color: 'success' },
  { value: 'LOCKED', label: l('已锁定', 'Locked', '已鎖定'), color: 'warning' },
  { value: 'HIDDEN', label: l('已隐藏', 'Hidden', '已隱藏'), color: 'default' },
  { value: 'DISABLED', label: l('已停用', 'Disabled', '已停用'), color: 'error' },
  { value: 'DELISTED', label: l('已下架', 'Delisted', '已下架'), color: 'default' },
] as const;

/** Where each state may move (modules/contracts/product-service.ts enforces it; DELISTED also needs zero open positions). */
export const PRODUCT_STATE_MOVES: Readonly<Record<string, readonly string[]>> = {
  DRAFT: ['ENABLED', 'DELISTED'],
  ENABLED: ['LOCKED', 'HIDDEN', 'DISABLED'],
  LOCKED: ['ENABLED', 'DISABLED'],
  HIDDEN: ['ENABLED', 'DISABLED'],
  DISABLED: ['ENABLED', 'DELISTED'],
  DELISTED: [],
};

/** The terms that change only four-eyes with a future effective time (they reach new orders only). */
export const PRODUCT_TERMS = {
  makerFeeRate: { type: 'decimal', scale: 8, min: '0', max: '0.1', label: l('挂单手续费率', 'Maker fee rate', '掛單手續費率'), required: true },
  takerFeeRate: { type: 'decimal', scale: 8, min: '0', max: '0.1', label: l('吃单手续费率', 'Taker fee rate', '吃單手續費率'), required: true },
  maxLeverage: { type: 'integer', label: l('最大杠杆', 'Max leverage', '最大槓桿'), required: true, min: 1, max: 200 },
  maintenanceMarginRate: { type: 'decimal', scale: 8, min: '0.0001', max: '1', label: l('维持保证金率', 'Maintenance margin rate', '維持保證金率'), required: true },
} as const;

/**
 * The fields of a product contract (§5.1) and of a test product contract (§5.2): one table,
 * told apart by `visible_to`. No platform-profit, floating-P&L or outcome column exists.
 */
function productFields(test: boolean) {
  return {
    symbol: { type: 'text', label: l('合约代码', 'Symbol', '合約代碼'), required: true, unique: true, maxLength: 40, form: 'create', filter: 'contains', sort: true, width: 150 },
    kind: { type: 'enum', options: PRODUCT_KIND_OPTIONS, label: l('类型', 'Kind', '類型'), required: true, form: 'create', filter: 'exact', width: 110 },
    base: { type: 'text', label: l('标的', 'Base', '標的'), required: true, maxLength: 20, form: 'create', width: 80 },
    quoteWalletCode: {
      type: 'text',
      label: test ? l('测试资产', 'Test asset', '測試資產') : l('计价币种', 'Quote asset', '計價幣種'),
      required: true,
      maxLength: 20,
      form: 'create',
      filter: 'exact',
      width: 100,
      ...(test ? { help: l('不可提现的测试资产，如 TUSDT', 'A non-withdrawable test asset, e.g. TUSDT', '不可提領的測試資產，如 TUSDT') } : {}),
    },
    indexSourceId: { ...indexSourceRef, required: true, form: 'create', filter: 'exact', width: 130 },
    contractSize: {
      type: 'decimal',
      scale: 8,
      min: '0.00000001',
      label: l('合约面值', 'Contract size', '合約面值'),
      required: true,
      list: false,
      help: l('离开草稿状态后不可修改：持仓按此面值计算盈亏', 'Fixed once the product leaves Draft: positions are valued at it', '離開草稿狀態後不可修改：持倉依此面值計算損益'),
    },
    priceScale: { type: 'integer', label: l('价格精度', 'Price scale', '價格精度'), required: true, min: 0, max: 12, list: false },
    qtyScale: { type: 'integer', label: l('数量精度', 'Quantity scale', '數量精度'), required: true, min: 0, max: 12, list: false },
    minQty: { type: 'decimal', scale: 8, min: '0.00000001', label: l('最小数量', 'Min quantity', '最小數量'), required: true, list: false },
    maxQty: { type: 'decimal', scale: 8, min: '0.00000001', label: l('最大数量', 'Max quantity', '最大數量'), required: true, list: false },
    leverageOptions: { type: 'json', label: l('杠杆档位', 'Leverage options', '槓桿檔位'), required: true, form: 'create', list: false, help: l('如 [1,5,10,20]', 'e.g. [1,5,10,20]', '如 [1,5,10,20]') },
    makerFeeRate: { ...PRODUCT_TERMS.makerFeeRate, form: 'create', width: 120 },
    takerFeeRate: { ...PRODUCT_TERMS.takerFeeRate, form: 'create', width: 120 },
    maxLeverage: { ...PRODUCT_TERMS.maxLeverage, form: 'create', width: 100 },
    maintenanceMarginRate: { ...PRODUCT_TERMS.maintenanceMarginRate, form: 'create', list: false },
    fundingIntervalHours: { type: 'integer', label: l('资金费率间隔（小时）', 'Funding interval (hours)', '資金費率間隔（小時）'), required: true, min: 1, max: 24, list: false },
    deliveryAt: { type: 'datetime', label: l('交割时间', 'Delivery at', '交割時間'), list: false },
    state: { type: 'enum', options: PRODUCT_STATE_OPTIONS, label: l('状态', 'State', '狀態'), required: true, readOnly: true, filter: 'in', width: 100 },
    sort: { type: 'integer', label: l('排序', 'Sort', '排序'), required: true, min: 0, max: 9999, sort: true, width: 70, default: 0 },
    ...(test ? { promotedToId: { type: 'reference', resource: 'contract/product', labelField: 'symbol', label: l('已转正为', 'Promoted to', '已轉正為'), readOnly: true, width: 140 } as const } : {}),
    createdAt,
  } as const;
}

const moveState = (permission: string) =>
  ({
    label: l('变更状态', 'Change state', '變更狀態'),
    scope: 'row',
    permission,
    when: { field: 'state', in: ['DRAFT', 'ENABLED', 'LOCKED', 'HIDDEN', 'DISABLED'] },
    input: { to: { type: 'enum', options: PRODUCT_STATE_OPTIONS.filter((o) => o.value !== 'DRAFT'), label: l('目标状态', 'New state', '目標狀態'), required: true } },
    reason: 'required',
    confirm: l('下架需要该产品没有未平仓持仓。', 'Delisting needs the product to have no open position.', '下架需要該產品沒有未平倉持倉。'),
  }) as const;

const changeTerms = (permission: string) =>
  ({
    label: l('调整费率/杠杆/保证金（复核）', 'Change fees, leverage or margin (four-eyes)', '調整費率/槓桿/保證金（覆核）'),
    scope: 'row',
    permission,
    when: { field: 'state', in: ['ENABLED', 'LOCKED', 'HIDDEN', 'DISABLED'] },
    input: { ...PRODUCT_TERMS, effectiveAt: effectiveAtInput },
    reason: 'required',
  }) as const;

/** One product resource (real or test) over `ctr_product`; the server scopes each to its `visible_to`. */
export function productResourceOf(options: { test: boolean; name: string; title: Label; recordName: Label; sort: number; key: string; path: string; component: string }) {
  const p = options.name;
  return defineResource({
    name: p,
    table: 'ctr_product',
    permission: p,
    title: options.title,
    recordName: options.recordName,
    ops: ['list', 'get', 'add', 'edit', 'export'],
    delete: 'refuse',
    defaultSort: { field: 'sort', order: 'asc' },
    recordLabel: 'symbol',
    fields: productFields(options.test),
    actions: {
      moveState: moveState(`${p}/state`),
      changeTerms: changeTerms(`${p}/edit`),
      ...(options.test
        ? {
            promote: {
              label: l('转为正式产品', 'Promote to real product', '轉為正式產品'),
              scope: 'row',
              permission: `${p}/promote`,
              input: {
                symbol: { type: 'text', label: l('正式合约代码', 'Real product symbol', '正式合約代碼'), required: true, maxLength: 40 },
                quoteWalletCode: { type: 'text', label: l('正式计价币种', 'Real quote asset', '正式計價幣種'), required: true, maxLength: 20 },
              },
              confirm: l('复制设置为新的草稿正式产品；持仓不会转移。', 'Copies the settings into a new DRAFT real product; positions never move.', '複製設定為新的草稿正式產品；持倉不會轉移。'),
            },
          }
        : {}),
    },
    menu: { parent: 'contract', key: options.key, path: options.path, component: options.component, icon: 'AppstoreOutlined', sort: options.sort, keepAlive: true, roles: ['common'] },
  });
}
