import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER_CONFIG_APPROVAL_KIND } from '@ledgerdesk/shared/member-config';
import { createQueryClient, Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { mockApi, ok } from '@/test/mockApi';
import { PayloadView } from './PayloadView';

function renderPayload(kind: string, payload: unknown) {
  mockApi({ 'GET dict/data/getDicts': ok({ dicts: {} }) });
  render(
    <Providers queryClient={createQueryClient()}>
      <PayloadView kind={kind} payload={payload} />
    </Providers>,
  );
}

describe('a request’s payload', () => {
  it('shows a listed kind field by field, with labels in the operator’s language', async () => {
    setLanguage('zh-tw');
    renderPayload(MEMBER_CONFIG_APPROVAL_KIND, { before: { canWithdraw: true }, after: { canWithdraw: false } });
    expect(await screen.findByText('可提領')).toBeInTheDocument();
    expect(screen.queryByText('canWithdraw')).toBeNull();
  });

  it('folds away the payload of another kind as filed: its keys are the code’s names, and the summary says it in words', async () => {
    setLanguage('zh-tw');
    renderPayload('swap-pair.edit', { feeRate: { from: null, to: '0.002' } });
    const folded = await screen.findByText('申請內容（原始資料）');
    expect(screen.queryByText(/feeRate/)).toBeNull();
    fireEvent.click(folded);
    expect(await screen.findByText(/"feeRate"/)).toBeInTheDocument();
    expect(screen.getByText(/"to": "0.002"/)).toBeInTheDocument();
  });
});
