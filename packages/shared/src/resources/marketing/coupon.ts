import { defineResource, type Label } from '../../resource/definition';
import { COUPON_SEND_MAX } from './codes-states';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

export const COUPON_APPROVE_PERMISSION = 'marketing/coupon/approve';
/** A sending's progress and per-member results, polled by the console (GET, list permission). */
export const COUPON_SEND_PATH = 'marketing/coupon/sendGet';

export const COUPON_STATUS_OPTIONS = [
  { value: 'UNUSED', label: l('未使用', 'Unused', '未使用'), color: 'processing' },
  { value: 'LOCKED', label: l('锁定中', 'Locked', '鎖定中'), color: 'warning' },
  { value: 'USED', label: l('已使用', 'Used', '已使用'), color: 'success' },
  { value: 'EXPIRED', label: l('已过期', 'Expired', '已過期'), color: 'default' },
  { value: 'REVOKED', label: l('已撤销', 'Revoked', '已撤銷'), color: 'error' },
] as const;

export const COUPON_ISSUED_VIA_OPTIONS = [
  { value: 'GRANT', label: l('后台发放', 'Granted', '後台發放') },
  { value: 'CLAIM', label: l('会员领取', 'Claimed', '會員領取') },
  { value: 'REDEEM_CODE', label: l('兑换码', 'Redemption code', '兌換碼') },
  { value: 'POINTS', label: l('积分兑换', 'Points', '積分兌換') },
  { value: 'WHEEL', label: l('转盘奖品', 'Prize wheel', '轉盤獎品') },
] as const;

const template = { type: 'reference', resource: 'marketing/coupon-template', labelField: 'code', label: l('模板', 'Template', '模板'), required: true } as const;

/**
 * Coupons (catalogue §7.3): one per member, issued by a sending, a claim or a redemption code,
 * locked by an order, used on its fill (a cash rebate paid from the template's budget), unlocked
 * on its cancel, expired by the job; an unused one may be revoked with a reason.
 */
export const couponResource = defineResource({
  name: 'marketing/coupon',
  table: 'mkt_coupon',
  permission: 'marketing/coupon',
  title: l('优惠券', 'Coupons', '優惠券'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'couponNo',
  fields: {
    couponNo: { type: 'text', label: l('券号', 'Coupon no.', '券號'), required: true, readOnly: true, filter: 'exact', width: 200 },
    templateId: { ...template, readOnly: true, filter: 'exact', width: 150 },
    memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員'), required: true, readOnly: true, filter: 'exact', width: 150 },
    issuedVia: { type: 'enum', options: COUPON_ISSUED_VIA_OPTIONS, label: l('来源', 'Issued via', '來源'), required: true, readOnly: true, filter: 'exact', width: 110 },
    status: { type: 'enum', options: COUPON_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 100 },
    issuedAt: { type: 'datetime', label: l('发放时间', 'Issued', '發放時間'), required: true, readOnly: true, width: 170 },
    expiresAt: { type: 'datetime', label: l('到期时间', 'Expires', '到期時間'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 },
    usedAt: { type: 'datetime', label: l('使用时间', 'Used', '使用時間'), readOnly: true, width: 170 },
    usedRef: { type: 'text', label: l('使用订单', 'Used on', '使用訂單'), readOnly: true, width: 160 },
    savedAmount: { type: 'money', scale: 18, label: l('优惠金额', 'Saved', '優惠金額'), readOnly: true, width: 110 },
    revokeReason: { type: 'text', label: l('撤销原因', 'Revoke reason', '撤銷原因'), readOnly: true, list: false },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), required: true, readOnly: true, sort: true, list: false },
  },
  actions: {
    send: {
      label: l('发券', 'Send coupons', '發券'),
      scope: 'page',
      permission: 'marketing/coupon/grant',
      input: {
        templateId: template,
        members: {
          type: 'text',
          label: l('会员（ID 或账号）', 'Members (ids or accounts)', '會員（ID 或帳號）'),
          required: true,
          maxLength: 60_000,
          widget: 'textarea',
          help: l(`每行或逗号分隔一个，最多 ${COUPON_SEND_MAX} 个`, `One per line or comma-separated, at most ${COUPON_SEND_MAX}`, `每行或逗號分隔一個，最多 ${COUPON_SEND_MAX} 個`),
        },
        reason: { type: 'text', label: l('原因', 'Reason', '原因'), required: true, maxLength: 500 },
      },
    },
    revoke: {
      label: l('撤销', 'Revoke', '撤銷'),
      scope: 'row',
      danger: true,
      reason: 'required',
      when: { field: 'status', in: ['UNUSED'] },
      confirm: l('只能撤销未使用的券。', 'Only an unused coupon can be revoked.', '只能撤銷未使用的券。'),
    },
  },
  menu: { parent: 'marketing', key: 'marketing.coupon', path: '/marketing/coupon', name: 'marketingCoupon', component: 'marketing/coupon/index', icon: 'TransactionOutlined', sort: 31, keepAlive: true, roles: ['common'] },
});
