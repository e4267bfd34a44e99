import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Modal } from 'antd';
import type { ResourceDefinition } from '@ledgerdesk/shared';
import { fail, ok } from '@/test/mockApi';
import { findButton, getAllButtons, getButton, queryButton } from '@/test/buttons';
import type { ActionDialogProps } from './actionTypes';
import { formatDateTime } from '../format/formatDateTime';
import { WIDGET_ROW, widgetResource } from './testing/widgetResource';
import { renderWidgetPage, SLOW_UNDER_LOAD } from './testing/renderResourcePage';

const GEAR = { ...WIDGET_ROW, id: 8, name: 'Gear', status: 'OFF' };
/**
 * The page's shown checkboxes (the header's, then each row's; not the copy in antd's aria-hidden
 * measure row): a checkbox role query takes a second here in jsdom.
 */
const checkboxes = () => Array.from(document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).filter((box) => !box.closest('[aria-hidden="true"]'));
const twoRows = { 'POST test/widget/list': ok({ list: [WIDGET_ROW, GEAR], total: 2, pageIndex: 1, pageSize: 20 }) };

describe('ResourcePage actions', { timeout: SLOW_UNDER_LOAD }, () => {
  it('asks for the reason an action requires, then sends it with the row id', async () => {
    const { bodies } = renderWidgetPage({ routes: { ...twoRows, 'POST test/widget/archive': ok(null) } });
    await screen.findByText('Gear');
    fireEvent.click(getButton('Archive'));
    const dialog = within(await screen.findByTestId('action-dialog'));
    expect(dialog.getByText('An archived widget is no longer shown.')).toBeInTheDocument();
    fireEvent.click(getAllButtons('Archive').at(-1)!);
    expect(await screen.findByText('Please give a reason')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: '  retired ' } });
    fireEvent.click(getAllButtons('Archive').at(-1)!);
    await waitFor(() => expect(bodies('test/widget/archive')).toEqual([{ id: 7, reason: 'retired' }]));
    // The list is asked again after the change.
    await waitFor(() => expect(bodies().length).toBeGreaterThan(1));
  });

  it('deletes the selected rows after a confirmation, and runs a bulk action on them', async () => {
    const { bodies } = renderWidgetPage({ routes: { ...twoRows, 'DELETE test/widget/delete': ok({ deleted: 2 }), 'POST test/widget/recount': ok(null) } });
    await screen.findByText('Gear');
    const [, first, second] = checkboxes();
    fireEvent.click(first!);
    fireEvent.click(second!);
    fireEvent.click(await findButton('Recount (2)'));
    await waitFor(() => expect(bodies('test/widget/recount')).toEqual([{ ids: [7, 8] }]));

    await waitFor(() => expect(queryButton(/Delete selected/)).not.toBeInTheDocument());
    fireEvent.click(checkboxes()[1]!);
    fireEvent.click(checkboxes()[2]!);
    fireEvent.click(await findButton(/Delete selected \(2\)/));
    expect(await screen.findByText(/This deletes 2 record\(s\) \(#7, #8\)/)).toBeInTheDocument();
    fireEvent.click(getButton('Delete', screen.getByRole('dialog')));
    await waitFor(() => expect(bodies('test/widget/delete')).toEqual([{ ids: [7, 8] }]));
  });

  it("uses a page's own dialog for a named action", async () => {
    function ArchiveReview({ rows, run, onDone, onClose }: ActionDialogProps) {
      return (
        <Modal open title="Custom archive" onCancel={onClose} footer={null}>
          <Button onClick={() => void run({ reason: `custom for #${rows[0]?.id}` }).then(onDone).then(onClose)}>Go</Button>
        </Modal>
      );
    }
    const { bodies } = renderWidgetPage({ routes: { ...twoRows, 'POST test/widget/archive': ok(null) }, props: { actionDialogs: { archive: ArchiveReview } } });
    await screen.findByText('Gear');
    fireEvent.click(getButton('Archive'));
    fireEvent.click(await findButton('Go'));
    await waitFor(() => expect(bodies('test/widget/archive')).toEqual([{ id: 7, reason: 'custom for #7' }]));
  });

  it("runs a dialog's action once per opening, however often the page renders meanwhile (a refusal refreshes the list)", async () => {
    function RunsAsItOpens({ run, onClose }: ActionDialogProps) {
      const [outcome, setOutcome] = useState('running');
      useEffect(() => {
        run({}).then(
          () => setOutcome('done'),
          () => setOutcome('refused'),
        );
      }, [run]);
      return (
        <Modal open title="Runs as it opens" onCancel={onClose} footer={null}>
          {outcome}
        </Modal>
      );
    }
    const { bodies } = renderWidgetPage({
      routes: { ...twoRows, 'POST test/widget/archive': fail(409, 'not yet') },
      props: { actionDialogs: { archive: RunsAsItOpens } },
    });
    await screen.findByText('Gear');
    const listCalls = bodies('test/widget/list').length;
    fireEvent.click(getButton('Archive'));
    expect(await screen.findByText('refused')).toBeInTheDocument();
    // The refusal refreshed the list, and the page rendered again with it.
    await waitFor(() => expect(bodies('test/widget/list').length).toBeGreaterThan(listCalls));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bodies('test/widget/archive')).toHaveLength(1);
  });

  it('titles the details of a row with no name by the record name, at the start of a sentence', async () => {
    const unnamed = { ...WIDGET_ROW, name: '' };
    renderWidgetPage({ routes: { 'POST test/widget/list': ok({ list: [unnamed], total: 1, pageIndex: 1, pageSize: 20 }), 'GET test/widget/get': ok(unnamed) } });
    await screen.findByText('SP-1');
    fireEvent.click(getButton('Details'));
    expect(await within(await screen.findByRole('dialog')).findByText('Widget #7')).toBeInTheDocument();
  });

  it('titles the details of a row named by its time with the time as the list shows it', async () => {
    renderWidgetPage({ props: { definition: { ...widgetResource, recordLabel: 'createdAt' } } });
    await screen.findByText('Sprocket');
    fireEvent.click(getButton('Details'));
    const title = `${formatDateTime(WIDGET_ROW.createdAt)} #7`;
    expect(title).not.toContain('T03');
    expect(await within(await screen.findByRole('dialog')).findByText(title)).toBeInTheDocument();
  });

  it('titles and shows a name held as a translation key in the operator’s language, as the list does', async () => {
    const keyed = { ...WIDGET_ROW, name: 'message.router.home' };
    const definition = { ...widgetResource, fields: { ...widgetResource.fields, name: { ...widgetResource.fields.name, translated: true } } };
    renderWidgetPage({ routes: { 'POST test/widget/list': ok({ list: [keyed], total: 1, pageIndex: 1, pageSize: 20 }), 'GET test/widget/get': ok(keyed) }, props: { definition } });
    await screen.findByText('Home');
    fireEvent.click(getButton('Details'));
    const detail = within(await screen.findByRole('dialog'));
    expect(await detail.findByText('Home #7')).toBeInTheDocument();
    expect(detail.queryByText('message.router.home')).toBeNull();
  });

  it('shows every detail field formatted, with masked values as given and the page extra below', async () => {
    renderWidgetPage({
      routes: { 'GET test/widget/get': ok({ ...WIDGET_ROW, email: 's***@example.com' }) },
      props: { detailExtra: (row) => <p>history of {String(row.name)}</p> },
    });
    await screen.findByText('Sprocket');
    fireEvent.click(getButton('Details'));
    expect(await screen.findByText('history of Sprocket')).toBeInTheDocument();
    const detail = within(screen.getByRole('dialog'));
    // The definition names a row by its name: the title says which widget, not only its id.
    expect(detail.getByText('Sprocket #7')).toBeInTheDocument();
    expect(detail.getByText('s***@example.com')).toBeInTheDocument();
    expect(detail.getByText('1,234.5')).toBeInTheDocument();
    expect(detail.getByText('1.5%')).toBeInTheDocument();
    expect(detail.getByText('Switched on')).toBeInTheDocument();
    expect(detail.getByText('Red')).toBeInTheDocument();
    expect(detail.getByText('Yes')).toBeInTheDocument();
    expect(detail.getByText(/demo_dave/)).toBeInTheDocument();
    expect(detail.getByText(/"size": 2/)).toBeInTheDocument();
  });
});

