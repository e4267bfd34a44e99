import { exportedFields, isTextPerLanguage, labelTitlesOf, normalizeDecimal, otherTextsOf, textFieldsOf, type FieldDefinition, type LabelTitles, type Language } from '@ledgerdesk/shared';
import { seededNameIn } from '@ledgerdesk/shared/seeded-name-index';
import { labelIn } from './english-label';
import { EXPORT_TEXTS, formatInstant, type ExportLocale } from '../lib/export-locale';
import type { ExportColumn } from '../lib/excel-export';
import type { ApiRow } from './binding';
import type { BoundResource } from './bound-resource';

/** What an export's cells are written with besides the rows: the operator's language, zone and words. */
export interface ExportContext {
  locale: ExportLocale;
  /**
   * Column headers as the console shows them, by field (the console translates the labels that
   * are i18n keys); a field without one is headed by its label in the export's language.
   */
  headers: Readonly<Record<string, string>>;
  /** Dictionary labels in the export's language: type → value → label (export-dicts.ts). */
  dictLabels: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Decimal places a row's money is written with (its currency's); undefined writes it as stored. */
  moneyScale?: (row: ApiRow) => number | undefined;
}

/**
 * A name as the console shows it in `language`: its own text there when it is given in each
 * language, else a built-in row's translation key in that language, else as stored.
 */
function nameIn(stored: string, titles: LabelTitles | null | undefined, language: Language): string {
  const own = language === 'zh-cn' ? undefined : titles?.[language];
  return own || seededNameIn(stored, language);
}

/** A decimal string with at least `scale` places ("990", 6 → "990.000000"); places beyond are kept, never rounded away. */
export function withScale(value: string, scale: number | undefined): string {
  const text = normalizeDecimal(value);
  if (scale === undefined || scale <= 0) return text;
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(scale, '0')}`;
}

/** A cell as a spreadsheet reader wants it: labels instead of codes, local times, text for money (never rounded). */
function cellOf(name: string, field: FieldDefinition, row: ApiRow, ctx: ExportContext): string | number | null {
  const value = row[name];
  const { language, timeZone } = ctx.locale;
  if (field.type === 'reference') {
    // The referenced row's name as the console shows it: in the export's language where it has one.
    const label = row[`${name}Label`];
    if (typeof label !== 'string') return value as number | null;
    return nameIn(label, row[labelTitlesOf(name)] as LabelTitles | null | undefined, language);
  }
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'enum': {
      const option = field.options.find((o) => o.value === value);
      return option ? labelIn(option.label, language) : String(value);
    }
    case 'dict':
      return ctx.dictLabels.get(field.dictType)?.get(String(value)) ?? String(value);
    case 'boolean':
      return value ? EXPORT_TEXTS[language].yes : EXPORT_TEXTS[language].no;
    case 'datetime':
      return formatInstant(value as string | Date, timeZone);
    case 'money':
      return withScale(String(value), ctx.moneyScale?.(row));
    case 'json':
      // A text the server wrote in each language (an approval's summary, a job run's message) reads as the console shows it.
      return isTextPerLanguage(value) ? value[language] : JSON.stringify(value);
    case 'text': {
      // A text given in each language reads in the export's; a built-in row's name stored as a
      // translation key, as the console shows it.
      if (!field.languages && !field.translated) return String(value);
      return nameIn(String(value), field.languages && otherTextsOf(row, field.languages), language);
    }
    default:
      return typeof value === 'number' ? value : String(value);
  }
}

/**
 * The export's columns: the definition's exported fields, headed as the operator reads them (a
 * time column also names its zone), with cells in the operator's language and zone.
 */
export function exportColumnsOf(resource: BoundResource, ctx: ExportContext): ExportColumn<ApiRow>[] {
  const { language, timeZone } = ctx.locale;
  const exported = exportedFields(resource.definition);
  const names = new Set(exported.map(([name]) => name));
  return exported.map(([name, field]) => {
    const header = ctx.headers[name] ?? labelIn(field.label, language);
    // A text whose other languages have columns of their own (a dictionary's three names) keeps its own.
    const written = textFieldsOf(name, field).slice(1).some((other) => names.has(other)) ? { ...field, languages: undefined } : field;
    return {
      header: field.type === 'datetime' ? EXPORT_TEXTS[language].inZone(header, timeZone) : header,
      width: field.width ? Math.max(10, Math.round(field.width / 7)) : field.type === 'datetime' ? 22 : undefined,
      value: (row) => cellOf(name, written, row, ctx),
    };
  });
}
