import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountText } from './AmountText';

describe('an amount as text', () => {
  it('signs a change and colours it by its direction', () => {
    render(
      <>
        <AmountText value="1000.50" signed />
        <AmountText value="-25.000000" signed />
        <AmountText value="1234567.5" />
      </>,
    );
    expect(screen.getByText('+1,000.5')).toHaveClass('ld-amount', 'ld-amount-added');
    expect(screen.getByText('-25')).toHaveClass('ld-amount', 'ld-amount-taken');
    const plain = screen.getByText('1,234,567.5');
    expect(plain).toHaveClass('ld-amount');
    expect(plain).not.toHaveClass('ld-amount-added');
    expect(plain).not.toHaveClass('ld-amount-taken');
  });

  it('pads to the currency scale, names the currency muted, and marks an absent amount', () => {
    const { container } = render(
      <>
        <AmountText value="2000" scale={2} currency="CNY" strong />
        <AmountText value={null} />
      </>,
    );
    const amount = container.querySelector('strong.ld-amount');
    expect(amount).toHaveTextContent('2,000.00 CNY');
    expect(amount?.querySelector('.ld-text-muted')).toHaveTextContent('CNY');
    const absent = container.lastElementChild;
    expect(absent).toHaveClass('ld-text-muted');
    expect(absent).toHaveTextContent(/^-$/);
  });
});
