import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { MoneyField } from '@/components/form/money-field';

type Values = { amount: number | null };

function Harness({
  onSubmit,
  amount = null,
  disabled,
}: {
  onSubmit: (values: Values) => void;
  amount?: number | null;
  disabled?: boolean;
}) {
  const form = useForm<Values>({ defaultValues: { amount } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <MoneyField
        control={form.control}
        name="amount"
        label="Net amount"
        currency="GEL"
        disabled={disabled}
        required
      />
      <button type="button" onClick={() => form.setError('amount', { message: 'Net amount is required' })}>
        Fail
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

const field = () => screen.getByRole('textbox', { name: /Net amount/ });

async function submitted(onSubmit: ReturnType<typeof vi.fn>) {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return (onSubmit.mock.calls[0]?.[0] as Values).amount;
}

describe('MoneyField', () => {
  it('shows the currency symbol before the amount', () => {
    render(<Harness onSubmit={vi.fn()} />);
    expect(screen.getByText('₾')).toBeInTheDocument();
    expect(field()).toHaveAttribute('inputmode', 'decimal');
  });

  it.each(['1,234.50 GEL', '€ 1 234.50'])(
    'pasting "%s" gives 123450 cents, grouped when left',
    async (text) => {
      const onSubmit = vi.fn();
      render(<Harness onSubmit={onSubmit} />);
      const user = userEvent.setup();
      await user.click(field());
      await user.paste(text);
      expect(field()).toHaveValue('1234.50');
      await user.tab();
      expect(field()).toHaveValue('1,234.50');
      expect(await submitted(onSubmit)).toBe(123450);
    },
  );

  it('accepts digits and one dot, two decimals at most', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    await userEvent.setup().type(field(), '12a.3.45');
    expect(field()).toHaveValue('12.34');
  });

  it('hands the form null when it is emptied', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} amount={500} />);
    await userEvent.setup().clear(field());
    expect(await submitted(onSubmit)).toBeNull();
  });

  it('shows a stored amount grouped, and plain while it is edited', async () => {
    render(<Harness onSubmit={vi.fn()} amount={123450} />);
    expect(field()).toHaveValue('1,234.50');
    await userEvent.setup().click(field());
    expect(field()).toHaveValue('1234.50');
  });

  it('shows the form’s message at the field, and can be disabled', async () => {
    const { unmount } = render(<Harness onSubmit={vi.fn()} />);
    expect(field()).toBeRequired();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fail' }));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Net amount is required');
    unmount();
    render(<Harness onSubmit={vi.fn()} disabled />);
    expect(field()).toBeDisabled();
  });
});
