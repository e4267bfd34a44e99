import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { Auth, AuthAll, Auths } from './Auth';
import { usePermission } from './usePermission';

const grant = (permissions: string[]) => act(() => useSession.getState().setPermissions(permissions));

function Gates() {
  const { has } = usePermission();
  return (
    <>
      <Auth value="finance/recharge/review">
        <button>review</button>
      </Auth>
      <Auths value={['finance/withdraw/review', 'member/kyc/review']}>
        <button>any</button>
      </Auths>
      <AuthAll value={['system/dict/add', 'system/dict/edit']}>
        <button>all</button>
      </AuthAll>
      <span>{has('system/menu/list') ? 'hook: yes' : 'hook: no'}</span>
    </>
  );
}

const shown = (name: string) => screen.queryByRole('button', { name }) !== null;

describe('permission components', () => {
  beforeEach(() => useSession.getState().setPermissions([]));

  it('show nothing without permissions', () => {
    render(<Gates />);
    expect([shown('review'), shown('any'), shown('all')]).toEqual([false, false, false]);
    expect(screen.getByText('hook: no')).toBeInTheDocument();
  });

  it('Auth needs the one, Auths any, AuthAll all — and re-render when the list changes', async () => {
    render(<Gates />);
    await grant(['finance/recharge/review', 'member/kyc/review', 'system/dict/add']);
    expect([shown('review'), shown('any'), shown('all')]).toEqual([true, true, false]);

    await grant(['system/dict/add', 'system/dict/edit']);
    expect([shown('review'), shown('any'), shown('all')]).toEqual([false, false, true]);
  });

  it('the wildcard */*/* grants everything', async () => {
    render(<Gates />);
    await grant(['*/*/*']);
    expect([shown('review'), shown('any'), shown('all')]).toEqual([true, true, true]);
    expect(screen.getByText('hook: yes')).toBeInTheDocument();
  });
});
