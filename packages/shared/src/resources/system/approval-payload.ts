import type { FieldDefinition, Label } from '../../resource/definition';
import { CONFIG_CHANGE_REASON_DICT } from '../../member-config';

/*
 * How an approver reads a four-eyes request's payload: which fields name its keys, and where in it
 * the subject's values before and after the change are. Each area files its payload in its own
 * shape (a before/after pair, a map of {from, to}, the changed fields beside the old ones…); the
 * shapes below name them, so one view shows every kind as a labelled table instead of JSON.
 */

type Values = Record<string, unknown>;
type Fields = Readonly<Record<string, FieldDefinition>>;

/** Where the change sits in a payload. */
export type ApprovalChangeShape =
  /** `{ before, after }`: the subject's fields before and after. */
  | { kind: 'beforeAfter' }
  /** `{ before, change }`: the fields that change, and the old values (of those, or of all). */
  | { kind: 'changeOverBefore' }
  /** `{ [field]: { from, to } }`, at the payload's top or under one key. */
  | { kind: 'pairs'; under?: string }
  /** `{ from, to }`: one field's old and new value, or (no field) two objects of fields. */
  | { kind: 'fromTo'; field?: string };

export interface ApprovalPayloadView {
  /** The labels and formats of the payload's keys, and of the subject's fields in the change. */
  fields: Fields;
  change?: ApprovalChangeShape;
  /** Bookkeeping keys (a repeat of the kind or the subject), never shown; `version` never is. */
  hidden?: readonly string[];
}

/** A payload read for display: the request's own facts, and the change when it carries one. */
export interface ReadPayload {
  facts: Values;
  change?: { before: Values; after: Values };
}

const isValues = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPair = (value: unknown): value is { from: unknown; to: unknown } => isValues(value) && 'from' in value && 'to' in value && Object.keys(value).length === 2;
const without = (values: Values, keys: readonly string[]): Values => Object.fromEntries(Object.entries(values).filter(([key]) => !keys.includes(key)));

/** The optimistic lock's version of the subject: the server's check, nothing an approver weighs. */
const ALWAYS_HIDDEN = ['version'];

function changeOf(payload: Values, shape: ApprovalChangeShape): { change: { before: Values; after: Values }; consumed: string[] } | undefined {
  switch (shape.kind) {
    case 'beforeAfter':
      return isValues(payload.before) && isValues(payload.after) ? { change: { before: payload.before, after: payload.after }, consumed: ['before', 'after'] } : undefined;
    case 'changeOverBefore':
      return isValues(payload.before) && isValues(payload.change)
        ? { change: { before: payload.before, after: { ...payload.before, ...payload.change } }, consumed: ['before', 'change'] }
        : undefined;
    case 'pairs': {
      const map = shape.under ? payload[shape.under] : payload;
      if (!isValues(map) || !Object.values(map).every(isPair)) return undefined;
      const entries = Object.entries(map as Record<string, { from: unknown; to: unknown }>);
      return {
        change: { before: Object.fromEntries(entries.map(([key, pair]) => [key, pair.from])), after: Object.fromEntries(entries.map(([key, pair]) => [key, pair.to])) },
        consumed: shape.under ? [shape.under] : Object.keys(map),
      };
    }
    case 'fromTo': {
      if (!('from' in payload) || !('to' in payload)) return undefined;
      if (shape.field) return { change: { before: { [shape.field]: payload.from }, after: { [shape.field]: payload.to } }, consumed: ['from', 'to'] };
      return isValues(payload.from) && isValues(payload.to) ? { change: { before: payload.from, after: payload.to }, consumed: ['from', 'to'] } : undefined;
    }
  }
}

/**
 * A payload split into the request's facts and its change. A payload not in its kind's shape (an
 * older request, a changed kind) keeps every key among the facts: nothing filed is ever dropped.
 */
export function readApprovalPayload(payload: unknown, view: ApprovalPayloadView): ReadPayload {
  if (!isValues(payload)) return { facts: {} };
  const hidden = [...ALWAYS_HIDDEN, ...(view.hidden ?? [])];
  const found = view.change ? changeOf(payload, view.change) : undefined;
  if (!found) return { facts: without(payload, hidden) };
  return { facts: without(payload, [...hidden, ...found.consumed]), change: found.change };
}

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });
const id = (label: Label): FieldDefinition => ({ type: 'integer', label });
const text = (label: Label): FieldDefinition => ({ type: 'text', label });
const relabel = (field: FieldDefinition, label: Label): FieldDefinition => ({ ...field, label });
const REASON = text(l('原因', 'Reason', '原因'));
const REMARK = text(l('备注', 'Remark', '備註'));