describe('ResourcePage for a tree', { timeout: SLOW_UNDER_LOAD }, () => {
  const tree: ResourceDefinition = {
    name: 'test/widget',
    table: 'test_widget',
    permission: 'test/widget',
    title: 'Widgets',
    defaultSort: { field: 'sort', order: 'asc' },
    delete: 'hard',
    tree: { parentField: 'parentId' },
    fields: {
      name: { type: 'text', label: 'Name', required: true },
      parentId: { type: 'integer', label: 'Parent' },
      sort: { type: 'integer', label: 'Sort', sort: true },
      kind: { type: 'enum', label: 'Kind', default: 'M', options: [{ value: 'M', label: 'Folder' }, { value: 'F', label: 'Button' }], list: false },
      path: { type: 'text', label: 'Path', list: false, when: { field: 'kind', in: ['M'] } },
    },
  };

  it('shows the whole tree without a pager, and add-child presets the parent', async () => {
    const rows = [{ id: 1, version: 0, name: 'Root', parentId: null, sort: 1, children: [{ id: 2, version: 0, name: 'Leaf', parentId: 1, sort: 1, children: [] }] }];
    const { bodies } = renderWidgetPage({
      routes: {
        'POST test/widget/list': ok({ list: rows, total: 2, pageIndex: 1, pageSize: 10000 }),
        'POST test/widget/add': (config) => ok({ id: 3, version: 0, ...(JSON.parse(String(config.data)) as object) }),
      },
      props: { definition: tree },
    });
    await screen.findByText('Root');
    expect(bodies()[0]).toEqual({});
    expect(document.querySelector('.ant-pagination')).toBeNull();
    fireEvent.click(getButton(/Expand row/i));
    expect(await screen.findByText('Leaf')).toBeInTheDocument();

    fireEvent.click(getAllButtons('Add child')[0]!);
    const form = within(await screen.findByTestId('resource-form'));
    await waitFor(() => expect(form.getByLabelText('Parent')).toHaveValue('1'));
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Branch' } });
    // A field shown only for some values of another: typed while shown, left out once hidden.
    fireEvent.change(form.getByLabelText('Path'), { target: { value: '/branch' } });
    fireEvent.mouseDown(form.getByLabelText('Kind'));
    fireEvent.click((await screen.findAllByTitle('Button')).at(-1)!);
    await waitFor(() => expect(form.queryByLabelText('Path')).not.toBeInTheDocument());
    fireEvent.click(getButton('Save'));
    await waitFor(() => expect(bodies('test/widget/add')).toEqual([{ name: 'Branch', parentId: 1, kind: 'F' }]));
  });
});
