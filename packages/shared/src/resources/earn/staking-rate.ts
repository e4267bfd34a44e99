import { defineResource } from '../../resource/definition';
import { businessDateHelp, l, productRef } from './labels';

/**
 * Published daily rates (catalogue §4): one per product and business date, published by a second
 * operator (the product page's "Publish daily rate" files the request). Read-only here.
 */
export const stakingRateResource = defineResource({
  name: 'earn/rate',
  table: 'stk_rate_day',
  permission: 'earn/rate',
  title: l('每日利率', 'Daily rates', '每日利率'),
  recordName: l('每日利率', 'daily rate', '每日利率'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'rateDate', order: 'desc' },
  fields: {
    productId: { ...productRef, required: true, readOnly: true, filter: 'exact', width: 150 },
    rateDate: { type: 'text', label: l('业务日', 'Business date', '業務日'), required: true, readOnly: true, filter: 'prefix', sort: true, width: 120, help: businessDateHelp },
    apr: { type: 'decimal', scale: 8, percent: true, label: l('当日年化', 'APR of the day', '當日年化'), required: true, readOnly: true, width: 120 },
    sourceNote: { type: 'text', label: l('依据', 'Source note', '依據'), required: true, readOnly: true, width: 260 },
    makerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('经办人', 'Maker', '經辦人'), readOnly: true, width: 110 },
    approverId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('复核人', 'Approved by', '覆核人'), readOnly: true, width: 110 },
    publishedAt: { type: 'datetime', label: l('发布时间', 'Published at', '發佈時間'), required: true, readOnly: true, sort: true, width: 170 },
  },
  menu: { parent: 'earn', key: 'earn.rate', path: '/earn/rate', icon: 'BarChartOutlined', sort: 4, keepAlive: true, roles: ['common'] },
});
