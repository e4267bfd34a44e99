import { defineResource } from '@ledgerdesk/shared';

/** A resource defined only for the tests, with a field of every kind the page handles. */
export const widgetResource = defineResource({
  name: 'test/widget',
  table: 'test_widget',
  permission: 'test/widget',
  title: { 'zh-cn': '部件', en: 'Widgets', 'zh-tw': '部件' },
  recordName: { 'zh-cn': '部件', en: 'widget', 'zh-tw': '部件' },
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'name',
  delete: 'hard',
  fields: {
    name: { type: 'text', label: { 'zh-cn': '名称', en: 'Name', 'zh-tw': '名稱' }, required: true, maxLength: 20, filter: 'prefix', sort: true },
    code: { type: 'text', label: { 'zh-cn': '编码', en: 'Code', 'zh-tw': '編碼' }, filter: 'exact', form: 'create', unique: true },
    email: { type: 'text', label: { 'zh-cn': '邮箱', en: 'Email', 'zh-tw': '郵箱' }, validator: 'email', list: false },
    quantity: { type: 'integer', label: { 'zh-cn': '数量', en: 'Quantity', 'zh-tw': '數量' }, min: 1, max: 100, filter: 'range', sort: true },
    price: { type: 'money', scale: 2, label: { 'zh-cn': '价格', en: 'Price', 'zh-tw': '價格' }, filter: 'range' },
    rate: { type: 'decimal', scale: 4, percent: true, max: '0.5', label: { 'zh-cn': '费率', en: 'Rate', 'zh-tw': '費率' } },
    status: { type: 'dict', dictType: 'widget_status', label: { 'zh-cn': '状态', en: 'Status', 'zh-tw': '狀態' }, filter: 'in', required: true },
    kind: { type: 'dict', dictType: 'widget_kind', label: { 'zh-cn': '种类', en: 'Kind', 'zh-tw': '種類' }, filter: 'exact' },
    colour: {
      type: 'enum',
      label: { 'zh-cn': '颜色', en: 'Colour', 'zh-tw': '顏色' },
      options: [
        { value: 'RED', label: { 'zh-cn': '红', en: 'Red', 'zh-tw': '紅' }, color: 'error' },
        { value: 'BLUE', label: { 'zh-cn': '蓝', en: 'Blue', 'zh-tw': '藍' }, color: 'processing' },
      ],
      filter: 'exact',
    },
    active: { type: 'boolean', label: { 'zh-cn': '启用', en: 'Active', 'zh-tw': '啟用' }, filter: 'exact', default: true },
    ownerId: { type: 'reference', resource: 'member/member', labelField: 'account', label: { 'zh-cn': '所有人', en: 'Owner', 'zh-tw': '所有人' }, filter: 'exact' },
    settings: { type: 'json', label: { 'zh-cn': '设置', en: 'Settings', 'zh-tw': '設定' }, list: false },
    createdAt: { type: 'datetime', label: { 'zh-cn': '创建时间', en: 'Created', 'zh-tw': '建立時間' }, readOnly: true, filter: 'range', sort: true },
  },
  actions: {
    archive: {
      label: { 'zh-cn': '归档', en: 'Archive', 'zh-tw': '歸檔' },
      scope: 'row',
      reason: 'required',
      confirm: { 'zh-cn': '归档后不再显示。', en: 'An archived widget is no longer shown.', 'zh-tw': '歸檔後不再顯示。' },
      when: { field: 'status', in: ['ON'] },
    },
    recount: { label: { 'zh-cn': '重新计数', en: 'Recount', 'zh-tw': '重新計數' }, scope: 'bulk' },
  },
});

export const WIDGET_ROW = {
  id: 7,
  version: 3,
  name: 'Sprocket',
  code: 'SP-1',
  email: 'sp@example.com',
  quantity: 5,
  price: '1234.50',
  rate: '0.0150',
  status: 'ON',
  kind: 'A',
  colour: 'RED',
  active: true,
  ownerId: 4,
  ownerIdLabel: 'demo_dave',
  settings: { size: 2 },
  createdAt: '2026-01-02T03:04:05.000Z',
};

export const WIDGET_DICTS = {
  widget_status: [
    { key: 'On', value: 'ON', isDefault: true, listClass: 'success', labels: { 'zh-cn': '开', en: 'Switched on', 'zh-tw': '開' } },
    { key: 'Off', value: 'OFF', isDefault: false, listClass: 'default' },
    { key: 'Broken', value: 'BROKEN', isDefault: false, listClass: 'error' },
  ],
  widget_kind: [
    { key: 'Kind A', value: 'A', isDefault: false },
    { key: 'Kind B', value: 'B', isDefault: false },
  ],
};
