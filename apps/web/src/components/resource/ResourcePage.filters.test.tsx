import { Activity, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { getButton } from '@/test/buttons';
import { forgetPages, PageMemoryScope } from './pageMemory';
import { fail, ok } from '@/test/mockApi';
import { renderWidgetPage, SLOW_UNDER_LOAD } from './testing/renderResourcePage';

const DAVE = { id: 4, account: 'demo_dave', nickname: 'Dave', phone: '13800000004', status: 'NORMAL' };

const filters = () => screen.getByTestId('resource-filters');
const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(within(filters()).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1)!);
};
/** A column's header cell, by its title: a columnheader role query with a name takes most of a second in jsdom. */
const columnHeader = (title: string) => within(document.querySelector<HTMLElement>('.ant-table-thead')!).getByText(title).closest('th')!;
const search = () => fireEvent.click(getButton(/Search/, filters()));

describe('ResourcePage filters', { timeout: SLOW_UNDER_LOAD }, () => {
  it('maps each filter to the list call by its mode: prefix and exact text, ranges, one-of-many, dictionary, enum, boolean, a reference chosen by name', async () => {
    const { bodies } = renderWidgetPage({ routes: { 'GET member/options': ok({ list: [DAVE] }) } });
    await screen.findByText('Sprocket');
    expect(bodies()[0]).toEqual({ pageIndex: 1, pageSize: 20});

    const form = within(filters());
    fireEvent.change(form.getByLabelText('Name'), { target: { value: '  Spr ' } });
    fireEvent.change(form.getByLabelText('Code'), { target: { value: 'SP-1' } });
    fireEvent.change(form.getByLabelText('Quantity Min'), { target: { value: '2' } });
    fireEvent.change(form.getByLabelText('Quantity Max'), { target: { value: '9' } });
    fireEvent.change(form.getByLabelText('Price Min'), { target: { value: '10.5' } });
    await pick('Status', 'Switched on');
    await pick('Status', 'Broken');
    await pick('Kind', 'Kind B');
    await pick('Colour', 'Blue');
    await pick('Active', 'No');
    // The owner is a member: chosen by account, nickname or phone, and the list is asked by id.
    fireEvent.mouseDown(form.getByLabelText('Owner'));
    const dave = await screen.findAllByText('demo_dave');
    fireEvent.click(dave.at(-1)!.closest('.ant-select-item-option')!);
    search();

    await waitFor(() =>
      expect(bodies().at(-1)).toEqual({
        pageIndex: 1,
        pageSize: 20,
        name: 'Spr',
        code: 'SP-1',
        quantityFrom: 2,
        quantityTo: 9,
        priceFrom: '10.5',
        status: ['ON', 'BROKEN'],
        kind: 'B',
        colour: 'BLUE',
        active: false,
        ownerId: 4,
      }),
    );

    // Reset clears every filter and asks again.
    fireEvent.click(getButton(/Reset/, filters()));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ pageIndex: 1, pageSize: 20}));
  });

  it('names the reference an address presets, and lets an operator who may not list its rows type the id or the exact name', async () => {
    const preset = renderWidgetPage({ path: '/test/widget?ownerId=4', routes: { 'GET member/options': ok({ list: [DAVE] }) } });
    await screen.findByText('Sprocket');
    expect(preset.bodies()[0]).toMatchObject({ ownerId: 4 });
    await waitFor(() => expect(within(filters()).getByTestId('member-picker')).toHaveTextContent('demo_dave'));
    cleanup();

    const refused = renderWidgetPage({ routes: { 'GET member/options': fail(403, 'permission member/member/list is required') } });
    await screen.findByText('Sprocket');
    const form = within(filters());
    fireEvent.change(await form.findByLabelText('Owner ID'), { target: { value: '4' } });
    fireEvent.change(form.getByLabelText('Owner'), { target: { value: 'demo_dave' } });
    search();
    await waitFor(() => expect(refused.bodies().at(-1)).toEqual({ pageIndex: 1, pageSize: 20, ownerId: 4, ownerIdLabel: 'demo_dave' }));
    // The refusal is how the filter chose its controls, not the operator's error.
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  });

  it('takes presets from the address: comma-separated states fill the multi-select, a date range is whole days in the browser zone', async () => {
    const { bodies } = renderWidgetPage({ path: '/test/widget?status=ON,BROKEN&name=Spr&createdAtFrom=2026-01-05&createdAtTo=2026-01-06&unknown=1' });
    await screen.findByText('Sprocket');
    expect(bodies()[0]).toEqual({
      pageIndex: 1,
      pageSize: 20,
      status: ['ON', 'BROKEN'],
      name: 'Spr',
      createdAtFrom: dayjs('2026-01-05').startOf('day').toISOString(),
      createdAtTo: dayjs('2026-01-06').endOf('day').toISOString(),
    });
    const statusItem = within(filters()).getByLabelText('Status').closest('.ant-form-item') as HTMLElement;
    expect(within(statusItem).getByText('Switched on')).toBeInTheDocument();
    expect(within(statusItem).getByText('Broken')).toBeInTheDocument();
    expect(within(filters()).getByLabelText('Name')).toHaveValue('Spr');
  });

  it('re-applies the address when a link leads to the open page with other states', async () => {
    const { bodies, router } = renderWidgetPage({ path: '/test/widget?status=ON' });
    await screen.findByText('Sprocket');
    expect(bodies()[0]).toMatchObject({ status: ['ON'] });
    await act(() => router.navigate('/test/widget?status=OFF,BROKEN'));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ status: ['OFF', 'BROKEN'], pageIndex: 1 }));
    const statusItem = within(filters()).getByLabelText('Status').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(statusItem).queryByText('Switched on')).not.toBeInTheDocument());
    expect(within(statusItem).getByText('Off')).toBeInTheDocument();
  });

  it('sorts on the server by a sortable column, and a cleared sort falls back to the definition', async () => {
    const { bodies } = renderWidgetPage();
    await screen.findByText('Sprocket');
    fireEvent.click(columnHeader('Quantity'));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ sortField: 'quantity', sortOrder: 'asc', pageIndex: 1 }));
    fireEvent.click(columnHeader('Quantity'));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ sortField: 'quantity', sortOrder: 'desc' }));
    fireEvent.click(columnHeader('Quantity'));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ pageIndex: 1, pageSize: 20 }));
    // Columns the definition does not mark sortable have no sorter.
    expect(columnHeader('Price')).not.toHaveAttribute('aria-sort');
  });
});

