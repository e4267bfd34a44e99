import { FINANCE_FIELD_LABELS } from './field-labels';

/* The fields every order resource (recharge, withdrawal) shares, in the column order the lists use. */

const f = (key: keyof typeof FINANCE_FIELD_LABELS) => FINANCE_FIELD_LABELS[key];

/** Order number, member, state and currency: the first columns of every order list. */
export function orderIdentityFields(statusDictType: string, statusWidth: number) {
  return {
    orderNo: { type: 'text', label: f('orderNo'), required: true, readOnly: true, unique: true, filter: 'exact', width: 230 },
    memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: f('member'), required: true, readOnly: true, filter: 'exact', width: 170 },
    status: { type: 'dict', dictType: statusDictType, label: f('status'), required: true, readOnly: true, filter: 'in', width: statusWidth },
    currency: { type: 'text', label: f('currency'), required: true, readOnly: true, filter: 'exact', width: 90 },
  } as const;
}

/** Who entered and last changed an order (by user name, as every operator is shown), and when it was made (the list's time filter). */
export const orderAuditFields = {
  createdBy: { type: 'reference', resource: 'system/user', labelField: 'userName', label: f('createdBy'), readOnly: true, list: false },
  updatedBy: { type: 'reference', resource: 'system/user', labelField: 'userName', label: f('updatedBy'), readOnly: true, list: false },
  createdAt: { type: 'datetime', label: f('createdAt'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 },
} as const;

/**
 * The order's network's explorer link template, computed with the row (the server's
 * explorer-template.ts): the console links the order's transaction reference through it
 * (explorerTxUrl). Never a column of its own on any screen.
 */
export const explorerTemplateField = {
  type: 'text',
  label: { 'zh-cn': '区块浏览器链接模板', en: 'Explorer link template', 'zh-tw': '區塊瀏覽器連結範本' },
  virtual: true,
  readOnly: true,
  form: false,
  list: false,
  detail: false,
  export: false,
} as const;
