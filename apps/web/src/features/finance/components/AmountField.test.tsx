import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import '../locales';
import { AmountField } from './AmountField';

function AmountForm({ currency }: { currency: string | undefined }) {
  return (
    <Form>
      <AmountField label="Amount" currency={currency} />
    </Form>
  );
}

describe('AmountField', () => {
  it('keeps the input the operator is typing in when the currency (and its suffix) arrives', async () => {
    setLanguage('en');
    const { rerender } = render(
      <Providers>
        <AmountForm currency={undefined} />
      </Providers>,
    );
    const input = screen.getByRole('textbox');
    await userEvent.type(input, '12');

    rerender(
      <Providers>
        <AmountForm currency="CNY" />
      </Providers>,
    );
    // The same element, not a new one: what was typed and the focus stay where they were. A new
    // input (antd rebuilds it when a suffix first appears) dropped keystrokes typed meanwhile.
    expect(screen.getByRole('textbox')).toBe(input);
    expect(input).toHaveValue('12');
    expect(input).toHaveFocus();
    expect(screen.getByText('CNY')).toBeInTheDocument();
  });
});
