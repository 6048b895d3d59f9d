import { screen, within } from '@testing-library/react';
import { TimeOffsScreen } from '@/features/time-offs/time-offs-page';
import { getTenantDb } from '@/mocks/db';
import { nextId } from '@/mocks/db/tenant-db';
import { choose, pasteDate } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';

setupMockApi();

// Issue 30, L4: what a booking earns is commercial data. The preview of a request says which project
// bookings it takes hours from to everyone, and their revenue only when the API gives it (project::view
// or project::update); without it the panel shows the hours and no money, and nothing breaks.

// The person booked on project 1 (Atlas Platform) all of June 2027, 08:00 a day at 45.00.
async function bookInJune2027(email: string) {
  const db = await getTenantDb('acme');
  const person = db.users.findFirst((q) => q.where({ email }))!;
  const plan = { start_date: '2027-06-01', end_date: '2027-06-30', minutes_per_day: 480, rate_cents: 4500 };
  await db.terms.create({
    ...plan,
    id: nextId(db.terms),
    internal_project_id: 1,
    user_id: person.id,
    status: 'confirmed',
    note: null,
    baseline: plan,
    created_at: '2027-05-01',
  });
}

// Mon 7 – Wed 9 June 2027 (no holiday in Georgia).
async function previewOfThreeDays(as: string) {
  const { user } = await renderScreen(TimeOffsScreen, {
    url: '/time-offs?request=new&request_start=2027-06-07',
    as,
    ready: () => screen.findByRole('dialog', { name: 'New time-off request' }),
  });
  const dialog = screen.getByRole('dialog', { name: 'New time-off request' });
  await choose(user, 'Type', 'Vacation', { within: dialog });
  await pasteDate(user, /^Last day/, '09062027', { within: dialog });
  const preview = within(dialog).getByRole('region', { name: 'Preview' });
  return within(preview).findByText(/Atlas Platform 24:00/, {}, { timeout: 3000 });
}

describe('the request preview: project bookings', () => {
  it('without the right to read booking money, lists the booking’s hours and no revenue', async () => {
    await bookInJune2027('employee@acme.test');
    const bookings = await previewOfThreeDays('employee@acme.test');
    expect(bookings).toHaveTextContent(/^Atlas Platform 24:00$/);
    expect(bookings).not.toHaveTextContent(/revenue|null|NaN/);
  });

  it('with project::view, adds what the booked hours would have earned', async () => {
    await bookInJune2027('admin@acme.test');
    const bookings = await previewOfThreeDays('admin@acme.test');
    // 3 days × 08:00 × 45.00.
    expect(bookings).toHaveTextContent(/^Atlas Platform 24:00 · .*1,080\.00.* revenue$/);
  });
});
