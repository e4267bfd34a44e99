import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { ApiError } from '@/lib/request';
import { ReviewDialog, type ReviewValues } from './ReviewDialog';

function renderDialog(onSubmit: (values: ReviewValues) => Promise<unknown>, remarkRequiredWhen?: (v: ReviewValues) => boolean) {
  setLanguage('en');
  const onClose = vi.fn();
  render(
    <Providers queryClient={createQueryClient()}>
      <ReviewDialog open title="Review R1" summary={<p>summary</p>} createdBy={7} remarkRequiredWhen={remarkRequiredWhen} onSubmit={onSubmit} onClose={onClose} />
    </Providers>,
  );
  return { onClose };
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
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ action: 'reject', remark: 'no matching bank receipt' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('approves without a remark unless the caller requires one', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = vi.fn(async () => undefined);
    renderDialog(onSubmit);
    expect(screen.getByText('Created by operator #7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
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
    expect(await screen.findByText('You created this order; another operator must approve it')).toBeInTheDocument();
    expect(screen.getByText(/Hand it to another operator/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
