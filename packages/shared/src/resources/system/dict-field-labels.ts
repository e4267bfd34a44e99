import type { TextPerLanguage } from '../../constants';

/** The dictionary pages' field names (types and data) in each console language: what the definitions label their fields with (why: `textsIn`). */
export const DICT_FIELD_LABELS = {
  // Shown in the reader's language in the list; the form's field (with its help) holds the simplified Chinese.
  dictName: { 'zh-cn': '字典名称', en: 'Name', 'zh-tw': '字典名稱' },
  nameEn: { 'zh-cn': '字典名称（英文）', en: 'Name (English)', 'zh-tw': '字典名稱（英文）' },
  nameZhTw: { 'zh-cn': '字典名称（繁体中文）', en: 'Name (Traditional Chinese)', 'zh-tw': '字典名稱（繁體中文）' },
  dictType: { 'zh-cn': '字典类型', en: 'Type key', 'zh-tw': '字典類型' },
  status: { 'zh-cn': '状态', en: 'Status', 'zh-tw': '狀態' },
  remark: { 'zh-cn': '备注', en: 'Remark', 'zh-tw': '備註' },
  updatedAt: { 'zh-cn': '更新时间', en: 'Updated at', 'zh-tw': '更新時間' },
  dictLabel: { 'zh-cn': '标签', en: 'Label', 'zh-tw': '標籤' },
  labelEn: { 'zh-cn': '标签（英文）', en: 'Label (English)', 'zh-tw': '標籤（英文）' },
  labelZhTw: { 'zh-cn': '标签（繁体中文）', en: 'Label (Traditional Chinese)', 'zh-tw': '標籤（繁體中文）' },
  dictValue: { 'zh-cn': '键值', en: 'Value', 'zh-tw': '鍵值' },
  dictSort: { 'zh-cn': '排序', en: 'Order', 'zh-tw': '排序' },
  listClass: { 'zh-cn': '标签颜色', en: 'Tag colour', 'zh-tw': '標籤顏色' },
  isDefault: { 'zh-cn': '默认', en: 'Default', 'zh-tw': '預設' },
} as const satisfies Record<string, TextPerLanguage>;

/** The tag colours a dictionary entry may show with, named in each console language. */
export const DICT_COLOR_LABELS = {
  default: { 'zh-cn': '默认', en: 'Default', 'zh-tw': '預設' },
  processing: { 'zh-cn': '进行中', en: 'Processing', 'zh-tw': '進行中' },
  success: { 'zh-cn': '成功', en: 'Success', 'zh-tw': '成功' },
  warning: { 'zh-cn': '警告', en: 'Warning', 'zh-tw': '警告' },
  error: { 'zh-cn': '错误', en: 'Error', 'zh-tw': '錯誤' },
  blue: { 'zh-cn': '蓝', en: 'Blue', 'zh-tw': '藍' },
  cyan: { 'zh-cn': '青', en: 'Cyan', 'zh-tw': '青' },
  green: { 'zh-cn': '绿', en: 'Green', 'zh-tw': '綠' },
  gold: { 'zh-cn': '金', en: 'Gold', 'zh-tw': '金' },
  orange: { 'zh-cn': '橙', en: 'Orange', 'zh-tw': '橙' },
  red: { 'zh-cn': '红', en: 'Red', 'zh-tw': '紅' },
  purple: { 'zh-cn': '紫', en: 'Purple', 'zh-tw': '紫' },
  magenta: { 'zh-cn': '品红', en: 'Magenta', 'zh-tw': '洋紅' },
} as const satisfies Record<string, TextPerLanguage>;
