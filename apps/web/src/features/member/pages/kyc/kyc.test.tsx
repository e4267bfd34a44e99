import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
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

function setUp(path = '/member/kyc', detail: Record<string, unknown> = {}, routes: Parameters<typeof mockApi>[0] = {}) {
  setLanguage('en');
  useSession.setState({ permissions: ['member/kyc/list', 'member/kyc/review'] });
  const api = mockApi({
    ...routes,
    'POST memberAuth/list': (config) => ok({ list: [LISTED], total: 1, ...(JSON.parse(String(config.data)) as object) }),
    'GET memberAuth/get': ok({ ...LISTED, realName: '张伟', idNumber: '110101199003071234', ...detail }),
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

  it('shows the document images of an advanced application, fetched with the session, and says which were not given', async () => {
    // jsdom has no blob addresses: the image is shown from the one made here, and given back on close.
    const made = vi.fn(() => 'blob:kyc-front');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: made, revokeObjectURL: revoked });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { api } = setUp('/member/kyc', { level: 'ADVANCED', frontImage: '31', backImage: '', selfieImage: '32' }, {
      'GET memberAuth/document': (call) =>
        call.params.part === 'front' ? { status: 200, body: 'PNG-BYTES', headers: { 'content-type': 'image/png' } } : { status: 409, body: { code: 409, msg: 'not an image', data: { reason: 'kyc.documentNotImage', params: { id: 21, ext: 'pdf' } } } },
    });
    await screen.findByText('1101**********1234');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const documents = await screen.findByTestId('kyc-documents');
    expect(within(documents).getByText('Document images')).toBeInTheDocument();
    const front = await within(documents).findByRole('img', { name: 'Front' });
    expect(front).toHaveAttribute('src', 'blob:kyc-front');
    expect(within(screen.getByTestId('kyc-document-back')).getByText('Not given')).toBeInTheDocument();
    expect(await within(screen.getByTestId('kyc-document-selfie')).findByText('Cannot be shown')).toBeInTheDocument();
    // Only the parts given are asked for, each by the application's id and its part.
    const asked = api.calls.filter((c) => c.url.endsWith('memberAuth/document')).map((c) => c.params);
    expect(asked).toEqual([
      { id: '21', part: 'front' },
      { id: '21', part: 'selfie' },
    ]);
    // Closing the page gives the address back: the image does not outlive the dialog.
    cleanup();
    expect(revoked).toHaveBeenCalledWith('blob:kyc-front');
  }, 60_000);

  it("shows the images in the detail to a reviewer, never the files' ids, and nothing of them to a list-only reader", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:kyc-doc'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const document = { status: 200, body: 'PNG-BYTES', headers: { 'content-type': 'image/png' } };
    const { api } = setUp('/member/kyc', { level: 'ADVANCED', frontImage: '31', backImage: '33', selfieImage: '32' }, { 'GET memberAuth/document': document });
    await screen.findByText('1101**********1234');
    await user.click(screen.getByRole('button', { name: 'Details' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findAllByRole('img', { name: /Front|Back|Selfie/ })).toHaveLength(3);
    expect(within(drawer).queryByText('Document front')).toBeNull();
    expect(within(drawer).queryByText('31')).toBeNull();
    cleanup();

    const lister = setUp('/member/kyc', { level: 'ADVANCED', frontImage: '31', backImage: '33', selfieImage: '32' }, { 'GET memberAuth/document': document });
    useSession.setState({ permissions: ['member/kyc/list'] });
    await screen.findByText('1101**********1234');
    await user.click(screen.getByRole('button', { name: 'Details' }));
    await within(await screen.findByRole('dialog')).findByText('demo_heidi');
    expect(screen.queryByTestId('kyc-documents')).toBeNull();
    expect(lister.api.count('GET memberAuth/document')).toBe(0);
    expect(api.count('GET memberAuth/document')).toBe(3);
  }, 60_000);

  it('shows no document block for a primary application without images', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    setUp();
    await screen.findByText('1101**********1234');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await within(await screen.findByTestId('review-dialog')).findByText('张伟')).toBeInTheDocument();
    expect(screen.queryByTestId('kyc-documents')).toBeNull();
  }, 60_000);
});

afterEach(() => vi.restoreAllMocks());
