import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { KYC_ENDPOINTS } from '@ledgerdesk/shared';
import { Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { mockApi, type MockAnswer } from '@/test/mockApi';
import { SessionImage } from './SessionImage';

const PNG: MockAnswer = { status: 200, body: 'PNG-BYTES', headers: { 'content-type': 'image/png' } };

describe('an image shown with the session', () => {
  it("never shows the last request's image for a new one, and gives each address back", async () => {
    setLanguage('en');
    let made = 0;
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:image-${++made}`), revokeObjectURL: revoked });
    let answerSecond: (answer: MockAnswer) => void = () => undefined;
    const api = mockApi({
      'GET memberAuth/document': (call) => (call.params.id === '1' ? PNG : new Promise<MockAnswer>((resolve) => (answerSecond = resolve))),
    });
    const shown = (id: number) => (
      <Providers>
        <SessionImage request={{ url: KYC_ENDPOINTS.kycDocument, params: { id, part: 'front' } }} name="Front" testId="image" />
      </Providers>
    );
    const { rerender, unmount } = render(shown(1));
    expect(await screen.findByRole('img', { name: 'Front' })).toHaveAttribute('src', 'blob:image-1');

    // Another application in the same place: loading until it answers, the first address given back.
    rerender(shown(2));
    await waitFor(() => expect(api.count('GET memberAuth/document')).toBe(2));
    expect(screen.queryByRole('img', { name: 'Front' })).toBeNull();
    expect(revoked).toHaveBeenCalledWith('blob:image-1');
    act(() => answerSecond(PNG));
    expect(await screen.findByRole('img', { name: 'Front' })).toHaveAttribute('src', 'blob:image-2');

    // The same request again (a new object, the same address and parameters) asks nothing more.
    rerender(shown(2));
    expect(api.count('GET memberAuth/document')).toBe(2);
    unmount();
    expect(revoked).toHaveBeenCalledWith('blob:image-2');
  });

  it('says when nothing was given, and when the server would not show it', async () => {
    setLanguage('en');
    mockApi({ 'GET memberAuth/document': { status: 409, body: { code: 409, msg: 'not an image', data: { reason: 'kyc.documentNotImage', params: { id: 1, ext: 'pdf' } } } } });
    render(
      <Providers>
        <SessionImage request={null} name="Back" testId="none" />
        <SessionImage request={{ url: KYC_ENDPOINTS.kycDocument, params: { id: 1, part: 'front' } }} name="Front" testId="refused" captioned={false} />
      </Providers>,
    );
    expect(screen.getByTestId('none')).toHaveTextContent('Not given');
    expect(screen.getByTestId('none')).toHaveTextContent('Back');
    expect(await screen.findByText('Cannot be shown')).toBeInTheDocument();
    // Without its caption where a label beside it names it.
    expect(screen.getByTestId('refused')).not.toHaveTextContent('Front');
  });
});
