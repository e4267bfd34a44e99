import { API_PREFIX } from '../../api';
import { defineResource } from '../../resource/definition';

const l = (zhCn: string, en: string, zhTw: string) => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** The generator's own permissions beside the resource's list/edit/delete. */
export const GENERATOR_PERMISSIONS = {
  import: 'system/generator/import',
  design: 'system/generator/design',
  preview: 'system/generator/preview',
  download: 'system/generator/download',
  write: 'system/generator/write',
} as const;

/** The generator's calls besides the resource's own (issue 17). */
export const GENERATOR_ENDPOINTS = {
  tables: `${API_PREFIX}/system/generator/tables`,
  import: `${API_PREFIX}/system/generator/import`,
  design: `${API_PREFIX}/system/generator/design`,
  preview: `${API_PREFIX}/system/generator/preview`,
  download: `${API_PREFIX}/system/generator/download`,
  write: `${API_PREFIX}/system/generator/write`,
  labelFields: `${API_PREFIX}/system/generator/label-fields`,
} as const;

/**
 * The code generator's tables (gen_table): each imported table with its resource choices. Basics
 * are ordinary fields; the columns and relations documents are edited in the page's drawer and
 * checked against the generator's schema by the server before they are written.
 */
export const generatorResource = defineResource({
  name: 'system/generator',
  table: 'gen_table',
  permission: 'system/generator',
  title: l('代码生成', 'Code generator', '程式碼產生'),
  recordName: l('生成配置', 'table settings', '產生設定'),
  ops: ['list', 'get', 'edit', 'delete'],
  delete: 'hard',
  defaultSort: { field: 'id', order: 'desc' },
  recordLabel: 'tableName',
  fields: {
    tableName: { type: 'text', label: l('表名', 'Table', '資料表'), readOnly: true, filter: 'contains', sort: true, width: 180 },
    tableComment: { type: 'text', label: l('表描述', 'Comment', '資料表描述'), readOnly: true, width: 180 },
    area: { type: 'text', label: l('模块', 'Area', '模組'), required: true, maxLength: 63, filter: 'exact', width: 100 },
    resourceName: { type: 'text', label: l('资源名', 'Resource name', '資源名稱'), required: true, maxLength: 63, filter: 'contains', width: 160 },
    permissionPrefix: { type: 'text', label: l('权限前缀', 'Permission prefix', '權限前綴'), required: true, maxLength: 127, width: 180 },
    menuParent: { type: 'text', label: l('上级菜单', 'Menu parent', '上級選單'), maxLength: 63, list: false },
    icon: { type: 'text', label: l('图标', 'Icon', '圖示'), widget: 'icon', maxLength: 63, list: false },
    // The generated menu's title: the list shows the reader's language.
    titleZhCn: { type: 'text', label: l('标题', 'Title', '標題'), required: true, maxLength: 100, languages: { en: 'titleEn', 'zh-tw': 'titleZhTw' }, width: 160 },
    titleEn: { type: 'text', label: l('标题（英文）', 'Title (English)', '標題（英文）'), required: true, maxLength: 100, list: false },
    titleZhTw: { type: 'text', label: l('标题（繁体）', 'Title (Traditional Chinese)', '標題（繁體）'), required: true, maxLength: 100, list: false },
    columns: { type: 'json', label: l('字段', 'Columns', '欄位'), list: false, detail: false, export: false },
    relations: { type: 'json', label: l('关联', 'Relations', '關聯'), list: false, detail: false, export: false },
    origin: {
      type: 'enum',
      label: l('来源', 'Origin', '來源'),
      readOnly: true,
      options: [
        { value: 'IMPORTED', label: l('导入', 'Imported', '匯入'), color: 'processing' },
        { value: 'DESIGNED', label: l('设计', 'Designed', '設計'), color: 'warning' },
      ],
      filter: 'exact',
      width: 90,
    },
    remark: { type: 'text', label: l('备注', 'Remark', '備註'), widget: 'textarea', maxLength: 500, list: false },
    updatedAt: { type: 'datetime', label: l('更新时间', 'Updated at', '更新時間'), readOnly: true, sort: true, width: 170 },
  },
  menu: {
    parent: 'system',
    key: 'system.generator',
    title: l('代码生成', 'Code generator', '程式碼產生'),
    path: '/system/generator',
    name: 'systemGenerator',
    component: 'generator/index',
    icon: 'AppstoreOutlined',
    sort: 30,
    keepAlive: true,
  },
});
