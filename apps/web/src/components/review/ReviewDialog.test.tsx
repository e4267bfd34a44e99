import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { ApiError } from '@/lib/request';
import type { ReviewRights } from '@ledgerdesk/shared';
import { ReviewDialog, type ReviewValues } from './ReviewDialog';

function renderDialog(onSubmit: (values: ReviewValues) => Promise<unknown>, remarkRequiredWhen?: (v: ReviewValues) => boolean, rights?: ReviewRights) {
  setLanguage('en');
  const onClose = vi.fn();
  render(
    <Providers queryClient={createQueryClient()}>
      <ReviewDialog
        open
        title="Review R1"
        summary={<p>summary</p>}
        createdBy={7}
        createdByName="east_amy"
        rights={rights}
        confirmText={(values) => `${values.action} R1 of 100.00 USDT?`}
        remarkRequiredWhen={remarkRequiredWhen}
        onSubmit={onSubmit}
        onClose={onClose}
      />
    </Providers>,
  );
  return { onClose };
}

/** The confirmation names the record and amount; its own button sends the decision. */
async function confirmWith(user: ReturnType<typeof userEvent.setup>, button: string, text: string) {
  const question = await screen.findByText(new RegExp(text.replace(/[.?]/g, '\\$&')));
  const box = question.closest('.ant-modal-confirm') as HTMLElement;
  await user.click(within(box).getByRole('button', { name: button }));
}

describe('ReviewDialog', () => {
  it('will not reject without a reason, and sends the reason once given', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = vi.fn(async () => undefined);
    const { onClose } = renderDialog(onSubmit);
    await user.click(screen.getByRole('radio', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Please give a reason')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Reason'), '  no matching bank receipt ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await confirmWith(user, 'Reject', 'reject R1 of 100.00 USDT?');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ action: 'reject', remark: 'no matching bank receipt' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('approves without a remark unless the caller requires one', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = vi.fn(async () => undefined);
    renderDialog(onSubmit);
    expect(screen.getByText('Created by east_amy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await confirmWith(user, 'Approve', 'approve R1 of 100.00 USDT?');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ action: 'approve', remark: '' })));
  });

  it('requires a remark when the caller says so (a changed credited amount)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = vi.fn(async () => undefined);
    renderDialog(onSubmit, () => true);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('A remark is required when the credited amount differs')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the dialog open and shows the server refusal with what to do (self-approval 403)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = vi.fn(async () => {
      throw new ApiError(403, 'You created this order; another operator must approve it', null);
    });
    const { onClose } = renderDialog(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await confirmWith(user, 'Approve', 'approve R1');
    expect(await screen.findByText('You created this order; another operator must approve it')).toBeInTheDocument();
    expect(screen.getByText(/Hand it to another operator/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends nothing until the confirmation is accepted', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = vi.fn(async () => undefined);
    renderDialog(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const box = (await screen.findByText(/approve R1 of 100\.00 USDT\?/)).closest('.ant-modal-confirm') as HTMLElement;
    await user.click(within(box).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/approve R1 of 100\.00 USDT\?/)).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByTestId('review-dialog')).toBeInTheDocument();
  });

  it('offers only the decisions the server allows and says why the others are barred', () => {
    const onSubmit = vi.fn(async () => undefined);
    renderDialog(onSubmit, undefined, { stage: 'first', approve: { allowed: false, reason: 'OWN_ORDER_CREATED' }, reject: { allowed: true } });
    expect(screen.getByRole('radio', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Reject' })).toBeChecked();
    expect(screen.getByTestId('review-barred-approve')).toHaveTextContent('Approve is not available: you created this record; another operator must approve it.');
    expect(screen.queryByTestId('review-barred-reject')).toBeNull();
  });

  it('offers nothing to send when every decision is barred', () => {
    renderDialog(vi.fn(), undefined, {
      stage: 'second',
      approve: { allowed: false, reason: 'FIRST_APPROVER' },
      reject: { allowed: false, reason: 'FIRST_APPROVER' },
    });
    expect(screen.getByRole('radio', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Reject' })).toBeDisabled();
    expect(screen.getByTestId('review-barred-reject')).toHaveTextContent("the second decision is another operator's");
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });
});
