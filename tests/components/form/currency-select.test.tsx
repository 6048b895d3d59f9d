import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { CurrencySelect } from '@/components/form/currency-select';

type Values = { currency: string };

function Harness({
  onSubmit = vi.fn(),
  currencies,
  disabled,
}: {
  onSubmit?: (values: Values) => void;
  currencies?: readonly string[];
  disabled?: boolean;
}) {
  const form = useForm<Values>({ defaultValues: { currency: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <CurrencySelect
        control={form.control}
        name="currency"
        label="Currency"
        currencies={currencies}
        helperText="Of the invoice"
        disabled={disabled}
        required
      />
      <button type="button" onClick={() => form.setError('currency', { message: 'Currency is required' })}>
        Fail
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

const select = () => screen.getByRole('combobox', { name: /Currency/ });

async function optionNames() {
  await userEvent.setup().click(select());
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('CurrencySelect', () => {
  it('offers the default currencies in the all_currencies order, each with its symbol', async () => {
    render(<Harness />);
    expect(await optionNames()).toEqual(['GEL ₾', 'USD $', 'GBP £', 'EUR €']);
  });

  it('offers only the currencies it is given', async () => {
    render(<Harness currencies={['EUR', 'USD']} />);
    expect(await optionNames()).toEqual(['EUR €', 'USD $']);
  });

  it('hands the form the chosen code', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(select());
    await user.click(await screen.findByRole('option', { name: 'EUR €' }));
    expect(select()).toHaveTextContent('EUR €');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ currency: 'EUR' });
  });

  it('shows the form’s message at the field, and can be disabled', async () => {
    const { unmount } = render(<Harness />);
    expect(select()).toHaveAccessibleDescription('Of the invoice');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fail' }));
    expect(select()).toHaveAttribute('aria-invalid', 'true');
    expect(select()).toHaveAccessibleDescription('Currency is required');
    unmount();
    render(<Harness disabled />);
    expect(select()).toHaveAttribute('aria-disabled', 'true');
  });
});
