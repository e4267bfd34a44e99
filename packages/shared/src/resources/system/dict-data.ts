import { defineResource } from '../../resource/definition';
import { DICT_COLOR_LABELS, DICT_FIELD_LABELS } from './dict-field-labels';

const f = (key: keyof typeof DICT_FIELD_LABELS) => DICT_FIELD_LABELS[key];

/** The tag colours an entry may be shown in (antd's status and preset colours). */
export const DICT_TAG_COLORS = ['default', 'processing', 'success', 'warning', 'error', 'blue', 'cyan', 'green', 'gold', 'orange', 'red', 'purple', 'magenta'] as const;

/**
 * Dictionary data (sys_dict_data) with SPEC §7's calls: GET dict/data/list, dict/data/get by
 * dictCode (the entry's id), POST dict/data/add, PUT dict/data/edit, DELETE dict/data/delete with
 * { ids }. The label is kept in all three languages, so getDictData answers `labels` and no locale
 * file needs an entry. Type and value are set once: stored rows hold the value, and moving an
 * entry to another type is not an edit. Making an entry the default clears the type's other default.
 * Permissions are the dictionary page's (`system/dict/...`), like its types.
 */
export const dictDataResource = defineResource({
  name: 'system/dictData',
  table: 'sys_dict_data',
  permission: 'system/dict',
  title: { 'zh-cn': '字典数据', en: 'Dictionary data', 'zh-tw': '字典資料' },
  recordName: { 'zh-cn': '字典数据', en: 'dictionary entry', 'zh-tw': '字典資料' },
  ops: ['list', 'get', 'add', 'edit', 'delete', 'export'],
  delete: 'hard',
  defaultSort: { field: 'dictSort', order: 'asc' },
  endpoints: {
    base: 'dict/data',
    list: { path: 'dict/data/list', method: 'GET' },
    get: { idParam: 'dictCode' },
  },
  fields: {
    dictType: { type: 'text', label: f('dictType'), required: true, form: 'create', maxLength: 100, filter: 'exact', width: 180 },
    dictLabel: { type: 'text', label: f('dictLabel'), required: true, maxLength: 100, filter: 'contains', languages: { en: 'labelEn', 'zh-tw': 'labelZhTw' }, help: 'message.systemDict.help.dictLabel', width: 140 },
    // The list shows the label in the reader's language (dictLabel's `languages`); the form, the detail and the export, all three.
    labelEn: { type: 'text', label: f('labelEn'), required: true, maxLength: 100, list: false, export: true },
    labelZhTw: { type: 'text', label: f('labelZhTw'), required: true, maxLength: 100, list: false, export: true },
    // Unique within its type (sys_dict_data_type_value_uq): a duplicate answers 409 naming dictValue.
    dictValue: { type: 'text', label: f('dictValue'), required: true, unique: true, form: 'create', maxLength: 100, filter: 'exact', width: 150, help: 'message.systemDict.help.dictValue' },
    dictSort: { type: 'integer', label: f('dictSort'), default: 0, min: 0, max: 9999, sort: true, width: 80 },
    listClass: {
      type: 'enum',
      label: f('listClass'),
      default: 'default',
      width: 110,
      options: DICT_TAG_COLORS.map((color) => ({ value: color, label: DICT_COLOR_LABELS[color], color })),
    },
    isDefault: { type: 'boolean', label: f('isDefault'), default: false, width: 80 },
    status: { type: 'dict', dictType: 'sys_normal_disable', label: f('status'), default: '0', filter: 'exact', width: 80 },
    remark: { type: 'text', label: f('remark'), maxLength: 500, widget: 'textarea', list: false },
  },
});
