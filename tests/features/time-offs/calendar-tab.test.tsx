import { screen, waitFor, within } from '@testing-library/react';
import { CalendarTab } from '@/features/time-offs/calendar/calendar-tab';
import { LEAVE_TYPE_LABELS } from '@/features/time-offs/calendar/calendar-bars';
import { getTenantDb } from '@/mocks/db';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase } from '../../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

// Someone of acme with approved leave inside May 2025 (the seed's reference month), whole days only.
async function personOnLeaveInMay() {
  const db = await getTenantDb('acme');
  const leave = db.timeOffs
    .all()
    .find(
      (row) =>
        row.status === 'approved' &&
        row.withdrawn_at === null &&
        row.partial_days.length === 0 &&
        row.start_date >= '2025-05-02' &&
        row.end_date <= '2025-05-28',
    );
  if (!leave) throw new Error('the seed has no approved leave in May 2025');
  const person = db.users.findFirst((q) => q.where({ id: leave.user_id }));
  if (!person) throw new Error('the leave has no person');
  return { leave, person };
}

const openCalendar = (query: string) =>
  renderScreen(CalendarTab, {
    url: `/time-offs?view=calendar&zoom=month&from=2025-05-01${query}`,
    as: 'admin@acme.test',
    ready: () => screen.findByRole('grid', { name: 'Team calendar' }),
  });

describe('the team calendar', () => {
  it('asks for the month and the person searched, and shows their leave by name, holidays and who is absent', async () => {
    const { leave, person } = await personOnLeaveInMay();
    await openCalendar(`&search=${encodeURIComponent(person.name)}`);
    const request = lastSent(sent, 'time-offs/calendar', 'GET');
    expect(request.query.get('from')).toBe('2025-05-01');
    expect(request.query.get('to')).toBe('2025-05-31');
    expect(request.query.get('search')).toBe(person.name);

    const grid = screen.getByRole('grid', { name: 'Team calendar' });
    expect(within(grid).getByRole('rowheader', { name: new RegExp(`^${person.name}`) })).toBeInTheDocument();
    const bar = within(grid).getByRole('gridcell', {
      name: new RegExp(`^${LEAVE_TYPE_LABELS[leave.type]}, approved, `),
    });
    expect(bar).toHaveAttribute('aria-colindex', String(Number(leave.start_date.slice(8)) + 1));
    expect(
      within(grid).getByRole('columnheader', { name: 'Fri 9 May 2025, holiday: Victory Day' }),
    ).toBeInTheDocument();
    expect(within(grid).getAllByRole('gridcell', { name: /^1 of \d+ absent/ }).length).toBeGreaterThan(0);
  });

  it('Enter on a day opens a new request for that person and day through the address', async () => {
    const { person } = await personOnLeaveInMay();
    const { user, router } = await openCalendar(`&search=${encodeURIComponent(person.name)}`);
    const grid = screen.getByRole('grid', { name: 'Team calendar' });
    grid.focus();
    // The cursor starts on the first day; down from the department's header row to the person.
    await user.keyboard('{ArrowDown}{Home}{Enter}');
    await waitFor(() =>
      expect(router.query).toMatchObject({
        view: 'calendar',
        request: 'new',
        request_start: '2025-05-01',
        request_user: String(person.id),
      }),
    );
  });

  it("Tab moves the cursor onto the person's next leave and reads it", async () => {
    const { leave, person } = await personOnLeaveInMay();
    const { user } = await openCalendar(`&search=${encodeURIComponent(person.name)}`);
    screen.getByRole('grid', { name: 'Team calendar' }).focus();
    await user.keyboard('{ArrowDown}{Home}{Tab}');
    expect(screen.getByRole('status')).toHaveTextContent(
      new RegExp(
        `^${LEAVE_TYPE_LABELS[leave.type]}, approved, ${Number(leave.start_date.slice(8))} May 2025`,
      ),
    );
  });

  it('rejected requests are asked for and drawn struck through only with Show rejected', async () => {
    const db = await getTenantDb('acme');
    const rejected = db.timeOffs
      .all()
      .find(
        (row) =>
          row.status === 'rejected' && row.withdrawn_at === null && row.start_date.startsWith('2025-05'),
      );
    if (!rejected) throw new Error('the seed has no rejected request in May 2025');
    const person = db.users.findFirst((q) => q.where({ id: rejected.user_id }))!;
    const { user, router, rerender } = await openCalendar(`&search=${encodeURIComponent(person.name)}`);
    expect(lastSent(sent, 'time-offs/calendar', 'GET').query.getAll('statuses[]')).toEqual([]);
    const grid = screen.getByRole('grid', { name: 'Team calendar' });
    expect(within(grid).queryByRole('gridcell', { name: /, rejected, / })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show rejected' }));
    expect(router.query.rejected).toBe('true');
    // The memory router does not render again by itself: the app re-renders on navigation.
    rerender(<CalendarTab />);
    const bar = await screen.findByRole('gridcell', {
      name: new RegExp(`^${LEAVE_TYPE_LABELS[rejected.type]}, rejected, `),
    });
    expect(bar).toHaveStyle({ textDecoration: 'line-through' });
    expect(lastSent(sent, 'time-offs/calendar', 'GET').query.getAll('statuses[]')).toEqual([
      'pending',
      'approved',
      'rejected',
    ]);
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Rejected(struck through)');
  });

  it('the coverage row warns on a day when more than the chosen share of the people shown is absent', async () => {
    const { leave, person } = await personOnLeaveInMay();
    await openCalendar(`&search=${encodeURIComponent(person.name)}&limit=50`);
    const grid = screen.getByRole('grid', { name: 'Team calendar' });
    // One person shown: a day they are off is 1 of 1, over 50 %; a day they work is not.
    const day = Number(leave.start_date.slice(8));
    const cells = within(grid).getAllByRole('gridcell', { name: /absent/ });
    expect(cells[day - 1]).toHaveAccessibleName('1 of 1 absent, over the 50 % warning');
    expect(within(grid).getAllByRole('gridcell', { name: /^0 of 1 absent$/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Coverage warning' })).toHaveTextContent('Over 50 % absent');
  });

  it("a colleague's leave whose kind is private reads Away and does not open", async () => {
    const { leave, person } = await personOnLeaveInMay();
    const { user, router } = await renderScreen(CalendarTab, {
      url: `/time-offs?view=calendar&zoom=month&from=2025-05-01&search=${encodeURIComponent(person.name)}`,
      as: 'employee@acme.test',
      ready: () => screen.findByRole('grid', { name: 'Team calendar' }),
    });
    const grid = screen.getByRole('grid', { name: 'Team calendar' });
    const bar = within(grid).getByRole('gridcell', { name: /^Away, approved, / });
    expect(bar).toHaveAttribute('aria-colindex', String(Number(leave.start_date.slice(8)) + 1));
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(
      "Away (a colleague's leave, its kind private)",
    );
    await user.dblClick(bar);
    expect(router.query.request).toBeUndefined();
  });

  it('says when the calendar could not load, and Retry loads it', async () => {
    setFault({ method: 'GET', path: 'time-offs/calendar', status: 500 });
    const { user } = await renderScreen(CalendarTab, {
      url: '/time-offs?view=calendar&zoom=month&from=2025-05-01&search=Beridze',
      as: 'admin@acme.test',
      ready: () => screen.findByText('The calendar could not be loaded.'),
    });
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid', { name: 'Team calendar' })).toBeInTheDocument();
  });
});
