import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { DateField } from '@/components/form/date-field';

function Harness({ onValue }: { onValue: (v: string) => void }) {
  const form = useForm({ defaultValues: { day: '' } });
  return (
    <form onSubmit={form.handleSubmit((v) => onValue(v.day))}>
      <DateField control={form.control} name="day" label="Start date" required helperText="hint" />
      <button type="submit">Go</button>
    </form>
  );
}

it('probe hidden', async () => {
  const onValue = vi.fn();
  const { container } = render(<Harness onValue={onValue} />);
  const input = container.querySelector('input[name="day"]')!;
  fireEvent.change(input, { target: { value: '05/03/1990' } });
  fireEvent.click(screen.getByText('Go'));
  await waitFor(() => expect(onValue).toHaveBeenCalledWith('1990-03-05'));
  console.log(screen.getByRole('group', { name: /Start date/ }).textContent);
});
it('probe keyboard', async () => {
  const onValue = vi.fn();
  render(<Harness onValue={onValue} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard('05031990');
  console.log(screen.getByRole('group', { name: /Start date/ }).textContent);
  fireEvent.click(screen.getByText('Go'));
  await waitFor(() => expect(onValue).toHaveBeenCalledWith('1990-03-05'));
});
it('probe invalid', async () => {
  const onValue = vi.fn();
  const { container } = render(<Harness onValue={onValue} />);
  const input = container.querySelector('input[name="day"]')!;
  fireEvent.change(input, { target: { value: '31/02/1990' } });
  fireEvent.click(screen.getByText('Go'));
  await waitFor(() => expect(onValue).toHaveBeenCalled());
  console.log(onValue.mock.calls, screen.getByRole('group', { name: /Start date/ }).textContent);
});
