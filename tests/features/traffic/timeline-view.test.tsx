import { screen, waitFor, within } from '@testing-library/react';
import { TrafficTimelineScreen } from '@/features/traffic/traffic-timeline-page';
import { dateAt, weekdayOf } from '@/lib/planner-grid';
import { dayRangeText, weekdayDayText } from '@/lib/traffic-timeline-text';
import { getTenantDb } from '@/mocks/db';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
import { answerWith } from '../../support/answer-with';
import { login, revoke, sendAs, setupMockApi } from '../../support/mock-api';
import { choose } from '../../support/form-input';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase } from '../../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

const MAY_HOLIDAYS = ['2025-05-09', '2025-05-12', '2025-05-26'];

// An employee of acme with approved leave inside one working week of May 2025 whose days a week before
// and after are no holidays, with no allocation in those weeks (on the bench: everyone else is booked,
// issue 32), and a project that runs through May (first by title, so the editor's list holds it).
async function personAndProject() {
  const db = await getTenantDb('acme');
  const terms = db.terms.all();
  const booked = (userId: number, from: string, to: string) =>
    terms.some((term) => term.user_id === userId && term.start_date <= to && term.end_date >= from);
  const leave = db.timeOffs.all().find((row) => {
    const start = weekdayOf(row.start_date);
    return (
      !booked(row.user_id, dateAt(row.start_date, -10), dateAt(row.end_date, 10)) &&
      row.status === 'approved' &&
      row.withdrawn_at === null &&
      row.start_date >= '2025-05-08' &&
      row.end_date <= '2025-05-24' &&
      start >= 1 &&
      weekdayOf(row.end_date) >= start &&
      weekdayOf(row.end_date) <= 5 &&
      row.end_date <= dateAt(row.start_date, 4) &&
      !MAY_HOLIDAYS.includes(dateAt(row.start_date, -7)) &&
      !MAY_HOLIDAYS.includes(dateAt(row.end_date, 7))
    );
  });
  if (!leave) throw new Error('the seed has no approved leave in a working week of May 2025');
  const person = db.users.findFirst((q) => q.where({ id: leave.user_id }));
  const project = db.projects
    .all()
    .filter(
      (row) => row.start_date <= '2025-05-01' && (row.end_date === null || row.end_date >= '2025-06-30'),
    )
    .sort((a, b) => a.title.localeCompare(b.title))[0];
  if (!person || !project) throw new Error('the seed has no person or project for the leave');
  return { leave, person, project };
}

const openTimeline = (search: string, from: string) =>
  renderScreen(TrafficTimelineScreen, {
    url: `/traffic/timeline-view?zoom=month&group=none&from=${from}&search=${encodeURIComponent(search)}`,
    as: 'admin@acme.test',
    ready: () => screen.findByRole('grid', { name: 'Traffic timeline' }),
  });

