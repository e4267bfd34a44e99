import { POINTS_APPROVE_PERMISSION, POINTS_GRANT_FOUR_EYES_ABOVE, POINTS_REF_TYPES, POINTS_SOURCES } from './points-states';
import { defineResource } from '../../resource/definition';
import { createdAt, l, member, operator, optionsOf, reasonInput } from './labels';

export { POINTS_APPROVE_PERMISSION };
export const POINTS_GRANT_PERMISSION = 'marketing/points/grant';
/** The sum of change over the list's filters (GET, list permission). */
export const POINTS_SUM_PATH = 'marketing/points/sum';
/** A points batch send's progress and per-member results (GET ?id=, list permission). */
export const POINTS_BATCH_PATH = 'marketing/points/batchGet';

const SOURCE_LABELS: Record<(typeof POINTS_SOURCES)[number], readonly [string, string, string, string]> = {
  SIGNIN: ['签到', 'Sign-in', '簽到', 'success'],
  TASK: ['任务', 'Task', '任務', 'success'],
  FEE_REWARD: ['手续费返积分', 'Fee reward', '手續費返積分', 'success'],
  EXCHANGE: ['兑换', 'Exchange', '兌換', 'warning'],
  GRANT: ['发放', 'Grant', '發放', 'processing'],
  EXPIRE: ['过期', 'Expired', '過期', 'default'],
  REVERSAL: ['冲正', 'Reversal', '沖正', 'error'],
  WHEEL_COST: ['转盘消耗', 'Wheel draw cost', '轉盤消耗', 'warning'],
  WHEEL_PRIZE: ['转盘奖品', 'Wheel prize', '轉盤獎品', 'success'],
  REDEEM_CODE: ['兑换码', 'Redemption code', '兌換碼', 'success'],
};
export const POINTS_SOURCE_OPTIONS = optionsOf(POINTS_SOURCES, SOURCE_LABELS);

const REF_TYPE_OPTIONS = optionsOf(POINTS_REF_TYPES, {
  POINTS_GRANT: ['积分发放', 'Points grant', '積分發放'],
  POINTS_EXCHANGE: ['积分兑换', 'Points exchange', '積分兌換'],
  SIGNIN_RECORD: ['签到记录', 'Sign-in record', '簽到記錄'],
  WHEEL_DRAW: ['转盘抽奖', 'Wheel draw', '轉盤抽獎'],
  REDEEM_CODE: ['兑换码兑换', 'Code redemption', '兌換碼兌換'],
});

/**
 * Integral records (catalogue §7.4): the append-only points log, newest first, with the sum of
 * change over the filters. Send integral to one member or a list (four-eyes above
 * POINTS_GRANT_FOUR_EYES_ABOVE); a grant's reversal is a negative row, never an edit.
 */
