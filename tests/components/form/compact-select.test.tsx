import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompactSelect } from '@/components/form/compact-select';
import { choose } from '../../support/form-input';

const CURRENCIES = [
  { value: 'EUR', label: 'EUR' },
  { value: 'GEL', label: 'GEL' },
  { value: 'USD', label: 'Converted to USD (≈)' },
];

const shownValue = (name: string) => screen.getByRole('combobox', { name });
// What a person reads in the field (MUI keeps an empty one a line high with a zero-width space).
const shownText = (name: string) => (shownValue(name).textContent ?? '').replace('\u200b', '');

describe('CompactSelect', () => {
  it('is named by its label, shows the chosen option and hands on the value picked', async () => {
    const onChange = vi.fn();
    render(<CompactSelect label="Currency" value="GEL" onChange={onChange} options={CURRENCIES} />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent(/^GEL$/);
    await choose(userEvent.setup(), 'Currency', 'EUR');
    expect(onChange).toHaveBeenCalledWith('EUR');
  });

  it('is as wide as its content, not the full row: sized by its label and longest option, which add no text', () => {
    render(<CompactSelect label="Currency" value="EUR" onChange={() => undefined} options={CURRENCIES} />);
    const field = screen.getByRole('combobox', { name: 'Currency' }).closest('.MuiFormControl-root');
    expect(field).not.toHaveClass('MuiFormControl-fullWidth');
    const value = shownValue('Currency');
    expect(value).toHaveAttribute('data-label', 'Currency');
    expect(value).toHaveAttribute('data-longest-option', 'Converted to USD (≈)');
    expect(shownText('Currency')).toBe('EUR');
  });

  it('lets the label stand in an empty field, or shows the empty choice when it is one of its own', () => {
    const { rerender } = render(
      <CompactSelect
        label="Client"
        value=""
        onChange={() => undefined}
        options={CURRENCIES}
        emptyLabel="Any"
      />,
    );
    expect(shownText('Client')).toBe('');
    rerender(
      <CompactSelect
        label="Client"
        value=""
        onChange={() => undefined}
        options={CURRENCIES.slice(0, 2)}
        emptyLabel="Each in its own"
        emptyShown
      />,
    );
    expect(shownText('Client')).toBe('Each in its own');
    expect(shownValue('Client')).toHaveAttribute('data-longest-option', 'Each in its own');
  });

  it('shows a chosen list as its labels, and hands on the whole list', async () => {
    const onChange = vi.fn();
    render(
      <CompactSelect
        multiple
        label="Paid in"
        value={['EUR', 'GEL']}
        onChange={onChange}
        options={CURRENCIES}
      />,
    );
    expect(shownText('Paid in')).toBe('EUR, GEL');
    await choose(userEvent.setup(), 'Paid in', 'Converted to USD (≈)');
    expect(onChange).toHaveBeenCalledWith(['EUR', 'GEL', 'USD']);
  });

  it('is described by the sentence it names', () => {
    render(
      <>
        <CompactSelect
          label="Charts in"
          value="EUR"
          onChange={() => undefined}
          options={CURRENCIES}
          describedBy="charts-note"
        />
        <p id="charts-note">One currency at a time.</p>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Charts in' })).toHaveAccessibleDescription(
      'One currency at a time.',
    );
  });
});
