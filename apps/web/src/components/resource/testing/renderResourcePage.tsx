import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { mockApi, ok, type MockAnswer, type RecordedCall } from '@/test/mockApi';
import { ResourcePage, type ResourcePageProps } from '../ResourcePage';
import { WIDGET_DICTS, WIDGET_ROW, widgetResource } from './widgetResource';

type Handler = MockAnswer | ((config: RecordedCall) => MockAnswer | Promise<MockAnswer>);

/** A whole antd page in jsdom takes seconds; on a busy 2-core machine a minute is not unusual. */
export const SLOW_UNDER_LOAD = 150_000;

export const ALL_WIDGET_PERMISSIONS = ['list', 'add', 'edit', 'delete', 'export', 'archive', 'recount'].map((op) => `test/widget/${op}`);

/** The widget page at `path` with a mocked API (the list answers WIDGET_ROW), in English. */
export function renderWidgetPage(
  options: {
    path?: string;
    permissions?: string[];
    routes?: Record<string, Handler>;
    props?: Partial<ResourcePageProps>;
    /** Puts the page inside something (the page cache's memory scope, an Activity). */
    wrap?: (page: ReactNode) => ReactNode;
  } = {},
) {
  setLanguage('en');
  useSession.setState({ permissions: options.permissions ?? ALL_WIDGET_PERMISSIONS });
  const api = mockApi({
    'POST test/widget/list': (config) => ok({ list: [WIDGET_ROW], total: 1, ...(JSON.parse(String(config.data)) as object) }),
    'GET test/widget/get': ok(WIDGET_ROW),
    'GET dict/data/getDicts': ok({ dicts: WIDGET_DICTS }),
    ...options.routes,
  });
  const page = <ResourcePage definition={widgetResource} {...options.props} />;
  const router = createMemoryRouter([{ path: '/test/widget', element: options.wrap ? options.wrap(page) : page }], {
    initialEntries: [options.path ?? '/test/widget'],
  });
  render(
    <Providers queryClient={createQueryClient()}>
      {/*
        No motion and no click wave: jsdom has no transitions, so every drawer, dialog and button
        click would otherwise run antd's animation bookkeeping and wait on its timers for nothing.
      */}
      <ConfigProvider theme={{ token: { motion: false } }} wave={{ disabled: true }}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </Providers>,
  );
  const bodies = (key = 'test/widget/list') =>
    api.calls.filter((c) => c.url?.endsWith(key)).map((c) => (c.data ? (JSON.parse(String(c.data)) as Record<string, unknown>) : (c.params as Record<string, unknown>)));
  return { api, router, bodies };
}
