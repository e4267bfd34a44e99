import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Providers, createQueryClient } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { ADMIN } from '@/test/fixtures';
// The seeded role names' texts: main.tsx registers them at start for every page.
import '@/features/system/locales';
import HomePage from './index';

function renderHome(language: 'en' | 'zh-tw') {
  setLanguage(language);
  useSession.setState({
    userInfo: { ...ADMIN, roles: ['admin', 'cashier_desk'], roleNames: ['role.admin', 'Cashier desk'] },
    permissions: [],
  });
  render(
    <Providers queryClient={createQueryClient()}>
      <HomePage />
    </Providers>,
  );
}

describe('home page', () => {
  it('names the roles as people read them: a translation key in the console language, a plain name as written, never the role key', async () => {
    renderHome('en');
    expect(await screen.findByText('Administrator')).toBeInTheDocument();
    expect(screen.getByText('Cashier desk')).toBeInTheDocument();
    expect(screen.queryByText('admin')).toBeNull();
    expect(screen.queryByText('cashier_desk')).toBeNull();
    expect(screen.queryByText('role.admin')).toBeNull();
  });

  it('follows the language', async () => {
    renderHome('zh-tw');
    expect(await screen.findByText('超級管理員')).toBeInTheDocument();
  });
});
