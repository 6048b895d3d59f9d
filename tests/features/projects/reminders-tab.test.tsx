import { screen, within } from '@testing-library/react';
import { ProjectScreen } from '@/features/projects/project-page';
import { getTenantDb } from '@/mocks/db';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { browserAtReferenceDate, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';

setupMockApi();

// The browser's today is the mock's (2025-05-15, a Thursday), as it is outside tests.
browserAtReferenceDate();

const openTab = (projectId: number, ready: () => Promise<unknown>) =>
  renderScreen(ProjectScreen, {
    url: `/projects/${projectId}/reminders`,
    route: '/projects/[...project]',
    as: 'sale@acme.test',
    ready,
  });

describe('project: the Reminders tab', () => {
  it('groups what is due into overdue and later, each leading to its invoice or term', async () => {
    // Project 4 (Delta Platform) ends on 2025-05-31, its last terms (planned around leave, issue 32) on
    // Friday 30 May; its March invoice is overdue. Ids and amounts are looked up: they follow the seed.
    const db = await getTenantDb('acme');
    const march = db.invoices.findFirst((q) =>
      q.where({ internal_project_id: 4, period_from: '2025-03-01', approval_status: 'approved' }),
    )!;
    const ending = db.terms
      .findMany((q) => q.where({ internal_project_id: 4, end_date: '2025-05-30' }))
      .sort((a, b) => a.id - b.id)
      .map((term) => ({ id: term.id, name: db.users.findFirst((u) => u.where({ id: term.user_id }))!.name }));
    expect(ending.length).toBeGreaterThan(0);
    await openTab(4, () => screen.findByRole('heading', { name: 'Overdue (1)' }));
    expect(screen.queryByRole('heading', { name: /^This week/ })).not.toBeInTheDocument();
    const overdue = screen.getByRole('list', { name: 'Overdue (1)' });
    const invoice = within(overdue).getByRole('link', {
      name: new RegExp(`^${march.number} is overdue: [\\d,]+\\.\\d{2} EUR unpaid$`),
    });
    expect(invoice).toHaveAttribute('href', `/invoices?invoice=${march.id}`);
    expect(within(overdue).getByRole('listitem')).toHaveTextContent('Due 1 May 2025 (14 days ago)');
    expect(within(overdue).getByRole('listitem')).toHaveTextContent('High priority');

    const later = screen.getByRole('list', { name: `Later (${ending.length + 1})` });
    const first = ending[0]!;
    expect(within(later).getAllByRole('link', { name: `${first.name}'s term ends` })[0]).toHaveAttribute(
      'href',
      `/projects/4/terms?term=${first.id}`,
    );
    const items = within(later).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      ...ending.map((term) => `${term.name}'s term ends`),
      'The project ends',
    ]);
    expect(items[0]).toHaveTextContent('Due 30 May 2025 (in 15 days)');
    expect(items.at(-1)).toHaveTextContent('Due 31 May 2025 (in 16 days)');
  });

  it('says "Nothing due" for a project with nothing due', async () => {
    // Project 3 (Cobalt Platform) starts in July 2025.
    await openTab(3, () => screen.findByText('Nothing due'));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    setFault({ method: 'GET', path: 'reminders/:id', status: 500 });
    const { user } = await openTab(4, () => screen.findByText('The reminders could not be loaded.'));
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Overdue (1)' })).toBeInTheDocument();
  });
});