describe('ResourcePage filters kept with the page', { timeout: SLOW_UNDER_LOAD }, () => {
  const nameField = () => within(filters()).getByLabelText('Name');

  it('shows again what was asked, with its rows, when the page mounts anew under its page key (a tag refresh); a closed page forgets', async () => {
    const inPage = (page: ReactNode) => <PageMemoryScope pageKey="/test/widget#memory">{page}</PageMemoryScope>;
    const first = renderWidgetPage({ wrap: inPage });
    await screen.findByText('Sprocket');
    fireEvent.change(nameField(), { target: { value: 'Spr' } });
    search();
    await waitFor(() => expect(first.bodies().at(-1)).toMatchObject({ name: 'Spr' }));
    cleanup();

    const again = renderWidgetPage({ wrap: inPage });
    await screen.findByText('Sprocket');
    // The first call of the new mount already asks what the form shows.
    expect(again.bodies()[0]).toEqual({ pageIndex: 1, pageSize: 20, name: 'Spr' });
    expect(nameField()).toHaveValue('Spr');
    cleanup();

    forgetPages(() => false);
    const fresh = renderWidgetPage({ wrap: inPage });
    await screen.findByText('Sprocket');
    expect(fresh.bodies()[0]).toEqual({ pageIndex: 1, pageSize: 20 });
    expect(nameField()).toHaveValue('');
  });

  it('keeps the applied filters and what was typed since while the page is hidden and shown again (keep-alive)', async () => {
    let show: (mode: 'visible' | 'hidden') => void = () => undefined;
    function Cached({ children }: { children: ReactNode }) {
      const [mode, setMode] = useState<'visible' | 'hidden'>('visible');
      show = setMode;
      return <Activity mode={mode}>{children}</Activity>;
    }
    const { bodies } = renderWidgetPage({ wrap: (page) => <Cached>{page}</Cached> });
    await screen.findByText('Sprocket');
    fireEvent.change(nameField(), { target: { value: 'Spr' } });
    search();
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ name: 'Spr' }));
    fireEvent.change(within(filters()).getByLabelText('Code'), { target: { value: 'SP-' } });
    const calls = bodies().length;

    act(() => show('hidden'));
    act(() => show('visible'));
    await screen.findByText('Sprocket');
    expect(nameField()).toHaveValue('Spr');
    expect(within(filters()).getByLabelText('Code')).toHaveValue('SP-');
    // Nothing was asked again for another filter than the one shown.
    expect(bodies().slice(calls).every((body) => body.name === 'Spr')).toBe(true);
  });
});
