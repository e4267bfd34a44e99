import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignInTabs } from './SignInTabs';

type Method = 'account' | 'mobile' | 'scan';

function Methods() {
  const [active, setActive] = useState<Method>('account');
  return (
    <SignInTabs<Method>
      active={active}
      onChange={setActive}
      tabs={[
        { key: 'account', label: 'Account', panel: <input aria-label="User name" /> },
        { key: 'mobile', label: 'Mobile', panel: <p>Mobile panel</p> },
        { key: 'scan', label: 'Scan', panel: <p>Scan panel</p> },
      ]}
    />
  );
}

describe('sign-in method tabs', () => {
  it('opens a panel when first chosen and keeps it mounted, hidden, while another is shown', async () => {
    render(<Methods />);
    expect(screen.queryByText('Mobile panel')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('User name'), 'admin');
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Mobile panel');
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Account' }));
    // What was typed survived the look at the other tab.
    expect(screen.getByLabelText('User name')).toHaveValue('admin');
    expect(screen.getByText('Mobile panel')).not.toBeVisible();
  });

  it('moves between the tabs with the arrow keys, Home and End, as one stop in the tab order', async () => {
    render(<Methods />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Scan' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Account');
  });
});
