import { defineResource, type Label } from '../../resource/definition';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

export const REDEEM_CODE_STATUS_OPTIONS = [
  { value: 'UNUSED', label: l('未使用', 'Unused', '未使用'), color: 'processing' },
  { value: 'REDEEMED', label: l('已兑换', 'Redeemed', '已兌換'), color: 'success' },
  { value: 'VOID', label: l('已作废', 'Void', '已作廢'), color: 'default' },
] as const;

/** The codes of the batches: only the last four characters are ever shown (the rest is a hash). */
export const redeemCodeResource = defineResource({
  name: 'marketing/redeem-code',
  table: 'mkt_redeem_code',
  permission: 'marketing/redeem-code',
  title: l('兑换码', 'Redemption codes', '兌換碼'),
  ops: ['list', 'get'],
  delete: 'refuse',
  defaultSort: { field: 'id', order: 'desc' },
  recordLabel: 'codeHint',
  fields: {
    batchId: { type: 'reference', resource: 'marketing/redeem-batch', labelField: 'batchNo', label: l('批次', 'Batch', '批次'), required: true, readOnly: true, filter: 'exact', width: 190 },
    codeHint: { type: 'text', label: l('末四位', 'Last four', '末四位'), required: true, readOnly: true, filter: 'exact', width: 100 },
    status: { type: 'enum', options: REDEEM_CODE_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 100 },
    redeemedBy: { type: 'reference', resource: 'member/member', labelField: 'account', label: l('兑换会员', 'Redeemed by', '兌換會員'), readOnly: true, filter: 'exact', width: 150 },
    redeemedAt: { type: 'datetime', label: l('兑换时间', 'Redeemed', '兌換時間'), readOnly: true, width: 170 },
    createdAt: { type: 'datetime', label: l('生成时间', 'Minted', '產生時間'), required: true, readOnly: true, width: 170 },
  },
  actions: {
    void: {
      label: l('作废', 'Void', '作廢'),
      scope: 'bulk',
      permission: 'marketing/redeem-batch/void',
      danger: true,
      reason: 'required',
      when: { field: 'status', in: ['UNUSED'] },
    },
  },
  menu: { parent: 'marketing', key: 'marketing.redeemCode', path: '/marketing/redeem-code', name: 'marketingRedeemCode', icon: 'FileTextOutlined', sort: 21, keepAlive: true, roles: ['common'] },
});