describe('the traffic timeline', () => {
  it('creates an allocation by keyboard: Shift+→ twice marks three days, Enter opens the editor, Save sends one create', async () => {
    const { person, project } = await personAndProject();
    const { user } = await openTimeline(person.name, '2025-05-05');
    const grid = screen.getByRole('grid', { name: 'Traffic timeline' });
    grid.focus();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{Enter}');

    const dialog = await screen.findByRole('dialog', { name: `New allocation for ${person.name}` });
    await choose(user, /^Project/, project.title, { within: dialog });
    const share = within(dialog).getByRole('textbox', { name: 'Share of an 8-hour day' });
    await user.clear(share);
    await user.type(share, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await lastSent(sent, 'traffic/allocations', 'PATCH').body).toEqual({
      creates: [
        {
          internal_project_id: project.id,
          user_id: person.id,
          start_date: '2025-05-05',
          end_date: '2025-05-07',
          hours_per_day: '04:00',
          status: 'confirmed',
          note: null,
        },
      ],
      changes: [],
      deletes: [],
    });
    expect(
      await within(grid).findByRole('gridcell', { name: `${project.title} · 50 % · 4:00/d, 5–7 May` }),
    ).toBeInTheDocument();
  });

  it('a refused create keeps the editor as typed, says why at the field and draws nothing', async () => {
    const { person, project } = await personAndProject();
    const message = 'The allocation must end before the project does.';
    answerWith('PATCH', 'traffic/allocations', 422, { message, errors: { 'creates.0.end_date': [message] } });
    const { user } = await openTimeline(person.name, '2025-05-05');
    const grid = screen.getByRole('grid', { name: 'Traffic timeline' });
    grid.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `New allocation for ${person.name}` });
    await choose(user, /^Project/, project.title, { within: dialog });
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Kick-off');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    // At the "To" field, not as the form's own message.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Note/ })).toHaveValue('Kick-off');
    expect(
      within(grid).queryByRole('gridcell', { name: new RegExp(`^${project.title} · .*, 5–6 May`) }),
    ).toBeNull();
  });

  it('lists an allocation over approved leave as a conflict and splits it around the leave in one batch', async () => {
    const { leave, person, project } = await personAndProject();
    const start = dateAt(leave.start_date, -7);
    const end = dateAt(leave.end_date, 7);
    const token = await login('admin@acme.test');
    const created = await sendAs('acme', 'PATCH', 'traffic/allocations', token, {
      creates: [
        {
          internal_project_id: project.id,
          user_id: person.id,
          start_date: start,
          end_date: end,
          hours_per_day: '04:00',
          status: 'confirmed',
          note: null,
        },
      ],
      changes: [],
      deletes: [],
    });
    expect(created.status).toBe(200);
    const allocationId = (created.body as { data: { created: { id: number; hourly_rate: number }[] } }).data
      .created[0]!;

    const { user } = await openTimeline(person.name, '2025-05-01');
    const grid = screen.getByRole('grid', { name: 'Traffic timeline' });
    expect(
      within(grid).getByRole('gridcell', {
        name: new RegExp(`^${project.title} · 50 %.*conflict: on approved`),
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Conflicts \(\d+\)$/ }));
    const panel = await screen.findByRole('dialog', { name: /^Conflicts/ });
    const item = within(panel)
      .getAllByRole('listitem')
      .find((entry) =>
        entry.textContent?.includes(
          `${person.name} · ${project.title} · ${dayRangeText(leave.start_date, leave.end_date)}: on approved`,
        ),
      );
    if (!item) throw new Error('the conflict is not listed');
    await user.click(within(item).getByRole('button', { name: 'Split around the leave' }));

    await waitFor(() =>
      expect(sent.filter((request) => request.path === 'traffic/allocations').length).toBeGreaterThan(0),
    );
    expect(await lastSent(sent, 'traffic/allocations', 'PATCH').body).toEqual({
      changes: [{ id: allocationId.id, end_date: dateAt(leave.start_date, -1) }],
      creates: [
        {
          internal_project_id: project.id,
          user_id: person.id,
          start_date: dateAt(leave.end_date, 1),
          end_date: end,
          hours_per_day: '04:00',
          status: 'confirmed',
          note: null,
          hourly_rate: allocationId.hourly_rate,
        },
      ],
      deletes: [],
    });
  });

  it('without project::update says "Read only" once, offers no editing and still moves the cursor', async () => {
    const { person } = await personAndProject();
    await revoke('acme', 'admin@acme.test', 'project::update');
    const { user } = await openTimeline(person.name, '2025-05-05');
    expect(screen.getAllByText('Read only')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Traffic timeline' });
    grid.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{Enter}');
    expect(screen.getByRole('status', { name: 'Traffic timeline: under the cursor' })).toHaveTextContent(
      new RegExp(`^${person.name}, Tue 6 May`),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.path === 'internal-projects')).toEqual([]);
  });

  it('draws a candidate at offer or pre-offer below the people from their start date, read-only', async () => {
    const db = await getTenantDb('acme');
    const row = db.candidates
      .findMany((q) => q.where({ status: 'active' }))
      .find((entry) => ['pre-offer', 'offer'].includes(entry.stage) && entry.available_from !== null);
    const candidate = row && db.users.findFirst((q) => q.where({ id: row.user_id }));
    if (!row?.available_from || !candidate?.position_id) throw new Error('the seed has no incoming hire');
    const { user } = await renderScreen(TrafficTimelineScreen, {
      url: `/traffic/timeline-view?zoom=month&group=none&from=${row.available_from}&position=${candidate.position_id}`,
      as: 'admin@acme.test',
      ready: () => screen.findByRole('grid', { name: 'Traffic timeline' }),
    });
    const grid = screen.getByRole('grid', { name: 'Traffic timeline' });
    const bar = await within(grid).findByRole('gridcell', {
      name: new RegExp(`^Incoming hire, joins ${escapeRegExp(weekdayDayText(row.available_from))}`),
    });
    expect(bar.closest('[role="row"]')).toHaveTextContent(candidate.name);
    // Enter on their row plans nothing: they are planned once hired.
    const header = within(bar.closest('[role="row"]') as HTMLElement).getByRole('rowheader');
    grid.focus();
    for (
      let step = 0;
      step < 40 &&
      !screen.getByRole('status', { name: /under the cursor/ }).textContent?.startsWith(candidate.name);
      step += 1
    )
      await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('status', { name: /under the cursor/ })).toHaveTextContent(/incoming hire/);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(header).toHaveTextContent('Incoming');
  });

  it('once the month has come, the first page of the months before and after is asked for (Previous and Next draw at once)', async () => {
    await openTimeline('', '2025-05-05');
    await waitFor(() =>
      expect(
        sent
          .filter((request) => request.path === 'traffic' && request.query.get('page') === '1')
          .map((request) => request.query.get('from')),
      ).toEqual(expect.arrayContaining(['2025-05-01', '2025-06-01', '2025-04-01'])),
    );
  });
});
