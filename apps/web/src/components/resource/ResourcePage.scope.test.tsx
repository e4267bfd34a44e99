import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '@/test/mockApi';
import { getButton } from '@/test/buttons';
import { WIDGET_ROW } from './testing/widgetResource';
import { renderWidgetPage, SLOW_UNDER_LOAD } from './testing/renderResourcePage';

describe('ResourcePage scope', { timeout: SLOW_UNDER_LOAD }, () => {
  it('sends the scope with every list call, offers no filter or column for it, and a new row takes it unchangeably', async () => {
    const { bodies } = renderWidgetPage({
      path: '/test/widget?code=OTHER',
      props: { scope: { code: 'SP-1' } },
      routes: { 'POST test/widget/add': (config) => ok({ ...WIDGET_ROW, ...(JSON.parse(String(config.data)) as object), id: 9 }) },
    });
    await screen.findByText('Sprocket');
    // The address cannot widen the scope.
    expect(bodies()[0]).toEqual({ pageIndex: 1, pageSize: 20, code: 'SP-1' });
    expect(within(screen.getByTestId('resource-filters')).queryByLabelText('Code')).not.toBeInTheDocument();
    // The header cells' titles: a columnheader role query with a name takes most of a second in jsdom.
    const headers = Array.from(document.querySelectorAll('.ant-table-thead th'), (h) => h.textContent?.trim());
    expect(headers).toContain('Name');
    expect(headers).not.toContain('Code');

    fireEvent.click(getButton(/Add/));
    const form = within(await screen.findByTestId('resource-form'));
    await waitFor(() => expect(form.getByLabelText('Code')).toHaveValue('SP-1'));
    expect(form.getByLabelText('Code')).toBeDisabled();
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Washer' } });
    fireEvent.click(getButton('Save'));
    await waitFor(() => expect(bodies('test/widget/add')[0]).toMatchObject({ name: 'Washer', code: 'SP-1' }));
  });
});