/**
 * Every kind the server applies, by its code: a kind without a view fails the server's registry
 * test. Each view is loaded when a request of that kind is opened, so the Approvals page carries no
 * area's definitions.
 */
export const APPROVAL_PAYLOAD_VIEWS: Readonly<Record<string, () => Promise<ApprovalPayloadView>>> = {
  'address-blacklist.lift': async () => {
    const { addressBlacklistResource: r } = await import('../treasury/address-blacklist');
    return { fields: { walletCode: r.fields.walletCode, address: r.fields.address, reason: r.fields.liftedReason } };
  },
  'budget.fund': async () => {
    const { budgetResource: r } = await import('../finance/budget');
    return { fields: { budgetId: id(l('预算账户编号', 'Budget account ID', '預算帳戶編號')), amount: r.actions.fund.input.amount, remark: r.actions.fund.input.remark } };
  },
  'channel.receiving-account': async () => {
    const { channelResource: r } = await import('../treasury/channel');
    return { fields: { channel: relabel(r.fields.code, l('通道编码', 'Channel code', '通道編碼')), receivingAddressId: r.fields.receivingAddressId }, change: { kind: 'fromTo', field: 'receivingAddressId' } };
  },
  'content.site-info.licence': async () => {
    const { siteInfoResource: r } = await import('../content/site-info');
    return { fields: r.fields, change: { kind: 'fromTo' } };
  },
  'content.web-config.money-rule': async () => {
    const { webConfigResource: r } = await import('../content/web-config');
    return { fields: { key: r.fields.key, valueJson: r.fields.valueJson }, change: { kind: 'fromTo', field: 'valueJson' } };
  },
  'contract.index-source.method': async () => termChangeView((await import('../contracts/index-source')).indexSourceResource.fields),
  'contract.product.terms': async () => termChangeView((await import('../contracts/product')).productResource.fields),
  'contract.test-product.terms': async () => termChangeView((await import('../contracts/test-product')).testProductResource.fields),
  'contract.delivery-cycle.payout': async () => termChangeView((await import('../contracts/delivery-cycle')).deliveryCycleResource.fields),
  'contract.delivery-order.void': async () => {
    const { deliveryOrderResource: r } = await import('../contracts/delivery-order');
    return { fields: { orderId: id(l('订单编号', 'Order ID', '訂單編號')), voidReason: r.fields.voidReason } };
  },
  'copy-lead.tier': async () => {
    const { leadTraderResource: r } = await import('../copy/lead-trader');
    return { fields: { leadTraderId: id(l('带单员编号', 'Lead trader ID', '帶單員編號')), tier: r.fields.tier }, change: { kind: 'fromTo', field: 'tier' } };
  },
  'coupon.send': async () => ({ fields: { batchId: id(l('发放批次编号', 'Sending batch ID', '發放批次編號')) } }),
  'currency.edit': async () => {
    const { currencyResource: r } = await import('../treasury/currency');
    return { fields: { ...r.fields, currency: relabel(r.fields.code, l('币种', 'Currency', '幣種')) }, change: { kind: 'changeOverBefore' } };
  },
  'daily-statement.reopen': async () => {
    const { dailyStatementResource: r } = await import('../report/daily-statement');
    return { fields: { currency: r.fields.currency, businessDate: r.fields.businessDate } };
  },
  'ip-blacklist.remove': async () => {
    const { ipBlacklistResource: r } = await import('../risk/ip-blacklist');
    const action: FieldDefinition = {
      type: 'enum',
      label: l('操作', 'Action', '操作'),
      options: [
        { value: 'disable', label: l('停用', 'Disable', '停用'), color: 'warning' },
        { value: 'remove', label: l('删除', 'Remove', '刪除'), color: 'error' },
      ],
    };
    return { fields: { action, ipCidr: r.fields.ipCidr, scope: r.fields.scope } };
  },
  'marketing-points.grant': async () => {
    const { pointsLogResource: r } = await import('../marketing/points');
    const input = r.actions.grant.input;
    return { fields: { grantId: id(l('发放编号', 'Grant ID', '發放編號')), memberId: input.memberId, points: input.points, reasonCode: input.reasonCode } };
  },
  'marketing-wheel.publish': async () => ({ fields: { wheelId: id(l('转盘编号', 'Prize wheel ID', '轉盤編號')) } }),
  'member-config.edit': async () => {
    const { memberConfigResource: r } = await import('../member/config');
    return {
      fields: {
        ...r.fields,
        account: text(l('会员账号', 'Member account', '會員帳號')),
        memberId: id(l('会员编号', 'Member ID', '會員編號')),
        changeReason: { type: 'dict', dictType: CONFIG_CHANGE_REASON_DICT, label: l('变更原因', 'Reason for the change', '變更原因') },
        remark: REMARK,
      },
      change: { kind: 'beforeAfter' },
    };
  },
  'recharge.release-frozen': async () => {
    const { orderIdentityFields } = await import('../finance/order-fields');
    const { orderNo, memberId, currency } = orderIdentityFields('', 0);
    return { fields: { orderNo, memberId, currency, amount: { type: 'money', scale: 18, label: l('冻结金额', 'Frozen amount', '凍結金額') } } };
  },
  'red-envelope.fund': async () => ({ fields: { envelopeId: id(l('红包编号', 'Red envelope ID', '紅包編號')) } }),
  'redeem-batch.generate': async () => ({ fields: { batchId: id(l('兑换码批次编号', 'Code batch ID', '兌換碼批次編號')) } }),
  'staking.product.activate': async () => stakingTermsView(),
  'staking.product.terms': async () => ({ ...(await stakingTermsView()), change: { kind: 'beforeAfter' } }),
  'staking.rate.publish': async () => {
    const { stakingRateResource: r } = await import('../earn/staking-rate');
    return { fields: { productId: id(l('质押产品编号', 'Staking product ID', '質押產品編號')), rateDate: r.fields.rateDate, apr: r.fields.apr, sourceNote: r.fields.sourceNote } };
  },
  'staking.order.cancel': async () => {
    const { stakingOrderResource: r } = await import('../earn/staking-order');
    return { fields: { orderId: id(l('订单编号', 'Order ID', '訂單編號')), orderNo: r.fields.orderNo, reason: REASON } };
  },
  'swap-pair.edit': async () => ({ fields: (await import('../report/swap-pair')).swapPairResource.fields, change: { kind: 'pairs' } }),
  'trial-template.activate': async () => trialTermsView(),
  'trial-template.terms': async () => trialTermsView(),
  'trial-grant.revoke': async () => ({ fields: { grantId: id(l('发放编号', 'Grant ID', '發放編號')), reason: text(l('撤销原因', 'Reason for revoking', '撤銷原因')) } }),
  'wallet-code.edit': async () => {
    const { walletCodeResource: r } = await import('../treasury/wallet-code');
    return { fields: { ...r.fields, walletCode: relabel(r.fields.code, l('钱包编码', 'Wallet code', '錢包編碼')) }, change: { kind: 'changeOverBefore' } };
  },
};

/** A trial template's amount and budget: what its activation or its terms change would put live. */
async function trialTermsView(): Promise<ApprovalPayloadView> {
  const { trialTemplateResource: r } = await import('../member/trial-template');
  return { fields: { templateId: id(l('模板编号', 'Template ID', '模板編號')), amount: r.fields.amount, budgetId: r.fields.budgetId } };
}

/** A scheduled term change (contracts): which fields change, from when, and why. */
async function termChangeView(subjectFields: Fields): Promise<ApprovalPayloadView> {
  const { termChangeResource: r } = await import('../contracts/term-change');
  return {
    fields: { ...subjectFields, subjectLabel: r.fields.subjectLabel, effectiveAt: r.fields.effectiveAt, reason: r.fields.reason },
    change: { kind: 'pairs', under: 'changes' },
    hidden: ['kind', 'subjectId'],
  };
}

async function stakingTermsView(): Promise<ApprovalPayloadView> {
  const { stakingProductResource: r } = await import('../earn/staking-product');
  return { fields: { ...r.fields, productId: id(l('质押产品编号', 'Staking product ID', '質押產品編號')), terms: text(l('条款', 'Terms', '條款')) } };
}
