import { z } from 'zod';
import { LANGUAGES, textSchema, type Language } from '@ledgerdesk/shared';

/**
 * The operator's language and time zone for what an export writes: the console sends both with
 * the export (`lang`, `timeZone`); a caller that sends no `lang` gets its Accept-Language, else
 * English, and no `timeZone` means UTC. Either way the workbook says which zone its times are in.
 */

export const UTC = 'UTC';

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name the server knows ("Asia/Shanghai", "UTC"); anything else is a 400 naming the field. */
export const timeZoneSchema = textSchema('must be an IANA time zone name such as Asia/Shanghai')
  .trim()
  .max(64, 'must be an IANA time zone name such as Asia/Shanghai')
  .refine(isTimeZone, 'must be an IANA time zone name such as Asia/Shanghai');

export const languageSchema = z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` });

/** The first language of an Accept-Language header the console speaks ("zh-TW,zh;q=0.9" → zh-tw). */
export function languageOfHeader(header: string | undefined): Language | undefined {
  const tags = (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
  for (const tag of tags) {
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-tw';
    if (tag.startsWith('zh')) return 'zh-cn';
    if (tag.startsWith('en')) return 'en';
  }
  return undefined;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as "YYYY-MM-DD HH:mm:ss" on the wall clock of `timeZone`. */
export function formatInstant(value: Date | string, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year!.padStart(4, '0')}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** The words an export writes itself, per language. */
export interface ExportTexts {
  yes: string;
  no: string;
  /** The sheet that describes the export. */
  infoSheet: string;
  rows: string;
  rowCap: string;
  truncated: string;
  truncatedYes: (max: number) => string;
  truncatedNo: string;
  filters: string;
  generatedAt: string;
  timeZone: string;
  /** A time column's header names its zone: "Created at (Asia/Shanghai)". */
  inZone: (header: string, timeZone: string) => string;
}

export const EXPORT_TEXTS: Readonly<Record<Language, ExportTexts>> = {
  'zh-cn': {
    yes: '是',
    no: '否',
    infoSheet: '导出说明',
    rows: '行数',
    rowCap: '行数上限',
    truncated: '是否截断',
    truncatedYes: (max) => `是：只包含前 ${max} 行，请缩小筛选范围`,
    truncatedNo: '否',
    filters: '筛选条件',
    generatedAt: '导出时间',
    timeZone: '时区',
    inZone: (header, zone) => `${header}（${zone}）`,
  },
  en: {
    yes: 'yes',
    no: 'no',
    infoSheet: 'Export',
    rows: 'rows',
    rowCap: 'row cap',
    truncated: 'truncated',
    truncatedYes: (max) => `yes: only the first ${max} rows are included; narrow the filters`,
    truncatedNo: 'no',
    filters: 'filters',
    generatedAt: 'generated at',
    timeZone: 'time zone',
    inZone: (header, zone) => `${header} (${zone})`,
  },
  'zh-tw': {
    yes: '是',
    no: '否',
    infoSheet: '匯出說明',
    rows: '列數',
    rowCap: '列數上限',
    truncated: '是否截斷',
    truncatedYes: (max) => `是：只包含前 ${max} 列，請縮小篩選範圍`,
    truncatedNo: '否',
    filters: '篩選條件',
    generatedAt: '匯出時間',
    timeZone: '時區',
    inZone: (header, zone) => `${header}（${zone}）`,
  },
};

/** Language and zone an export is written in. */
export interface ExportLocale {
  language: Language;
  timeZone: string;
}
