import type { ReactNode } from 'react';
import { Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { isTextPerLanguage, shiftDecimal, labelTitlesOf, otherTextsOf, type FieldDefinition, type Label, type LabelTitles, type Language } from '@ledgerdesk/shared';
import { menuTitle } from '@/lib/menuTitle';
import { dictLabel } from '../dict/dictLabel';
import type { DictionaryMap } from '../dict/useDictionaries';
import { AmountText } from '../format/AmountText';
import { CodeText, CutText, MutedText } from '../format/CellText';
import { formatAmount } from '../format/formatAmount';
import { formatDateTime } from '../format/formatDateTime';
import { MenuIcon } from '../icons/MenuIcon';
import { SafeHtml } from '../richText/SafeHtml';
import { referenceLabel } from './resourceFilters';
// The yes/no of a boolean are message.resource texts: they load wherever a value is shown this way.
import '../locales';

/** What showing a value needs, gathered once per render of a table or a detail (not per cell). */
export interface DisplayContext {
  dicts: DictionaryMap;
  language: Language;
  label: (label: Label) => string;
  t: TFunction;
  /** In the detail drawer long values are shown whole; in a cell they are cut short. */
  whole?: boolean;
}

const empty = <MutedText>-</MutedText>;

/** A tag that never runs past its cell: a long label is cut short, and whole on hover. */
function ValueTag({ color, text }: { color?: string; text: string }) {
  return (
    <Tag color={color} title={text} style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'middle' }}>
      {text}
    </Tag>
  );
}

/** Rich text is sanitised by the server, yet the web never injects it: a cell shows the text only. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * A field's value formatted for reading: money by text (never a float), enum and dictionary values
 * as tags in their colour, instants in the browser's zone, references as label and id. Masked
 * values arrive masked and are shown as given.
 */
export function fieldDisplay(name: string, field: FieldDefinition, row: Record<string, unknown>, ctx: DisplayContext): ReactNode {
  const value = row[name];
  if (field.type === 'boolean') {
    if (value === null || value === undefined) return empty;
    return <Tag color={value ? 'success' : 'default'}>{ctx.t(value ? 'message.resource.yes' : 'message.resource.no')}</Tag>;
  }
  if (field.type === 'reference') {
    if (value === null || value === undefined) return empty;
    const text = row[referenceLabel(name)];
    // The referenced row's name as its own page shows it: in the reader's language where it has one.
    const titles = (row[labelTitlesOf(name)] ?? undefined) as LabelTitles | undefined;
    return (
      <span style={{ whiteSpace: 'nowrap' }}>
        {typeof text === 'string' && text ? `${menuTitle({ title: text, titles }, ctx.language)} ` : ''}
        <MutedText>#{String(value)}</MutedText>
      </span>
    );
  }
  if (value === null || value === undefined || value === '') return empty;
  switch (field.type) {
    case 'money':
      return <AmountText value={String(value)} signed={field.signed} />;
    case 'decimal':
      return field.percent ? `${formatAmount(shiftDecimal(String(value), 2) ?? String(value))}%` : formatAmount(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'enum': {
      const option = field.options.find((o) => o.value === String(value));
      return <ValueTag color={option?.color} text={option ? ctx.label(option.label) : String(value)} />;
    }
    case 'dict': {
      const entry = ctx.dicts[field.dictType]?.find((v) => v.value === String(value));
      return <ValueTag color={entry?.listClass || undefined} text={entry ? dictLabel(entry, ctx.language) : String(value)} />;
    }
    case 'json': {
      if (isTextPerLanguage(value)) return ctx.whole ? value[ctx.language] : <CutText text={value[ctx.language]} />;
      const text = JSON.stringify(value, null, ctx.whole ? 2 : 0);
      return ctx.whole ? <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{text}</pre> : <CutText text={text} code />;
    }
    case 'richtext':
      // The detail shows it formatted, rebuilt from an allow-list (never injected); a cell, its text.
      return ctx.whole ? <SafeHtml html={String(value)} /> : <CutText text={plainText(String(value))} />;
    case 'image':
    case 'file':
      return <CodeText text={String(value)} />;
    case 'text': {
      // A name, as a menu's title reads: a list cell in the reader's language when the row has
      // its text there (the detail shows each language in a row of its own), else a translation
      // key translated, else as written.
      if (field.translated || field.languages) {
        const titles = field.languages && !ctx.whole ? otherTextsOf(row, field.languages) : undefined;
        return menuTitle({ title: String(value), titles }, ctx.language);
      }
      // A list cell shows the icon alone (its name on hover); the detail names it too.
      if (field.widget === 'icon' && !ctx.whole)
        return (
          <span title={String(value)} aria-label={String(value)}>
            <MenuIcon name={String(value)} />
          </span>
        );
      if (field.widget === 'icon')
        return (
          <Space size={6}>
            <MenuIcon name={String(value)} />
            {String(value)}
          </Space>
        );
      if (field.widget === 'color')
        return (
          <Space size={6}>
            <span style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: String(value), border: '1px solid rgba(0,0,0,0.15)' }} />
            {String(value)}
          </Space>
        );
      if (field.widget === 'password') return '••••••';
      return String(value);
    }
    default:
      return String(value);
  }
}
