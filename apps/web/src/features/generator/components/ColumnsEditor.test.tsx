import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { GenColumn } from '@ledgerdesk/shared/generator/model';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import '../locales';
import { ColumnsEditor } from './ColumnsEditor';

const text = (column: string, label: string): GenColumn => ({
  column,
  sqlType: 'text',
  notNull: true,
  hasDefault: false,
  defaultExpr: null,
  include: true,
  fieldType: 'input',
  label: { 'zh-cn': label, en: label, 'zh-tw': label },
  list: true,
  filter: 'none',
  sort: false,
  form: true,
  detail: true,
  export: true,
  required: false,
  unique: false,
  maxLength: null,
  scale: null,
  mask: 'none',
  dictType: null,
});

function setUp(language: 'en' | 'zh-tw' = 'en') {
  setLanguage(language);
  const columns = [text('name', 'Name'), text('name_en', 'Name (English)'), text('name_zh_tw', 'Name (Traditional Chinese)'), text('note_en', 'Note')];
  render(
    <Providers queryClient={createQueryClient()}>
      <ColumnsEditor row={{ id: 1, version: 0, columns, relations: [] }} onSaved={() => undefined} />
    </Providers>,
  );
}

const columnCell = (column: string) => screen.getByTestId(`generator-column-${column}`);
const rowOf = (column: string) => columnCell(column).closest('tr')!;

describe('generator columns tab', () => {
  it('shows which columns keep one text in three languages, as the generated definition will declare them', () => {
    setUp();
    expect(within(columnCell('name')).getByText('Kept in 3 languages')).toBeInTheDocument();
    expect(within(columnCell('name_en')).getByText('English of name')).toBeInTheDocument();
    expect(within(columnCell('name_zh_tw')).getByText('Traditional Chinese of name')).toBeInTheDocument();
    // An English column with no simplified and traditional Chinese beside it is a text of its own.
    expect(columnCell('note_en')).toHaveTextContent(/^note_en$/);
  });

  it('ends the pairing when one of the three is left out, as the generator then emits three separate texts', () => {
    setUp();
    // The first check box of a row is "include".
    fireEvent.click(within(rowOf('name_zh_tw')).getAllByRole('checkbox')[0]!);
    expect(columnCell('name')).toHaveTextContent(/^name$/);
    expect(columnCell('name_en')).toHaveTextContent(/^name_en$/);
  });

  it('words the pairing in the console language', () => {
    setUp('zh-tw');
    expect(within(columnCell('name')).getByText('三種語言')).toBeInTheDocument();
    expect(within(columnCell('name_en')).getByText('name 的英文')).toBeInTheDocument();
  });
});
