import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { WIDGET_ROW } from './testing/widgetResource';
import { renderWidgetPage, SLOW_UNDER_LOAD } from './testing/renderResourcePage';
import { ok } from '@/test/mockApi';
import { getAllButtons, getButton, queryButton } from '@/test/buttons';

describe('ResourcePage permissions', { timeout: SLOW_UNDER_LOAD }, () => {
  it('shows only reading to an operator with the list permission alone', async () => {
    renderWidgetPage({ permissions: ['test/widget/list'] });
    await screen.findByText('Sprocket');
    for (const name of ['Add', 'Export', 'Edit', 'Delete', 'Archive']) expect(queryButton(name)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(getButton('Details')).toBeInTheDocument();
  });

  it('shows each button with its own permission, and a row action only on rows in a state it applies to', async () => {
    renderWidgetPage({
      permissions: ['test/widget/list', 'test/widget/add', 'test/widget/export', 'test/widget/archive'],
      routes: { 'POST test/widget/list': ok({ list: [WIDGET_ROW, { ...WIDGET_ROW, id: 8, name: 'Gear', status: 'OFF' }], total: 2, pageIndex: 1, pageSize: 20 }) },
    });
    await screen.findByText('Gear');
    expect(getButton(/Add/)).toBeInTheDocument();
    expect(getButton(/Export/)).toBeInTheDocument();
    expect(queryButton('Edit')).not.toBeInTheDocument();
    expect(queryButton('Delete')).not.toBeInTheDocument();
    // Archive applies to status ON only: one row of the two.
    expect(getAllButtons('Archive')).toHaveLength(1);
    // Neither delete nor a bulk action is permitted: no selection column.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('the wildcard grants every button', async () => {
    renderWidgetPage({ permissions: ['*/*/*'] });
    await screen.findByText('Sprocket');
    for (const name of ['Edit', 'Delete', 'Archive']) expect(getButton(name)).toBeInTheDocument();
    // The shown inputs themselves (not antd's aria-hidden measure row): a checkbox role query takes a second here in jsdom.
    expect(Array.from(document.querySelectorAll('input[type="checkbox"]')).filter((box) => !box.closest('[aria-hidden="true"]')).length).toBeGreaterThan(0);
  });
});
