import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { TimeField, type TimeFieldMode } from '@/components/form/time-field';

type Values = { time: string };

function Harness({ onSubmit, mode }: { onSubmit: (values: Values) => void; mode?: TimeFieldMode }) {
  const form = useForm<Values>({ defaultValues: { time: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <TimeField
        control={form.control}
        name="time"
        label="Start time"
        mode={mode}
        required
        helperText="24-hour clock"
      />
      <button type="button" onClick={() => form.setError('time', { message: 'Start time is required' })}>
        Fail
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

const field = () => screen.getByRole('textbox', { name: /Start time/ });

async function typeAndLeave(text: string, mode?: TimeFieldMode) {
  const onSubmit = vi.fn();
  render(<Harness onSubmit={onSubmit} mode={mode} />);
  const user = userEvent.setup();
  await user.type(field(), text);
  await user.tab();
  return { onSubmit, user };
}

describe('TimeField', () => {
  it('a time over 23:59 becomes 23:59 when the field is left', async () => {
    await typeAndLeave('2575');
    expect(field()).toHaveValue('23:59');
  });

  it('a range start over 23:58 becomes 23:58', async () => {
    await typeAndLeave('23:59', 'range-start');
    expect(field()).toHaveValue('23:58');
  });

  it('short entries are padded', async () => {
    await typeAndLeave('930');
    expect(field()).toHaveValue('09:30');
  });

  it('accepts digits and one colon, four digits at most', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    await userEvent.setup().type(field(), 'a1:2:345');
    expect(field()).toHaveValue('1:234');
  });

  it('a duration may pass 24 hours', async () => {
    await typeAndLeave('14230', 'duration');
    expect(field()).toHaveValue('142:30');
  });

  it('the form holds the normalised time even when it is sent with Enter', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.setup().type(field(), '745{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ time: '07:45' });
  });

  it('is labelled, marked required, and shows the form’s message at the field', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    expect(field()).toBeRequired();
    expect(field()).toHaveAccessibleDescription('24-hour clock');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fail' }));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Start time is required');
  });
});
