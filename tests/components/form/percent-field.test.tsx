import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { PercentField } from '@/components/form/percent-field';

type Values = { share: number | null };

function Harness({ onValue, max }: { onValue?: (value: number | null) => void; max?: number }) {
  const form = useForm<Values>({ defaultValues: { share: null } });
  return (
    <form noValidate>
      <PercentField
        control={form.control}
        name="share"
        label="VAT"
        max={max}
        helperText="Of the net amount"
        required
      />
      <button type="button" onClick={() => onValue?.(form.getValues('share'))}>
        Read
      </button>
      <button type="button" onClick={() => form.setError('share', { message: 'VAT is required' })}>
        Fail
      </button>
    </form>
  );
}

const field = () => screen.getByRole('textbox', { name: /VAT/ });

describe('PercentField', () => {
  it('shows a % sign after the value', () => {
    render(<Harness />);
    expect(screen.getByText('%')).toBeInTheDocument();
  });

  it('a percentage over 100 becomes 100 when the field is left', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const user = userEvent.setup();
    await user.type(field(), '150');
    await user.tab();
    expect(field()).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(onValue).toHaveBeenCalledWith(100);
  });

  it('a max given to the field replaces 100', async () => {
    render(<Harness max={200} />);
    const user = userEvent.setup();
    await user.type(field(), '250');
    await user.tab();
    expect(field()).toHaveValue('200');
  });

  it('accepts digits and one dot, two decimals at most', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const user = userEvent.setup();
    await user.type(field(), '-18.5.75');
    expect(field()).toHaveValue('18.57');
    await user.click(screen.getByRole('button', { name: 'Read' }));
    expect(onValue).toHaveBeenCalledWith(18.57);
  });

  it('shows the form’s message at the field in place of the helper text', async () => {
    render(<Harness />);
    expect(field()).toBeRequired();
    expect(field()).toHaveAccessibleDescription('Of the net amount');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fail' }));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('VAT is required');
  });
});
