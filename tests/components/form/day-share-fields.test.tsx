import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DayShareFields, followDayShare } from '@/components/form/day-share-fields';
import type { TermBasis } from '@/lib/term-form';

// A term's (or an allocation's) hours a day go up to 24:00, as the share goes up to 300 % and as the
// message 'from 00:01 to 24:00' says (issue 29, defect 11a): not clamped to a time of day's 23:59.

type Values = { basis: TermBasis; hours_per_day: string; percentage: number | null };

function Harness() {
  const form = useForm<Values>({
    defaultValues: { basis: 'hours', hours_per_day: '08:00', percentage: 100 },
  });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, type, values }) => {
          if (type === 'change') followDayShare(form, name, values);
        },
      }),
    [form],
  );
  return <DayShareFields control={form.control} />;
}

const hours = () => screen.getByRole('textbox', { name: /^Hours a day/ });
const share = () => screen.getByRole('textbox', { name: /^Share of an 8-hour day/ });

async function typeHours(text: string) {
  render(<Harness />);
  const user = userEvent.setup({ delay: null });
  await user.clear(hours());
  await user.type(hours(), text);
  await user.tab();
  return user;
}

describe('the hours a day of a term', () => {
  it('takes 24:00, a whole day, and the share follows: 300 %', async () => {
    await typeHours('24:00');
    expect(hours()).toHaveValue('24:00');
    expect(share()).toHaveValue('300');
  });

  it('brings more than 24 hours down to 24:00', async () => {
    await typeHours('2575');
    expect(hours()).toHaveValue('24:00');
    expect(share()).toHaveValue('300');
  });

  it('keeps a time below a whole day as typed, padded', async () => {
    await typeHours('2359');
    expect(hours()).toHaveValue('23:59');
    expect(share()).toHaveValue('299.79');
  });

  it('a share of 300 % gives 24:00', async () => {
    render(<Harness />);
    const user = userEvent.setup({ delay: null });
    await user.clear(share());
    await user.type(share(), '300');
    await user.tab();
    expect(hours()).toHaveValue('24:00');
  });
});
