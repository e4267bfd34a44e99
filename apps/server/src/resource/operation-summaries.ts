import type { ActionDefinition, CrudOp, Language, ResourceDefinition, TextPerLanguage } from '@ledgerdesk/shared';
import { inEachLanguage } from '../lib/text-per-language';
import { labelIn } from './english-label';

/**
 * How the API reference words the routes the engine adds for a resource: its title, then what the
 * call does, in each console language (the resource's title and an action's label come from the
 * definition, so the reference reads as the console's menus and buttons do).
 */

const COLON: Readonly<Record<Language, string>> = { 'zh-cn': '：', en: ': ', 'zh-tw': '：' };

const CRUD_WORDS: Readonly<Record<CrudOp, TextPerLanguage>> = {
  list: { 'zh-cn': '列表（筛选、排序、分页）', en: 'list (filtered, sorted, paged)', 'zh-tw': '列表（篩選、排序、分頁）' },
  get: { 'zh-cn': '详情', en: 'one record', 'zh-tw': '詳情' },
  add: { 'zh-cn': '新增', en: 'add', 'zh-tw': '新增' },
  edit: { 'zh-cn': '修改', en: 'edit', 'zh-tw': '修改' },
  delete: { 'zh-cn': '删除', en: 'delete', 'zh-tw': '刪除' },
  export: { 'zh-cn': '导出（筛选后列表的 Excel 工作簿）', en: 'export (Excel workbook of the filtered list)', 'zh-tw': '匯出（篩選後列表的 Excel 活頁簿）' },
};

const titled = (definition: ResourceDefinition, words: (language: Language) => string): TextPerLanguage =>
  inEachLanguage((language) => `${labelIn(definition.title, language)}${COLON[language]}${words(language)}`);

/** A list, get, add, edit, delete or export route's summary. */
export const crudSummary = (definition: ResourceDefinition, op: CrudOp) => titled(definition, (language) => CRUD_WORDS[op][language]);

/** A custom action's summary: the label of its button. */
export const actionSummary = (definition: ResourceDefinition, action: ActionDefinition) => titled(definition, (language) => labelIn(action.label, language));

const OPTIONS_WORDS: Readonly<Record<Language, (label: string) => string>> = {
  'zh-cn': (label) => `选项（按${label}开头查找，或按 id 取一条，供引用选择器使用）`,
  en: (label) => `options (rows by the start of their ${label.toLowerCase()}, or one by id, for a reference picker)`,
  'zh-tw': (label) => `選項（依${label}開頭查找，或依 id 取一筆，供參照選擇器使用）`,
};

/** The reference picker's options route's summary, naming the field it matches. */
export const optionsSummary = (definition: ResourceDefinition, labelField: string) =>
  titled(definition, (language) => OPTIONS_WORDS[language](labelIn(definition.fields[labelField]!.label, language)));
