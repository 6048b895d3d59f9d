import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { dateRangeCheck } from '@/api/date-range.schemas';
import { END_BEFORE_START_MESSAGE, optionalDateText, requiredDateText } from '@/api/dates.schemas';
import { DateRangeField } from '@/components/form/date-range-field';
import { renderWithApp } from '../../render';
import { typeDate } from '../../support/form-input';

const schema = z
  .object({ from: requiredDateText('From is required'), to: requiredDateText('To is required') })
  .check(dateRangeCheck('from', 'to'));
type Values = z.infer<typeof schema>;

function Harness({ onSubmit, disabled }: { onSubmit: (values: Values) => void; disabled?: boolean }) {
  const form = useForm<Values>({ defaultValues: { from: '', to: '' }, resolver: zodResolver(schema) });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <DateRangeField
        control={form.control}
        startName="from"
        endName="to"
        startLabel="From"
        endLabel="To"
        endHelperText="The last day included"
        disabled={disabled}
        required
      />
      <button type="submit">Save</button>
    </form>
  );
}

const group = (label: 'From' | 'To') => screen.getByRole('group', { name: new RegExp(`^${label}`) });

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save' }));

describe('DateRangeField', () => {
  it('takes both dates from the keyboard', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const labels = [...document.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual([expect.stringMatching(/^From\s*\*$/), expect.stringMatching(/^To\s*\*$/)]);
    await typeDate(user, /^From/, '01032026');
    await typeDate(user, /^To/, '31032026');
    await save(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('an end before the start is refused with a message at the end field', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect(group('To')).toHaveAccessibleDescription('The last day included');
    await typeDate(user, /^From/, '10032026');
    await typeDate(user, /^To/, '05032026');
    await save(user);
    expect(await screen.findByText(END_BEFORE_START_MESSAGE)).toBeInTheDocument();
    expect(group('To')).toHaveAttribute('aria-invalid', 'true');
    expect(group('To')).toHaveAccessibleDescription(END_BEFORE_START_MESSAGE);
    expect(group('From')).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    // Moving the start back clears the message at once, without touching the end.
    await typeDate(user, /^From/, '01032026');
    await waitFor(() => expect(screen.queryByText(END_BEFORE_START_MESSAGE)).not.toBeInTheDocument());
  });

  it('can be disabled', () => {
    renderWithApp(<Harness onSubmit={vi.fn()} disabled />);
    for (const label of ['From', 'To'] as const) {
      expect(within(group(label)).getByRole('spinbutton', { name: 'Day' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
  });
});

const ongoingSchema = z
  .object({ from: requiredDateText('From is required'), to: optionalDateText(), ongoing: z.boolean() })
  .check(dateRangeCheck('from', 'to'));
type OngoingValues = z.infer<typeof ongoingSchema>;

function OngoingHarness({
  onSubmit,
  disabled,
}: {
  onSubmit: (values: OngoingValues) => void;
  disabled?: boolean;
}) {
  const form = useForm<OngoingValues>({
    defaultValues: { from: '', to: '', ongoing: false },
    resolver: zodResolver(ongoingSchema),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <DateRangeField
        control={form.control}
        startName="from"
        endName="to"
        startLabel="From"
        endLabel="To"
        ongoing={{ name: 'ongoing', label: 'Still going on' }}
        disabled={disabled}
        required
      />
      <button type="submit">Save</button>
    </form>
  );
}

const endDay = () => within(group('To')).getByRole('spinbutton', { name: 'Day' });
const endLabel = () =>
  [...document.querySelectorAll('label')].find((label) => /^To/.test(label.textContent ?? ''));

describe('DateRangeField with an ongoing tick', () => {
  it('shows no tick unless the caller names one', () => {
    renderWithApp(<Harness onSubmit={vi.fn()} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('ticked, clears the end, disables it and no longer requires it', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<OngoingHarness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect(endLabel()?.textContent).toMatch(/^To\s*\*$/);
    await typeDate(user, 'From', '01032026');
    await typeDate(user, 'To', '31032026');
    await user.click(screen.getByRole('checkbox', { name: 'Still going on' }));
    expect(screen.getByRole('checkbox', { name: 'Still going on' })).toBeChecked();
    expect(endDay()).toHaveAttribute('aria-disabled', 'true');
    expect(endLabel()?.textContent).toMatch(/^To$/);
    await save(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ from: '2026-03-01', to: '', ongoing: true });
  });

  it('unticked, gives the end back', async () => {
    renderWithApp(<OngoingHarness onSubmit={vi.fn()} />);
    const user = userEvent.setup();
    const tick = screen.getByRole('checkbox', { name: 'Still going on' });
    await user.click(tick);
    await user.click(tick);
    expect(tick).not.toBeChecked();
    expect(endDay()).not.toHaveAttribute('aria-disabled', 'true');
    expect(endLabel()?.textContent).toMatch(/^To\s*\*$/);
  });

  it('is disabled with the dates', () => {
    renderWithApp(<OngoingHarness onSubmit={vi.fn()} disabled />);
    expect(screen.getByRole('checkbox', { name: 'Still going on' })).toBeDisabled();
    expect(endDay()).toHaveAttribute('aria-disabled', 'true');
  });
});
