import { screen, waitFor, within } from '@testing-library/react';
import { TrafficTableView } from '@/features/traffic/table/traffic-table-view';
import { getTenantDb } from '@/mocks/db';
import { answerWith } from '../../support/answer-with';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase } from '../../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

// Someone of acme with one confirmed term covering the whole of May 2025 and no other term then.
async function personBookedAllMay() {
  const db = await getTenantDb('acme');
  const terms = db.terms.all();
  for (const term of terms) {
    if (term.status !== 'confirmed' || term.start_date > '2025-05-01' || term.end_date < '2025-05-31')
      continue;
    const others = terms.filter(
      (other) =>
        other.user_id === term.user_id &&
        other.id !== term.id &&
        other.start_date <= '2025-06-30' &&
        other.end_date >= '2025-04-01',
    );
    if (others.length > 0) continue;
    const person = db.users.findFirst((q) => q.where({ id: term.user_id }));
    const project = db.projects.findFirst((q) => q.where({ id: term.internal_project_id }));
    if (person && project) return { term, person, project };
  }
  throw new Error('the seed has no one booked on one term all May 2025');
}

const openTable = (query: string) =>
  renderScreen(TrafficTableView, {
    url: `/traffic/table-view?span=quarter&from=2025-04-01${query}`,
    as: 'admin@acme.test',
    ready: () => screen.findByRole('grid', { name: 'Traffic table' }),
  });

describe('the traffic table', () => {
  it('asks for the quarter and shows each person’s utilisation per month in words', async () => {
    const { person } = await personBookedAllMay();
    await openTable(`&search=${encodeURIComponent(person.name)}`);
    // The quarter first (then its neighbours, asked for ahead).
    const request = sent.find((entry) => entry.path === 'traffic' && entry.method === 'GET');
    expect(request?.query.get('from')).toBe('2025-04-01');
    expect(request?.query.get('to')).toBe('2025-06-30');
    const grid = screen.getByRole('grid', { name: 'Traffic table' });
    expect(within(grid).getByRole('rowheader', { name: new RegExp(person.name) })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'May 2025' })).toBeInTheDocument();
    expect(
      within(grid).getAllByRole('gridcell', { name: /^\d+ %, \d+:\d\d of \d+:\d\d, / }).length,
    ).toBeGreaterThan(0);
  });

  it('Space on a person shows their projects with the time per day', async () => {
    const { person, project } = await personBookedAllMay();
    const { user } = await openTable(`&search=${encodeURIComponent(person.name)}&group=none`);
    const grid = screen.getByRole('grid', { name: 'Traffic table' });
    grid.focus();
    await user.keyboard('{Home} ');
    await waitFor(() =>
      expect(
        within(grid).getByRole('rowheader', { name: new RegExp(`^${project.title}`) }),
      ).toBeInTheDocument(),
    );
    expect(
      within(grid).getByRole('button', { name: `Hide the allocations of ${person.name}` }),
    ).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('editing a project’s time in a month', () => {
  it('typing 50 on a May cell sends the split batch, and undo sends its inverse', async () => {
    const { person, project, term } = await personBookedAllMay();
    const { user } = await openTable(`&search=${encodeURIComponent(person.name)}&group=none`);
    const grid = screen.getByRole('grid', { name: 'Traffic table' });
    grid.focus();
    // The cursor starts on the person's first month (April); Space opens, down to the project, right to May.
    await user.keyboard(' ');
    await within(grid).findByRole('rowheader', { name: new RegExp(`^${project.title}`) });
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    const input = within(grid).getByRole('textbox', {
      name: new RegExp(`^${project.title}, May 2025: time per day`),
    });
    await user.clear(input);
    await user.type(input, '50{Enter}');

    await waitFor(() => expect(lastSent(sent, 'traffic/allocations', 'PATCH')).toBeDefined());
    const batch = (await lastSent(sent, 'traffic/allocations', 'PATCH').body) as {
      creates: { start_date: string; end_date: string; hours_per_day: string }[];
      changes: { id: number; end_date?: string; hours_per_day?: string }[];
    };
    const mayPart = batch.creates.find((part) => part.start_date === '2025-05-01');
    const changed = batch.changes.find((change) => change.id === term.id);
    expect(mayPart ?? changed).toBeDefined();
    if (mayPart) expect(mayPart).toMatchObject({ end_date: '2025-05-31', hours_per_day: '04:00' });
    else expect(changed).toMatchObject({ hours_per_day: '04:00' });

    const undo = await screen.findByRole('button', {
      name: new RegExp(`^Undo ${project.title} 50 % in May 2025`),
    });
    await waitFor(() => expect(undo).toBeEnabled());
    const before = sent.filter((request) => request.path === 'traffic/allocations').length;
    await user.click(undo);
    await waitFor(() =>
      expect(sent.filter((request) => request.path === 'traffic/allocations').length).toBe(before + 1),
    );
    const inverse = (await lastSent(sent, 'traffic/allocations', 'PATCH').body) as {
      deletes: number[];
      changes: { id: number }[];
    };
    expect(inverse.changes.map((change) => change.id)).toContain(term.id);
    expect(inverse.deletes).toHaveLength(batch.creates.length);
  });

  it('a refused change returns the cell to its time and says why at the cell and in a message', async () => {
    const { person, project } = await personBookedAllMay();
    const reason = 'The term is invoiced for May 2025.';
    answerWith('PATCH', 'traffic/allocations', 422, {
      message: reason,
      errors: { 'changes.0.end_date': [reason] },
    });
    const { user } = await openTable(`&search=${encodeURIComponent(person.name)}&group=none`);
    const grid = screen.getByRole('grid', { name: 'Traffic table' });
    grid.focus();
    await user.keyboard(' ');
    const line = await within(grid).findByRole('rowheader', { name: new RegExp(`^${project.title}`) });
    const row = line.closest<HTMLElement>('[role="row"]')!;
    const mayBefore = within(row)
      .getByRole('gridcell', { name: /^May 2025: / })
      .getAttribute('aria-label');
    await user.keyboard('{ArrowDown}{ArrowRight}5');
    await user.type(within(grid).getByRole('textbox', { name: /May 2025: time per day/ }), '0{Enter}');

    expect(await screen.findByText(`Not saved: ${reason}`)).toBeInTheDocument();
    const may = within(row).getByRole('gridcell', { name: /^May 2025: / });
    expect(may).toHaveAttribute('aria-label', `${mayBefore}, not saved: ${reason}`);
  });
});