export const pointsLogResource = defineResource({
  name: 'marketing/points',
  table: 'mkt_points_log',
  permission: 'marketing/points',
  title: l('积分记录', 'Integral records', '積分記錄'),
  recordName: l('积分记录', 'points record', '積分記錄'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: {
    memberId: { ...member, required: true, readOnly: true, filter: 'exact', width: 170 },
    change: { type: 'integer', label: l('变动', 'Change', '變動'), required: true, readOnly: true, width: 100 },
    balanceAfter: { type: 'integer', label: l('变动后余额', 'Balance after', '變動後餘額'), required: true, readOnly: true, width: 120 },
    source: { type: 'enum', options: POINTS_SOURCE_OPTIONS, label: l('来源', 'Source', '來源'), required: true, readOnly: true, filter: 'in', width: 120 },
    refType: { type: 'enum', options: REF_TYPE_OPTIONS, label: l('关联类型', 'Ref type', '關聯類型'), required: true, readOnly: true, width: 140 },
    refId: { type: 'integer', label: l('关联 ID', 'Ref id', '關聯 ID'), required: true, readOnly: true, width: 90 },
    operatorId: { ...operator, width: 110 },
    note: { type: 'text', label: l('备注', 'Note', '備註'), readOnly: true, width: 200 },
    createdAt,
  },
  actions: {
    grant: {
      label: l('发放积分', 'Send integral', '發放積分'),
      scope: 'page',
      permission: POINTS_GRANT_PERMISSION,
      input: {
        memberId: { ...member, required: true },
        points: { type: 'integer', label: l('积分', 'Points', '積分'), required: true, min: 1, max: 100_000_000, help: l(`超过 ${POINTS_GRANT_FOUR_EYES_ABOVE} 需另一位操作员复核`, `Above ${POINTS_GRANT_FOUR_EYES_ABOVE} a second operator approves`, `超過 ${POINTS_GRANT_FOUR_EYES_ABOVE} 需另一位操作員覆核`) },
        reasonCode: reasonInput,
        note: { type: 'text', label: l('备注', 'Note', '備註'), maxLength: 500, widget: 'textarea' },
      },
    },
    batchGrant: {
      label: l('批量发放', 'Batch send', '批量發放'),
      scope: 'page',
      permission: POINTS_GRANT_PERMISSION,
      input: {
        members: {
          type: 'text',
          label: l('会员（ID 或账号）', 'Members (ids or accounts)', '會員（ID 或帳號）'),
          required: true,
          maxLength: 30_000,
          widget: 'textarea',
          help: l('每行或逗号分隔一个；也可粘贴 CSV 的第一列', 'One per line or comma-separated; a CSV’s first column works too', '每行或逗號分隔一個；也可貼上 CSV 的第一欄'),
        },
        points: { type: 'integer', label: l('每人积分', 'Points each', '每人積分'), required: true, min: 1, max: 100_000_000 },
        reasonCode: reasonInput,
      },
    },
    reverse: {
      label: l('冲正', 'Reverse', '沖正'),
      scope: 'row',
      danger: true,
      reason: 'required',
      when: { field: 'source', in: ['GRANT'] },
      confirm: l('写入一条负数记录冲回这次发放；余额不足时拒绝。', 'Writes a negative row taking this grant back; refused if the member has spent the points.', '寫入一筆負數記錄沖回這次發放；餘額不足時拒絕。'),
    },
  },
  menu: { parent: 'marketing', key: 'marketing.points', path: '/marketing/points', name: 'marketingPoints', component: 'marketing/points/index', icon: 'AccountBookOutlined', sort: 40, keepAlive: true, roles: ['common'] },
});

/** Putting an item on sale and taking it off are one permission, granted by the 'On/off' button roles already hold. */
const switchOfItem = {
  scope: 'row',
  permission: 'marketing/points-item/toggle',
  menuButton: { key: 'toggle', title: l('上架/下架', 'On/off', '上架/下架') },
} as const;

export const POINTS_ITEM_STATUS_OPTIONS = [
  { value: 'ON', label: l('上架', 'On sale', '上架'), color: 'success' },
  { value: 'OFF', label: l('下架', 'Off', '下架'), color: 'default' },
] as const;
export const POINTS_BENEFIT_OPTIONS = [
  { value: 'COUPON', label: l('优惠券', 'Coupon', '優惠券') },
  { value: 'TRIAL_FUND', label: l('体验金', 'Trial fund', '體驗金') },
  { value: 'MERCH', label: l('实物', 'Merchandise', '實物') },
] as const;

/** Points items: what the points shop offers; stock only goes down through exchanges (WHERE stock > 0). */
export const pointsItemResource = defineResource({
  name: 'marketing/points-item',
  table: 'mkt_points_item',
  permission: 'marketing/points-item',
  title: l('积分商品', 'Points items', '積分商品'),
  recordName: l('积分商品', 'points item', '積分商品'),
  ops: ['list', 'get', 'add', 'edit'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'code',
  fields: {
    code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, unique: true, maxLength: 40, filter: 'contains', width: 140 },
    name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, maxLength: 100, filter: 'contains', width: 180 },
    costPoints: { type: 'integer', label: l('所需积分', 'Cost (points)', '所需積分'), required: true, min: 1, max: 100_000_000, width: 120 },
    benefitKind: { type: 'enum', options: POINTS_BENEFIT_OPTIONS, label: l('权益类型', 'Benefit', '權益類型'), required: true, filter: 'exact', width: 110 },
    couponTemplateId: {
      type: 'reference',
      resource: 'marketing/coupon-template',
      labelField: 'code',
      label: l('优惠券模板', 'Coupon template', '優惠券模板'),
      when: { field: 'benefitKind', in: ['COUPON'] },
      list: false,
      help: l('兑换时立即发放此模板的优惠券（须已发布）', 'The exchange issues a coupon of this template at once (it must be published)', '兌換時立即發放此模板的優惠券（須已發布）'),
    },
    trialTemplateId: {
      type: 'reference',
      resource: 'member/trial-template',
      labelField: 'code',
      label: l('体验金模板', 'Trial template', '體驗金模板'),
      when: { field: 'benefitKind', in: ['TRIAL_FUND'] },
      list: false,
      help: l('兑换时立即从该模板的预算发放体验金（须启用）', 'The exchange grants trial fund from this template’s budget at once (it must be active)', '兌換時立即從該模板的預算發放體驗金（須啟用）'),
    },
    stock: { type: 'integer', label: l('库存', 'Stock', '庫存'), required: true, min: 0, max: 10_000_000, sort: true, width: 90 },
    perMemberLimit: { type: 'integer', label: l('每人限兑', 'Per-member limit', '每人限兌'), required: true, min: 1, max: 1000, default: 1, width: 110 },
    status: { type: 'enum', options: POINTS_ITEM_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 90 },
    createdAt: { ...createdAt, list: false },
  },
  actions: {
    putOnSale: { label: l('上架', 'Put on sale', '上架'), ...switchOfItem, when: { field: 'status', in: ['OFF'] } },
    takeOffSale: {
      label: l('下架', 'Take off sale', '下架'),
      ...switchOfItem,
      when: { field: 'status', in: ['ON'] },
      danger: true,
      confirm: l('下架后会员不能再兑换该商品，已下的兑换单不受影响。', 'Members can no longer exchange points for it; exchanges already placed are not affected.', '下架後會員不能再兌換該商品，已下的兌換單不受影響。'),
    },
  },
  menu: { parent: 'marketing', key: 'marketing.pointsItem', path: '/marketing/points-item', name: 'marketingPointsItem', icon: 'AppstoreOutlined', sort: 41, keepAlive: true, roles: ['common'] },
});

