import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getButton } from '@/test/buttons';
import { renderWidgetPage, SLOW_UNDER_LOAD } from './testing/renderResourcePage';

const STORAGE_KEY = 'ledgerdesk:columns:test/widget';
/**
 * The column titles, read from the table's header cells: a columnheader role query styles the whole
 * table in jsdom, most of a second per call (and waitFor calls this again and again).
 */
const headers = () =>
  Array.from(document.querySelectorAll('.ant-table-thead th'), (h) => h.textContent?.trim()).filter((text): text is string => Boolean(text));
const openSettings = async () => {
  fireEvent.click(getButton('Column settings'));
  return screen.findByTestId('column-settings');
};

describe('ResourcePage column settings', { timeout: SLOW_UNDER_LOAD }, () => {
  it('hides and reorders columns, stores that per resource only once changed, and reset restores the definition', async () => {
    renderWidgetPage();
    await screen.findByText('Sprocket');
    const defaults = headers();
    expect(defaults.slice(0, 4)).toEqual(['Name', 'Code', 'Quantity', 'Price']);
    // Nothing is written for an operator who never touched the settings.
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();

    let panel = await openSettings();
    // By its label: a checkbox role query with a name takes 1.5 s in jsdom here.
    const price = within(panel).getByLabelText('Price');
    expect(price).toHaveAttribute('type', 'checkbox');
    fireEvent.click(price);
    await waitFor(() => expect(headers()).not.toContain('Price'));
    fireEvent.click(getButton('Move Quantity up', panel));
    await waitFor(() => expect(headers().slice(0, 3)).toEqual(['Name', 'Quantity', 'Code']));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ hidden: ['price'], order: expect.arrayContaining(['name', 'quantity', 'code']) });

    // A new visit keeps the layout.
    const stored = localStorage.getItem(STORAGE_KEY);
    cleanup();
    localStorage.setItem(STORAGE_KEY, stored!);
    renderWidgetPage();
    await screen.findByText('Sprocket');
    expect(headers().slice(0, 3)).toEqual(['Name', 'Quantity', 'Code']);
    expect(headers()).not.toContain('Price');

    panel = await openSettings();
    fireEvent.click(getButton('Reset', panel));
    await waitFor(() => expect(headers()).toEqual(defaults));
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('fits a stored layout to the definition: unknown fields drop out, new ones join at the end', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ order: ['gone', 'price', 'name'], hidden: ['gone', 'code'] }));
    renderWidgetPage();
    await screen.findByText('Sprocket');
    const shown = headers();
    expect(shown.slice(0, 3)).toEqual(['Price', 'Name', 'Quantity']);
    expect(shown).not.toContain('Code');
    expect(shown).toContain('Created');
  });
});
