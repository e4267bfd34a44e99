import { defineResource } from '../../resource/definition';
import { DICT_FIELD_LABELS } from './dict-field-labels';

const f = (key: keyof typeof DICT_FIELD_LABELS) => DICT_FIELD_LABELS[key];

/**
 * Dictionary types (sys_dict_type) under DESIGN §4's dict/type/{list,get,add,edit,delete}, named
 * in all three languages as their entries are labelled (the console shows the operator's). The
 * type key is set once: pages and definitions name a dictionary by it, so a rename would empty
 * every select that uses it. A type that still has data cannot be deleted.
 */
export const dictTypeResource = defineResource({
  name: 'system/dictType',
  table: 'sys_dict_type',
  permission: 'system/dict',
  title: { 'zh-cn': '字典类型', en: 'Dictionary types', 'zh-tw': '字典類型' },
  recordName: { 'zh-cn': '字典类型', en: 'dictionary type', 'zh-tw': '字典類型' },
  ops: ['list', 'get', 'add', 'edit', 'delete', 'export'],
  delete: 'hard',
  defaultSort: { field: 'dictType', order: 'asc' },
  endpoints: {
    base: 'dict/type',
    list: { path: 'dict/type/list', method: 'GET' },
  },
  fields: {
    dictName: { type: 'text', label: f('dictName'), required: true, maxLength: 100, filter: 'contains', languages: { en: 'nameEn', 'zh-tw': 'nameZhTw' }, sort: true, width: 200, help: 'message.systemDict.help.dictName', translated: true },
    // The list shows the name in the reader's language (dictName's `languages`); the form, the detail and the export, all three.
    nameEn: { type: 'text', label: f('nameEn'), required: true, maxLength: 100, list: false, export: true },
    nameZhTw: { type: 'text', label: f('nameZhTw'), required: true, maxLength: 100, list: false, export: true },
    dictType: {
      type: 'text',
      label: f('dictType'),
      required: true,
      unique: true,
      form: 'create',
      maxLength: 100,
      filter: 'contains',
      sort: true,
      width: 220,
      help: 'message.systemDict.help.dictType',
    },
    status: { type: 'dict', dictType: 'sys_normal_disable', label: f('status'), default: '0', filter: 'exact', width: 90 },
    remark: { type: 'text', label: f('remark'), maxLength: 500, widget: 'textarea', width: 240 },
    updatedAt: { type: 'datetime', label: f('updatedAt'), readOnly: true, sort: true, width: 190 },
  },
  menu: { parent: 'system', key: 'system.dict', title: 'message.router.systemDict', path: '/system/dict', name: 'systemDict', component: 'system/dict/index', icon: 'BookOutlined', sort: 1, keepAlive: true },
});
