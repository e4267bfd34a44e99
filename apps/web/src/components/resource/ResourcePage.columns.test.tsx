import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWidgetPage, SLOW_UNDER_LOAD } from './testing/renderResourcePage';

const STORAGE_KEY = 'ledgerdesk:columns:test/widget';
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim())
    .filter((text): text is string => Boolean(text));
const openSettings = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Column settings' }));
  return within(await screen.findByTestId('column-settings'));
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
    fireEvent.click(panel.getByRole('checkbox', { name: 'Price' }));
    await waitFor(() => expect(headers()).not.toContain('Price'));
    fireEvent.click(panel.getByRole('button', { name: 'Move Quantity up' }));
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
    fireEvent.click(panel.getByRole('button', { name: 'Reset' }));
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
