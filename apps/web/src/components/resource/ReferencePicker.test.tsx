import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import type { ReferenceField } from '@ledgerdesk/shared';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { fail, mockApi, ok, type RecordedCall } from '@/test/mockApi';
import { FieldInput } from './FieldInput';

const en = (text: string) => ({ 'zh-cn': text, en: text, 'zh-tw': text });
const budgetField: ReferenceField = { type: 'reference', resource: 'finance/budget', labelField: 'code', label: en('Budget account') };
const memberField: ReferenceField = { type: 'reference', resource: 'member/member', labelField: 'account', label: en('Member') };

const BUDGETS = [
  { id: 3, label: 'MKT-USDT' },
  { id: 5, label: 'MKT-BTC' },
  { id: 9, label: 'OPS-USDT' },
];
/** The server's answer: budgets by the start of their label, or one by id. */
const budgetOptions = (call: RecordedCall) => {
  const { keyword, id } = call.params as { keyword?: string; id?: string };
  if (id) return ok({ list: BUDGETS.filter((b) => b.id === Number(id)) });
  return ok({ list: BUDGETS.filter((b) => !keyword || b.label.toLowerCase().startsWith(keyword.toLowerCase())) });
};

function renderField(field: ReferenceField, routes: Parameters<typeof mockApi>[0], initial?: { value: number; text?: string }) {
  setLanguage('en');
  const api = mockApi(routes);
  const form: { current?: FormInstance } = {};
  function Harness() {
    const [f] = Form.useForm();
    form.current = f;
    return (
      <Form form={f} initialValues={initial ? { ref: initial.value } : {}}>
        <FieldInput name="ref" field={field} referenceText={initial?.text} referenceId={initial?.value} />
      </Form>
    );
  }
  render(
    <Providers queryClient={createQueryClient()}>
      <Harness />
    </Providers>,
  );
  return { api, value: () => form.current!.getFieldValue('ref') as unknown };
}

const optionsCalls = (api: ReturnType<typeof mockApi>, resource = 'finance/budget') => api.calls.filter((c) => c.url.endsWith(`/options/${resource}`));
const openList = (label: string) => fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
const shownOptions = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

describe('a reference field in a form', () => {
  it('offers the rows by label, narrows them by what is typed, and puts the chosen id in the form', async () => {
    const { api, value } = renderField(budgetField, { 'GET options/finance/budget': budgetOptions });
    openList('Budget account');
    await waitFor(() => expect(shownOptions()).toEqual(['MKT-USDT #3', 'MKT-BTC #5', 'OPS-USDT #9']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Budget account' }), { target: { value: 'ops' } });
    await waitFor(() => expect(shownOptions()).toEqual(['OPS-USDT #9']));
    expect(optionsCalls(api).at(-1)?.params).toEqual({ keyword: 'ops' });
    fireEvent.click(document.querySelector('.ant-select-item-option')!);
    expect(value()).toBe(9);
  });

  it("names the row a form opened with by the label it came with, without asking for it", async () => {
    const { api } = renderField(budgetField, { 'GET options/finance/budget': budgetOptions }, { value: 77, text: 'OLD-BUDGET' });
    await waitFor(() => expect(screen.getByTestId('reference-picker')).toHaveTextContent('OLD-BUDGET #77'));
    await waitFor(() => expect(optionsCalls(api)).toHaveLength(1));
    expect(optionsCalls(api)[0]!.params).toEqual({});
  });

  it('asks for the row by id when the form holds one the list leaves out and no label came with it', async () => {
    const options = (call: RecordedCall) => ((call.params as { id?: string }).id === '42' ? ok({ list: [{ id: 42, label: 'FAR-AWAY' }] }) : budgetOptions(call));
    const { api } = renderField(budgetField, { 'GET options/finance/budget': options }, { value: 42 });
    await waitFor(() => expect(screen.getByTestId('reference-picker')).toHaveTextContent('FAR-AWAY #42'));
    expect(optionsCalls(api).map((c) => c.params)).toEqual([{}, { id: '42' }]);
  });

  it.each([
    [403, 'an operator who may not list the referenced rows', 'permission finance/budget/list is required'],
    [404, 'a referenced resource that names no record label', 'not found'],
  ])('falls back to typing the id, without a toast (%i: %s)', async (status, _case, refusal) => {
    const { value } = renderField(budgetField, { 'GET options/finance/budget': fail(status, refusal) });
    const input = await screen.findByRole('spinbutton', { name: 'Budget account' });
    fireEvent.change(input, { target: { value: '12' } });
    await waitFor(() => expect(value()).toBe(12));
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });

  it('chooses a member with the member picker, which also finds members by nickname or phone', async () => {
    const member = { id: 4, account: 'demo_dave', nickname: 'Dave', phone: '13800000004', status: 'NORMAL' };
    const { api } = renderField(memberField, { 'GET member/options': ok({ list: [member] }) });
    openList('Member');
    await waitFor(() => expect(within(document.querySelector('.ant-select-dropdown')! as HTMLElement).getByText('demo_dave')).toBeInTheDocument());
    expect(optionsCalls(api, 'member/member')).toHaveLength(0);
    expect(screen.getByTestId('member-picker')).toBeInTheDocument();
  });

  it('a member field of an operator who may not list members takes the id', async () => {
    renderField(memberField, { 'GET member/options': fail(403, 'permission member/member/list is required') });
    expect(await screen.findByRole('spinbutton', { name: 'Member' })).toBeInTheDocument();
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  });
});
