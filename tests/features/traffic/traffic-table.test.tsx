import { screen, waitFor, within } from '@testing-library/react';
import { TrafficTableView } from '@/features/traffic/table/traffic-table-view';
import { getTenantDb } from '@/mocks/db';
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
    const request = lastSent(sent, 'traffic', 'GET');
    expect(request.query.get('from')).toBe('2025-04-01');
    expect(request.query.get('to')).toBe('2025-06-30');
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
