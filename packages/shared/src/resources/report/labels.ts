import type { DateTimeField, EnumField, EnumOption, Label, ReferenceField } from '../../resource/definition';

/** A label in the three console languages (the report definitions carry their own texts). */
export const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** The member a report row belongs to, by account. */
export const memberField = (): ReferenceField => ({ type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員'), required: true, readOnly: true, filter: 'exact', width: 150 });

/** A report row's recorded state, one of its options, filtered by one value. */
export const statusField = (options: EnumOption[]): EnumField => ({ type: 'enum', label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'exact', width: 100, options });

/** When a report row was recorded: the list's default order and its range filter. */
export const recordedAtField = (): DateTimeField => ({ type: 'datetime', label: l('时间', 'Time', '時間'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 });
