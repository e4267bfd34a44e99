import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@/lib/i18n';
import { ok, type RecordedCall } from '@/test/mockApi';
import { WIDGET_ROW } from './testing/widgetResource';
import { renderWidgetPage, SLOW_UNDER_LOAD } from './testing/renderResourcePage';

/** A list of a million rows as the engine answers it: an estimated total and keyset cursors. */
function millionRows(config: RecordedCall) {
  const body = JSON.parse(String(config.data)) as { pageIndex: number; pageSize: number; cursor?: string };
  const page = body.cursor ? Number(body.cursor.replace(/^[np]/, '')) : body.pageIndex;
  const list = Array.from({ length: body.pageSize }, (_, i) => ({ ...WIDGET_ROW, id: (page - 1) * body.pageSize + i + 1, name: `Row ${(page - 1) * body.pageSize + i + 1}` }));
  return ok({ list, total: 1_000_000, totalEstimated: true, pageIndex: body.pageIndex, pageSize: body.pageSize, nextCursor: `n${page + 1}`, ...(page > 1 ? { prevCursor: `p${page - 1}` } : {}) });
}

describe('ResourcePage paging on a million rows', { timeout: SLOW_UNDER_LOAD }, () => {
  it('says an estimated total as one, in each language', async () => {
    renderWidgetPage({ routes: { 'POST test/widget/list': millionRows } });
    expect(await screen.findByText('about 1,000,000')).toBeInTheDocument();
    await act(async () => setLanguage('zh-cn'));
    expect(await screen.findByText('约 1,000,000 条')).toBeInTheDocument();
    await act(async () => setLanguage('zh-tw'));
    expect(await screen.findByText('約 1,000,000 筆')).toBeInTheDocument();
    await act(async () => setLanguage('en'));
  });

  it('counts exactly when the answer is exact', async () => {
    renderWidgetPage({ routes: { 'POST test/widget/list': ok({ list: [WIDGET_ROW], total: 5000, pageIndex: 1, pageSize: 20 }) } });
    expect(await screen.findByText('5000 in total')).toBeInTheDocument();
    expect(screen.queryByText(/about/)).toBeNull();
  });

  it('reads the next and previous pages by the shown page\'s cursors, and any other page by number', async () => {
    const { bodies } = renderWidgetPage({ routes: { 'POST test/widget/list': millionRows } });
    await screen.findByText('Row 20');
    fireEvent.click(screen.getByTitle('Next Page'));
    await screen.findByText('Row 40');
    expect(bodies().at(-1)).toMatchObject({ pageIndex: 2, cursor: 'n2' });
    fireEvent.click(screen.getByTitle('Next Page'));
    await screen.findByText('Row 60');
    expect(bodies().at(-1)).toMatchObject({ pageIndex: 3, cursor: 'n3' });
    fireEvent.click(screen.getByTitle('Previous Page'));
    await screen.findByText('Row 40');
    // Page 2 again, from page 3's prev cursor (a new request: the cursor is part of what was asked).
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ pageIndex: 2, cursor: 'p2' }));
    fireEvent.click(screen.getByTitle('5'));
    await screen.findByText('Row 100');
    expect(bodies().at(-1)).toMatchObject({ pageIndex: 5 });
    expect(bodies().at(-1)).not.toHaveProperty('cursor');
  });
});
