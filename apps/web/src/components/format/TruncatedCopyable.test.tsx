import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { TruncatedCopyable } from './TruncatedCopyable';

const ADDRESS = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';

describe('a long value cut to its cell', () => {
  it('is cut by CSS, whole on hover, and its button copies it whole', async () => {
    setLanguage('en');
    const user = userEvent.setup();
    render(
      <Providers>
        <TruncatedCopyable text={ADDRESS} maxWidth={160} />
      </Providers>,
    );
    const shown = screen.getByTitle(ADDRESS);
    expect(shown).toHaveTextContent(ADDRESS);
    expect(shown).toHaveStyle({ textOverflow: 'ellipsis', overflow: 'hidden', whiteSpace: 'nowrap' });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(ADDRESS);
  });
});
