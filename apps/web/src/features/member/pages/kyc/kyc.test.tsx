import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { mockApi, ok } from '@/test/mockApi';
import '../../locales';
import KycListPage from './index';

const LISTED = {
  id: 21,
  version: 0,
  memberId: 8,
  memberIdLabel: 'demo_heidi',
  level: 'PRIMARY',
  realName: '张*',
  idType: 'ID_CARD',
  idNumber: '1101**********1234',
  country: 'CN',
  frontImage: '',
  backImage: '',
  selfieImage: '',
  status: 'PENDING',
  rejectReason: '',
  reviewerId: null,
  reviewedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function setUp(path = '/member/kyc') {
  setLanguage('en');
  useSession.setState({ permissions: ['member/kyc/list', 'member/kyc/review'] });
  const api = mockApi({
    'POST memberAuth/list': (config) => ok({ list: [LISTED], total: 1, ...(JSON.parse(String(config.data)) as object) }),
    'GET memberAuth/get': ok({ ...LISTED, realName: '张伟', idNumber: '110101199003071234' }),
    'POST memberAuth/review': ok({ ...LISTED, status: 'REJECTED' }),
    'GET dict/data/getDicts': ok({ dicts: { kyc_status: [{ key: 'Pending', value: 'PENDING', isDefault: true }] } }),
  });
  const router = createMemoryRouter([{ path: '/member/kyc', element: <KycListPage /> }], { initialEntries: [path] });
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const bodies = () => api.calls.filter((c) => c.url?.endsWith('memberAuth/list')).map((c) => JSON.parse(String(c.data)) as Record<string, unknown>);
  return { api, bodies };
}

describe('real-name list page', () => {
  it('takes the pending filter from the address (an alert or the home to-do links here)', async () => {
    const { bodies } = setUp('/member/kyc?status=PENDING');
    await screen.findByText('1101**********1234');
    expect(bodies()[0]).toMatchObject({ status: ['PENDING'], pageIndex: 1, pageSize: 20 });
  });

  it("reviews in its own dialog with the detail's whole name and ID number, and will not reject without a reason", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { api } = setUp();
    await screen.findByText('1101**********1234');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByTestId('review-dialog');
    expect(await within(dialog).findByText(/110101199003071234/)).toBeInTheDocument();
    expect(within(dialog).getByText('张伟')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    const submit = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' });
    await user.click(submit());
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(api.count('POST memberAuth/review')).toBe(0);
    await user.type(within(dialog).getByRole('textbox'), 'the photo is unreadable');
    await user.click(submit());
    // The decision is confirmed, naming the member, before it is sent.
    const [question] = await screen.findAllByText(/Reject the real-name application of/);
    expect(api.count('POST memberAuth/review')).toBe(0);
    await user.click(within(question!.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.count('POST memberAuth/review')).toBe(1));
    const call = api.calls.find((c) => c.url?.endsWith('memberAuth/review'))!;
    expect(JSON.parse(String(call.data))).toEqual({ id: 21, action: 'reject', remark: 'the photo is unreadable' });
  }, 60_000);
});
