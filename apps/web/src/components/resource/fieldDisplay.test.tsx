import { render } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '@ledgerdesk/shared';
import { setLanguage } from '@/lib/i18n';
import { fieldDisplay, type DisplayContext } from './fieldDisplay';

const ctx: DisplayContext = {
  dicts: {},
  language: 'en',
  label: (label) => (typeof label === 'string' ? label : label.en),
  t: ((key: string) => key) as unknown as TFunction,
};

function cell(field: FieldDefinition, row: Record<string, unknown>, whole = false) {
  return render(<>{fieldDisplay('value', field, row, { ...ctx, whole })}</>).container;
}

describe("a field's value in a list cell", () => {
  it('shows a text that may be a translation key translated, and plain text as written', () => {
    setLanguage('en');
    expect(cell({ type: 'text', label: 'x', translated: true }, { value: 'message.router.home' })).toHaveTextContent(/^Home$/);
    expect(cell({ type: 'text', label: 'x', translated: true }, { value: 'Night desk' })).toHaveTextContent(/^Night desk$/);
    expect(cell({ type: 'text', label: 'x' }, { value: 'message.router.home' })).toHaveTextContent(/^message\.router\.home$/);
  });

  it("shows a text given in each language in the reader's, the simplified Chinese where it has none", () => {
    const title: FieldDefinition = { type: 'text', label: 'x', translated: true, languages: { en: 'titleEn', 'zh-tw': 'titleZhTw' } };
    const row = { value: '红包', titleEn: 'Red envelopes', titleZhTw: '紅包' };
    const inLanguage = (language: DisplayContext['language'], shown: Record<string, unknown>) => render(<>{fieldDisplay('value', title, shown, { ...ctx, language })}</>).container;
    expect(inLanguage('en', row)).toHaveTextContent(/^Red envelopes$/);
    expect(inLanguage('zh-tw', row)).toHaveTextContent(/^紅包$/);
    expect(inLanguage('zh-cn', row)).toHaveTextContent(/^红包$/);
    expect(inLanguage('en', { ...row, titleEn: '' })).toHaveTextContent(/^红包$/);
    // A built-in menu titled by a key, with no texts of its own, is translated.
    expect(inLanguage('zh-tw', { value: 'message.router.home', titleEn: '', titleZhTw: '' })).toHaveTextContent(/^首頁$/);
  });

  it('shows a reference named by a translation key (a built-in parent menu) translated', () => {
    expect(cell({ type: 'reference', label: 'x', resource: 'system/menu', labelField: 'title' }, { value: 3, valueLabel: 'message.router.system' })).toHaveTextContent(/^System settings #3$/);
  });

  it("shows a reference whose label is given in each language (a business parent menu) in the reader's", () => {
    const parent: FieldDefinition = { type: 'reference', label: 'x', resource: 'system/menu', labelField: 'title' };
    const row = { value: 217, valueLabel: '营销管理', valueLabelTitles: { en: 'Marketing', 'zh-tw': '行銷管理' } };
    const inLanguage = (language: DisplayContext['language'], shown: Record<string, unknown>) => render(<>{fieldDisplay('value', parent, shown, { ...ctx, language })}</>).container;
    expect(inLanguage('en', row)).toHaveTextContent(/^Marketing #217$/);
    expect(inLanguage('zh-tw', row)).toHaveTextContent(/^行銷管理 #217$/);
    expect(inLanguage('zh-cn', row)).toHaveTextContent(/^营销管理 #217$/);
    // A parent without the reader's text (empty, or none sent) shows its label.
    expect(inLanguage('en', { ...row, valueLabelTitles: { en: '', 'zh-tw': null } })).toHaveTextContent(/^营销管理 #217$/);
    expect(inLanguage('zh-tw', { ...row, valueLabelTitles: null })).toHaveTextContent(/^营销管理 #217$/);
  });

  it('marks a missing value and a reference id as secondary text', () => {
    expect(cell({ type: 'text', label: 'x' }, { value: null }).querySelector('span.ld-text-muted')).toHaveTextContent(/^-$/);
    const reference = cell({ type: 'reference', label: 'x', resource: 'member', labelField: 'name' }, { value: 42, valueLabel: 'Alice' });
    expect(reference).toHaveTextContent('Alice #42');
    expect(reference.querySelector('.ld-text-muted')).toHaveTextContent(/^#42$/);
  });

  it('cuts text per language, JSON and rich text to one line with the whole text on hover', () => {
    const names = cell({ type: 'json', label: 'x' }, { value: { 'zh-cn': '新闻', en: 'Market news of the week', 'zh-tw': '新聞' } });
    const name = names.querySelector('span.ld-text-cut');
    expect(name).toHaveTextContent(/^Market news of the week$/);
    expect(name).toHaveAttribute('title', 'Market news of the week');

    const json = cell({ type: 'json', label: 'x' }, { value: { limit: 5, tags: ['a'] } }).querySelector('code.ld-text-code.ld-text-cut');
    expect(json).toHaveTextContent('{"limit":5,"tags":["a"]}');
    expect(json).toHaveAttribute('title', '{"limit":5,"tags":["a"]}');

    const rich = cell({ type: 'richtext', label: 'x' }, { value: '<p>Fees <b>fall</b><img src=x onerror="alert(1)"></p>' });
    expect(rich.querySelector('.ld-text-cut')).toHaveAttribute('title', 'Fees fall');
    // A cell shows the text alone: no element of the stored HTML reaches the page.
    expect(rich.querySelector('b, img, p')).toBeNull();
  });

  it('shows a stored path as code and a detail whole, uncut', () => {
    expect(cell({ type: 'file', label: 'x' }, { value: '2026/12/03/a.pdf' }).querySelector('code.ld-text-code')).toHaveTextContent('2026/12/03/a.pdf');
    const detail = cell({ type: 'json', label: 'x' }, { value: { limit: 5 } }, true);
    expect(detail.querySelector('pre')).toHaveTextContent('"limit": 5');
    expect(detail.querySelector('.ld-text-cut')).toBeNull();
  });
});
