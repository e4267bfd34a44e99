import { defineResource } from '../../resource/definition';

/**
 * Holders see a sensitive parameter's value in its detail (`get`); lists and exports never show
 * it, and the operation log masks it when written.
 */
export const CONFIG_REVEAL_PERMISSION = 'system/config/reveal';

/** How a value is parsed and checked when saved (and by the server's typed getters). */
export const CONFIG_VALUE_TYPES = ['string', 'number', 'boolean', 'json'] as const;
export type ConfigValueType = (typeof CONFIG_VALUE_TYPES)[number];

/** A key as code reads it: dotted identifiers (`sys.login.maxFailures`). */
export const CONFIG_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;

const l = (zhCn: string, en: string, zhTw: string) => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/**
 * Config parameters (sys_config, issue 13): free-form values the server reads at run time through
 * one cached accessor. Built-in ones are seeded, cannot be deleted and keep their key and type; a
 * sensitive value is shown only with CONFIG_REVEAL_PERMISSION. The engine masks the value field
 * everywhere; the server unmasks it again for rows that are not sensitive (lists and details).
 */
export const configResource = defineResource({
  name: 'system/config',
  table: 'sys_config',
  permission: 'system/config',
  title: l('参数设置', 'Config parameters', '參數設定'),
  recordName: l('参数', 'config parameter', '參數'),
  ops: ['list', 'get', 'add', 'edit', 'delete', 'export'],
  delete: 'hard',
  defaultSort: { field: 'configKey', order: 'asc' },
  recordLabel: 'configKey',
  fields: {
    configName: { type: 'text', label: l('参数名称', 'Name', '參數名稱'), required: true, maxLength: 100, filter: 'contains', languages: { en: 'nameEn', 'zh-tw': 'nameZhTw' }, sort: true, width: 200 },
    // The name and remark in the other languages: the list shows the reader's (empty: the name above).
    nameEn: { type: 'text', label: l('参数名称（英文）', 'Name (English)', '參數名稱（英文）'), maxLength: 100, list: false },
    nameZhTw: { type: 'text', label: l('参数名称（繁体中文）', 'Name (Traditional Chinese)', '參數名稱（繁體中文）'), maxLength: 100, list: false },
    configKey: {
      type: 'text',
      label: l('参数键名', 'Key', '參數鍵名'),
      required: true,
      unique: true,
      maxLength: 100,
      filter: 'contains',
      sort: true,
      width: 220,
      help: l('字母开头，以点分隔，如 sys.login.maxFailures', 'Starts with a letter, parts separated by dots: sys.login.maxFailures', '字母開頭，以點分隔，如 sys.login.maxFailures'),
    },
    configValue: {
      type: 'text',
      label: l('参数键值', 'Value', '參數鍵值'),
      maxLength: 2000,
      widget: 'textarea',
      mask: { kind: 'secret', reveal: CONFIG_REVEAL_PERMISSION },
      width: 200,
      help: l('按值类型校验：数字、true/false 或 JSON', 'Checked against its type: a number, true/false or JSON', '依值類型校驗：數字、true/false 或 JSON'),
    },
    valueType: {
      type: 'enum',
      label: l('值类型', 'Type', '值類型'),
      options: [
        { value: 'string', label: l('文本', 'Text', '文字') },
        { value: 'number', label: l('数字', 'Number', '數字'), color: 'processing' },
        { value: 'boolean', label: l('布尔', 'Boolean', '布林'), color: 'success' },
        { value: 'json', label: 'JSON', color: 'warning' },
      ],
      default: 'string',
      filter: 'exact',
      width: 100,
    },
    builtIn: {
      type: 'boolean',
      label: l('系统内置', 'Built-in', '系統內建'),
      readOnly: true,
      filter: 'exact',
      width: 100,
    },
    sensitive: {
      type: 'boolean',
      label: l('敏感', 'Sensitive', '敏感'),
      default: false,
      filter: 'exact',
      width: 90,
      help: l('敏感值只向有查看权限者显示，不进入日志与导出', 'Shown only to holders of its permission; never in logs or exports', '敏感值只向有檢視權限者顯示，不進入日誌與匯出'),
    },
    remark: { type: 'text', label: l('备注', 'Remark', '備註'), maxLength: 500, widget: 'textarea', languages: { en: 'remarkEn', 'zh-tw': 'remarkZhTw' }, width: 240 },
    remarkEn: { type: 'text', label: l('备注（英文）', 'Remark (English)', '備註（英文）'), maxLength: 500, widget: 'textarea', list: false },
    remarkZhTw: { type: 'text', label: l('备注（繁体中文）', 'Remark (Traditional Chinese)', '備註（繁體中文）'), maxLength: 500, widget: 'textarea', list: false },
    updatedAt: { type: 'datetime', label: l('更新时间', 'Updated at', '更新時間'), readOnly: true, list: false, export: true, width: 180 },
  },
  menu: {
    parent: 'system',
    key: 'system.config',
    title: l('参数设置', 'Parameters', '參數設定'),
    path: '/system/config',
    name: 'systemConfig',
    component: 'system/config/index',
    icon: 'SettingOutlined',
    sort: 7,
    keepAlive: true,
  },
});
