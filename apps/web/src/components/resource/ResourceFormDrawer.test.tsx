import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '@/test/mockApi';
import { getButton } from '@/test/buttons';
import { WIDGET_ROW, widgetResource } from './testing/widgetResource';
import { renderWidgetPage, SLOW_UNDER_LOAD } from './testing/renderResourcePage';

const drawer = () => within(screen.getByTestId('resource-form'));
const type = (label: string, value: string) => fireEvent.change(drawer().getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(getButton('Save'));
/** The error shown under a form field. */
const errorOf = (label: string) => drawer().getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';

async function openCreate() {
  fireEvent.click(getButton(/Add/));
  await screen.findByTestId('resource-form');
}

describe('ResourceFormDrawer', { timeout: SLOW_UNDER_LOAD }, () => {
  it('checks each type by its definition before sending anything', async () => {
    const { api } = renderWidgetPage();
    await screen.findByText('Sprocket');
    await openCreate();
    type('Name', 'x'.repeat(21));
    type('Email', 'not-an-email');
    type('Quantity', '500');
    type('Price', '1.234');
    type('Rate', '60');
    type('Settings', '{ "size": ');
    save();
    // Each field's message is drawn when its own check settles: wait for all of them at once.
    const errorsOf = (...labels: string[]) => Object.fromEntries(labels.map((label) => [label, errorOf(label)]));
    await waitFor(() =>
      expect(errorsOf('Name', 'Email', 'Quantity', 'Price', 'Rate', 'Settings')).toEqual({
        Name: 'Name takes at most 20 characters',
        Email: 'Email: must be an e-mail address',
        Quantity: 'Quantity must be at most 100',
        Price: 'Price must be a number with at most 2 decimal places',
        Rate: 'Rate must be at most 50%',
        Settings: 'Settings must be valid JSON',
      }),
    );

    type('Name', '   ');
    type('Price', '-3');
    type('Rate', '1.255');
    type('Quantity', '0');
    save();
    await waitFor(() =>
      expect(errorsOf('Name', 'Price', 'Rate', 'Quantity')).toEqual({
        Name: 'Name is required',
        Price: 'Price cannot be negative',
        Rate: 'Rate must be a number with at most 2 decimal places',
        Quantity: 'Quantity must be at least 1',
      }),
    );
    expect(api.count('POST test/widget/add')).toBe(0);
  });

  it('sends a valid form as the API takes it: decimals as text, a percentage as the stored rate, JSON parsed, empty fields left out', async () => {
    const { bodies } = renderWidgetPage({ routes: { 'POST test/widget/add': (config) => ok({ ...WIDGET_ROW, ...(JSON.parse(String(config.data)) as object), id: 9 }) } });
    await screen.findByText('Sprocket');
    await openCreate();
    // One record's name, as a sentence says it, not the list's title ('Add Widgets').
    expect(screen.getByText('Add widget')).toBeInTheDocument();
    type('Name', '  Flange ');
    type('Code', 'FL-1');
    type('Price', '12.50');
    type('Rate', '1.5');
    type('Settings', '{"size": 3}');
    save();
    await waitFor(() => expect(bodies('test/widget/add')).toHaveLength(1));
    // Status starts on the dictionary's default; Active on the definition's default.
    expect(bodies('test/widget/add')[0]).toEqual({ name: 'Flange', code: 'FL-1', price: '12.50', rate: '0.015', status: 'ON', active: true, settings: { size: 3 } });
    await waitFor(() => expect(screen.queryByTestId('resource-form')).not.toBeInTheDocument());
  });

  it("puts the server's 400 on the fields it names", async () => {
    renderWidgetPage({
      routes: { 'POST test/widget/add': fail(400, 'code: already used', { fields: { code: 'already used by widget #3' } }) },
    });
    await screen.findByText('Sprocket');
    await openCreate();
    type('Name', 'Flange');
    type('Code', 'SP-1');
    save();
    await waitFor(() => expect(errorOf('Code')).toBe('already used by widget #3'));
    expect(errorOf('Name')).toBe('');
    expect(screen.getByRole('alert')).toHaveTextContent('code: already used');
  });

  it('shows a duplicate (409 naming a field) on that field, asking for another value, not as a stale record', async () => {
    const { api } = renderWidgetPage({
      routes: { 'POST test/widget/add': fail(409, 'Code is already used by another row', { fields: { code: 'is already used by another row' } }) },
    });
    await screen.findByText('Sprocket');
    await openCreate();
    type('Name', 'Flange');
    type('Code', 'SP-1');
    save();
    await waitFor(() => expect(errorOf('Code')).toBe('is already used by another row'));
    expect(errorOf('Name')).toBe('');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Code is already used by another row');
    expect(alert).toHaveTextContent('Correct the marked input and submit again.');
    expect(alert).not.toHaveTextContent(/someone else/i);
    expect(screen.queryByText('Someone else changed this record')).not.toBeInTheDocument();
    // The form keeps what was typed, for the operator to change the one value.
    expect(drawer().getByLabelText('Code')).toHaveValue('SP-1');
    expect(drawer().getByLabelText('Name')).toHaveValue('Flange');
    expect(api.count('POST test/widget/add')).toBe(1);
  });

  it('edits only what changed, with the version it read; a stale edit says so and reloads the current row', async () => {
    let reads = 0;
    const { bodies } = renderWidgetPage({
      routes: {
        'GET test/widget/get': () => {
          reads += 1;
          return ok(reads === 1 ? WIDGET_ROW : { ...WIDGET_ROW, version: 4, name: 'Sprocket (renamed)' });
        },
        'PUT test/widget/edit': fail(409, 'version: stale', { fields: { version: 'someone changed this row; reload it' } }),
      },
    });
    await screen.findByText('Sprocket');
    fireEvent.click(getButton('Edit'));
    await screen.findByTestId('resource-form');
    await waitFor(() => expect(drawer().getByLabelText('Name')).toHaveValue('Sprocket'));
    expect(screen.getByText('Edit widget #7')).toBeInTheDocument();
    // A set-once field shows, but cannot be changed.
    expect(drawer().getByLabelText('Code')).toBeDisabled();
    type('Name', 'Sprocket II');
    save();
    await waitFor(() => expect(bodies('test/widget/edit')).toHaveLength(1));
    expect(bodies('test/widget/edit')[0]).toEqual({ id: 7, version: 3, name: 'Sprocket II' });

    expect(await screen.findByText('Someone else changed this record')).toBeInTheDocument();
    await waitFor(() => expect(drawer().getByLabelText('Name')).toHaveValue('Sprocket (renamed)'));
    expect(reads).toBe(2);
  });

  it('says a change waits for a second operator when the saved row has a request waiting, and only "saved" otherwise', async () => {
    const definition = {
      ...widgetResource,
      pendingChange: 'awaiting',
      fields: { ...widgetResource.fields, awaiting: { type: 'boolean', label: { 'zh-cn': '待批', en: 'Awaiting', 'zh-tw': '待批' }, virtual: true, readOnly: true, form: false } },
    } as const;
    let filed = true;
    renderWidgetPage({
      props: { definition },
      routes: { 'PUT test/widget/edit': (config) => ok({ ...WIDGET_ROW, ...(JSON.parse(String(config.data)) as object), awaiting: filed }) },
    });
    await screen.findByText('Sprocket');
    for (const [answer, text] of [
      [true, 'Saved. A change waits for a second operator: it takes effect once approved on the Approvals page.'],
      [false, 'Saved'],
    ] as const) {
      filed = answer;
      fireEvent.click(getButton('Edit'));
      await screen.findByTestId('resource-form');
      await waitFor(() => expect(drawer().getByLabelText('Name')).toHaveValue('Sprocket'));
      type('Name', `Sprocket ${String(answer)}`);
      save();
      expect(await screen.findByText(text)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByTestId('resource-form')).not.toBeInTheDocument());
    }
  });
});
