import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OptionToggle } from './option-toggle';

type Period = 'annual' | 'monthly';

function BillingPeriod({ initial = 'annual' }: { initial?: Period }) {
  const [period, setPeriod] = useState<Period>(initial);
  return (
    <>
      <OptionToggle
        label="Billing period"
        options={[
          { value: 'annual', label: 'Annual', badge: '-25%' },
          { value: 'monthly', label: 'Monthly' },
        ]}
        value={period}
        onValueChange={setPeriod}
      />
      <p>Billing {period}</p>
    </>
  );
}

describe('OptionToggle', () => {
  it('offers exactly two labelled options with the current one checked', () => {
    render(<BillingPeriod />);
    const group = screen.getByRole('radiogroup', { name: 'Billing period' });
    const options = screen.getAllByRole('radio');
    expect(group.contains(options[0] ?? null)).toBe(true);
    expect(options.map((option) => option.textContent)).toEqual(['Annual-25%', 'Monthly']);
    expect(screen.getByRole('radio', { name: /annual/i }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('switches the selection and never leaves both options off', async () => {
    const user = userEvent.setup();
    render(<BillingPeriod />);
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByText('Billing monthly')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByText('Billing monthly')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('moves to and chooses the other option with the arrow keys, as a radio group does', async () => {
    const user = userEvent.setup();
    render(<BillingPeriod />);
    screen.getByRole('radio', { name: /annual/i }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByText('Billing monthly')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /annual/i }));
    expect(screen.getByRole('radio', { name: /annual/i }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('tabindex')).toBe('-1');
  });
});
