import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { defineResource } from '@ledgerdesk/shared';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { fail, mockApi, ok } from '@/test/mockApi';
import GenericResourcePage from './index';

const NOTE = defineResource({
  name: 'test/note',
  table: 'test_note',
  permission: 'test/note',
  title: { 'zh-cn': '便笺', en: 'Notes', 'zh-tw': '便箋' },
  defaultSort: { field: 'id', order: 'desc' },
  delete: 'hard',
  fields: { text: { type: 'text', label: { 'zh-cn': '内容', en: 'Text', 'zh-tw': '內容' }, required: true } },
  menu: { parent: 'system', path: '/test/notes', icon: 'BookOutlined', sort: 1 },
});

function renderAt(path: string, definition: ReturnType<typeof ok>) {
  setLanguage('en');
  useSession.setState({ permissions: ['test/note/list'] });
  const api = mockApi({
    'GET resource/definition': definition,
    'POST test/note/list': ok({ list: [{ id: 1, version: 0, text: 'Call the bank' }], total: 1, pageIndex: 1, pageSize: 20 }),
  });
  const router = createMemoryRouter([{ path: '*', element: <GenericResourcePage /> }], { initialEntries: [path] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return api;
}

describe('the generic resource page', { timeout: 150_000 }, () => {
  it("asks the server for its route's definition and draws the page from it", async () => {
    const api = renderAt('/test/notes', ok(NOTE));
    expect(await screen.findByText('Call the bank')).toBeInTheDocument();
    expect(screen.getByText('Notes')).toBeInTheDocument();
    expect(api.calls.find((c) => c.url?.endsWith('resource/definition'))?.params).toEqual({ path: '/test/notes' });
  });

  it('says so, with a retry, when the route has no resource', async () => {
    renderAt('/test/nothing', fail(404, 'no resource has the menu path /test/nothing'));
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('no resource has the menu path /test/nothing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
