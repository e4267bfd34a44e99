import { defineResource } from '../../resource/definition';
import { createdAt, effectiveAtInput, l } from './labels';

export const INDEX_SOURCE_APPROVE_PERMISSION = 'contract/index-source/approve';

export const INDEX_METHOD_OPTIONS = [
  { value: 'MEDIAN', label: l('中位数', 'Median', '中位數') },
  { value: 'VWAP', label: l('成交量加权均价', 'Volume-weighted average (VWAP)', '成交量加權均價') },
  { value: 'TWAP', label: l('时间加权均价', 'Time-weighted average (TWAP)', '時間加權均價') },
] as const;

/** The feed adapters: the built-in demo feed is simulated and says so wherever it is shown. */
export const INDEX_FEED_OPTIONS = [
  { value: 'demo', label: l('演示数据源（模拟，非市场价格）', 'DEMO feed (simulated, not a market price)', '演示資料源（模擬，非市場價格）'), color: 'warning' },
] as const;

export const INDEX_SOURCE_STATUS_OPTIONS = [
  { value: 'ACTIVE', label: l('使用中', 'Active', '使用中'), color: 'success' },
  { value: 'RETIRED', label: l('已停用', 'Retired', '已停用'), color: 'default' },
] as const;

const method = {
  method: { type: 'enum', options: INDEX_METHOD_OPTIONS, label: l('计算方法', 'Method', '計算方法'), required: true },
  windowSeconds: { type: 'integer', label: l('窗口（秒）', 'Window (seconds)', '窗口（秒）'), required: true, min: 1, max: 3600 },
  outlierPercent: {
    type: 'decimal',
    scale: 4,
    min: '0.1',
    max: '50',
    label: l('异常值阈值（%）', 'Outlier threshold (%)', '異常值閾值（%）'),
    required: true,
    help: l('偏离中位数超过该百分比的报价被剔除。', 'Quotes further than this from the median are left out.', '偏離中位數超過該百分比的報價被剔除。'),
  },
} as const;

/**
 * Index sources (catalogue §5.7): how each index is computed from its venues. The method, window
 * and outlier rule are published; they change only with a second operator and a future effective time.
 */
export const indexSourceResource = defineResource({
  name: 'contract/index-source',
  table: 'ctr_index_source',
  permission: 'contract/index-source',
  title: l('指数来源', 'Index sources', '指數來源'),
  recordName: l('指数来源', 'index source', '指數來源'),
  ops: ['list', 'get', 'add', 'edit'],
  delete: 'refuse',
  defaultSort: { field: 'code', order: 'asc' },
  recordLabel: 'code',
  fields: {
    code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, unique: true, maxLength: 40, form: 'create', filter: 'contains', sort: true, width: 140 },
    name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, maxLength: 100, filter: 'contains', width: 180 },
    feed: { type: 'enum', options: INDEX_FEED_OPTIONS, label: l('数据源', 'Feed', '資料源'), required: true, form: 'create', filter: 'exact', width: 260, default: 'demo' },
    method: { ...method.method, form: 'create', filter: 'exact', width: 150 },
    windowSeconds: { ...method.windowSeconds, form: 'create', width: 110 },
    outlierPercent: { ...method.outlierPercent, form: 'create', width: 120 },
    // The English sentence the evidence file carries; the console words the rule from outlierPercent.
    outlierRule: { type: 'text', label: l('异常值规则', 'Outlier rule', '異常值規則'), readOnly: true, list: false, detail: false },
    constituents: {
      type: 'json',
      label: l('成分交易所与权重', 'Constituent venues and weights', '成分交易所與權重'),
      required: true,
      form: 'create',
      list: false,
      help: l('如 [{"venue":"demo-a","symbol":"BTCUSDT","weight":"1"}]', 'e.g. [{"venue":"demo-a","symbol":"BTCUSDT","weight":"1"}]', '如 [{"venue":"demo-a","symbol":"BTCUSDT","weight":"1"}]'),
    },
    publishedDocUrl: { type: 'text', label: l('公开说明链接', 'Published method page', '公開說明連結'), maxLength: 500, validator: 'url', list: false },
    status: { type: 'enum', options: INDEX_SOURCE_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'exact', width: 100 },
    createdAt,
  },
  actions: {
    changeMethod: {
      label: l('变更计算方法（复核）', 'Change method (four-eyes)', '變更計算方法（覆核）'),
      scope: 'row',
      permission: 'contract/index-source/edit',
      when: { field: 'status', in: ['ACTIVE'] },
      input: { ...method, effectiveAt: effectiveAtInput },
      reason: 'required',
    },
  },
  menu: { parent: 'contract', key: 'contract.indexSource', path: '/contract/index-source', name: 'contractIndexSource', component: 'contracts/index-source/index', icon: 'DashboardOutlined', sort: 1, keepAlive: true, roles: ['common'] },
});