export const EXCHANGE_STATUS_OPTIONS = [
  { value: 'PLACED', label: l('待发放', 'Placed', '待發放'), color: 'processing' },
  { value: 'FULFILLED', label: l('已发放', 'Fulfilled', '已發放'), color: 'success' },
  { value: 'CANCELLED', label: l('已取消', 'Cancelled', '已取消'), color: 'default' },
] as const;

/** Exchange records: members' spends in the points shop; fulfil (with a reference) or cancel (points and stock come back). */
export const pointsExchangeResource = defineResource({
  name: 'marketing/points-exchange',
  table: 'mkt_points_exchange',
  permission: 'marketing/points-exchange',
  title: l('兑换记录', 'Exchange records', '兌換記錄'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'exchangeNo',
  fields: {
    exchangeNo: { type: 'text', label: l('兑换单号', 'Exchange no.', '兌換單號'), required: true, readOnly: true, filter: 'exact', width: 200 },
    memberId: { ...member, required: true, readOnly: true, filter: 'exact', width: 160 },
    itemId: { type: 'reference', resource: 'marketing/points-item', labelField: 'code', label: l('商品', 'Item', '商品'), required: true, readOnly: true, filter: 'exact', width: 130 },
    cost: { type: 'integer', label: l('消耗积分', 'Cost', '消耗積分'), required: true, readOnly: true, width: 100 },
    status: { type: 'enum', options: EXCHANGE_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'in', width: 100 },
    fulfilmentRef: { type: 'text', label: l('发放凭据', 'Fulfilment ref', '發放憑據'), readOnly: true, width: 180 },
    createdAt,
  },
  actions: {
    fulfil: {
      label: l('发放', 'Fulfil', '發放'),
      scope: 'row',
      when: { field: 'status', in: ['PLACED'] },
      input: { fulfilmentRef: { type: 'text', label: l('发放凭据', 'Fulfilment ref', '發放憑據'), required: true, maxLength: 200, help: l('快递单号或券码', 'Tracking number or coupon code', '快遞單號或券碼') } },
    },
    cancel: {
      label: l('取消并退还积分', 'Cancel and refund', '取消並退還積分'),
      scope: 'row',
      danger: true,
      reason: 'required',
      when: { field: 'status', in: ['PLACED'] },
    },
  },
  menu: { parent: 'marketing', key: 'marketing.pointsExchange', path: '/marketing/points-exchange', name: 'marketingPointsExchange', icon: 'TransactionOutlined', sort: 42, keepAlive: true, roles: ['common'] },
});
