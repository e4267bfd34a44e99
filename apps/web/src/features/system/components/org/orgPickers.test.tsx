import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { mockApi, ok } from '@/test/mockApi';
import { DeptTree } from './DeptTree';
import { DeptTreeSelect } from './DeptTreeSelect';

const node = (id: number, deptName: string, parentId: number | null, status = '0', children?: unknown[]) => ({
  id,
  version: 0,
  parentId,
  deptName,
  status,
  sort: id,
  ...(children ? { children } : {}),
});
// HQ → Operations (East desk, West desk — disabled), Risk.
const TREE = [node(1, 'HQ', null, '0', [node(2, 'Operations', 1, '0', [node(3, 'East desk', 2), node(4, 'West desk', 2, '1')]), node(5, 'Risk', 1)])];

function renderInForm(control: React.ReactElement, initial: number[] = []) {
  let form: ReturnType<typeof Form.useForm>[0] | undefined;
  function Harness() {
    const [f] = Form.useForm();
    form = f;
    return (
      <Form form={f} initialValues={{ depts: initial }}>
        <Form.Item name="depts" label="Departments">
          {control}
        </Form.Item>
      </Form>
    );
  }
  render(
    <Providers>
      <Harness />
    </Providers>,
  );
  return () => form!.getFieldValue('depts') as unknown;
}

const checkboxOf = (title: string) => screen.getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;

describe('department pickers', () => {
  it('DeptTree: the value is the checked ids; linked, a parent takes its subtree; unlinked, each alone; disabled ones marked', async () => {
    setLanguage('en');
    useSession.setState({ permissions: ['system/dept/list'] });
    const api = mockApi({ 'POST system/dept/list': ok({ list: TREE, total: 5, pageIndex: 1, pageSize: 5 }) });
    const value = renderInForm(<DeptTree />);
    await waitFor(() => expect(screen.getByText('East desk')).toBeInTheDocument());
    expect(within(screen.getByText('West desk').closest('.ant-tree-treenode') as HTMLElement).getByText('disabled')).toBeInTheDocument();

    fireEvent.click(checkboxOf('Risk'));
    expect(value()).toEqual([5]);
    fireEvent.click(checkboxOf('Operations'));
    // Operations takes its desks; with Risk already in, every child of HQ is, so HQ is too.
    expect([...(value() as number[])].sort()).toEqual([1, 2, 3, 4, 5]);
    fireEvent.click(checkboxOf('East desk'));
    expect([...(value() as number[])].sort()).toEqual([4, 5]);
    fireEvent.click(screen.getByRole('button', { name: 'Select none' }));
    expect(value()).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Link parent and children' }));
    fireEvent.click(checkboxOf('Operations'));
    expect(value()).toEqual([2]);
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect([...(value() as number[])].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(api.count('POST system/dept/list')).toBe(1);
  });

  it('DeptTreeSelect asks nothing without the department list permission', async () => {
    setLanguage('en');
    useSession.setState({ permissions: ['system/user/list'] });
    const api = mockApi({ 'POST system/dept/list': ok({ list: TREE, total: 5, pageIndex: 1, pageSize: 5 }) });
    renderInForm(<DeptTreeSelect />);
    await new Promise((r) => setTimeout(r, 50));
    expect(api.calls).toHaveLength(0);
  });
});
