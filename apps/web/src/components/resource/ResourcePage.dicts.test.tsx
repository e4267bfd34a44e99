import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@/lib/i18n';
import { ok } from '@/test/mockApi';
import { getAllButtons } from '@/test/buttons';
import { WIDGET_DICTS, WIDGET_ROW } from './testing/widgetResource';
import { renderWidgetPage, SLOW_UNDER_LOAD } from './testing/renderResourcePage';

const STATES = ['ON', 'OFF', 'BROKEN'];
const ROWS = Array.from({ length: 20 }, (_, i) => ({ ...WIDGET_ROW, id: i + 1, name: `Widget ${i + 1}`, status: STATES[i % 3], kind: i % 2 ? 'A' : 'B' }));

describe('ResourcePage dictionaries', { timeout: SLOW_UNDER_LOAD }, () => {
  it('makes exactly one dictionary call for a table full of dictionary cells, and the form reuses it', async () => {
    const { api } = renderWidgetPage({
      routes: { 'POST test/widget/list': ok({ list: ROWS, total: 200, pageIndex: 1, pageSize: 20 }) },
    });
    await screen.findByText('Widget 20');
    await waitFor(() => expect(screen.getAllByText('Switched on')).toHaveLength(7));
    expect(screen.getAllByText('Broken')).toHaveLength(6);
    expect(screen.getAllByText('Kind A')).toHaveLength(10);
    const batch = api.calls.filter((c) => c.url?.endsWith('dict/data/getDicts'));
    expect(batch).toHaveLength(1);
    expect(batch[0]?.params).toEqual({ dictTypes: ['widget_kind', 'widget_status'] });
    expect(api.count('GET dict/data/getDictData')).toBe(0);

    // The edit form's dictionary selects read the cache the one call seeded.
    fireEvent.click(getAllButtons('Edit')[0]!);
    const form = within(await screen.findByTestId('resource-form'));
    await waitFor(() => expect(form.getByLabelText('Name')).toHaveValue('Sprocket'));
    expect(api.count('GET dict/data/getDictData')).toBe(0);
    expect(api.count('GET dict/data/getDicts')).toBe(1);
  });

  it('shows an entry in the current language from its own labels, else its key translated', async () => {
    renderWidgetPage();
    await screen.findByText('Sprocket');
    await screen.findByText('Switched on');
    await act(async () => setLanguage('zh-tw'));
    expect(await screen.findByText('開')).toBeInTheDocument();
    // 'Kind A' has no labels: its key, untranslated since no such i18n key exists.
    expect(screen.getByText('Kind A')).toBeInTheDocument();
    expect(WIDGET_DICTS.widget_kind[0]).not.toHaveProperty('labels');
  });
});
