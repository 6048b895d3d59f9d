import { screen, within } from '@testing-library/react';
import { ProjectScreen } from '@/features/projects/project-page';
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
    // Project 4 (Delta Platform) ends on 2025-05-31 with its two terms; its March invoice is overdue.
    await openTab(4, () => screen.findByRole('heading', { name: 'Overdue (1)' }));
    expect(screen.queryByRole('heading', { name: /^This week/ })).not.toBeInTheDocument();
    const overdue = screen.getByRole('list', { name: 'Overdue (1)' });
    const invoice = within(overdue).getByRole('link', {
      name: 'INV-2025-0014 is overdue: 13,320.00 EUR unpaid',
    });
    expect(invoice).toHaveAttribute('href', '/invoices?invoice=14');
    expect(within(overdue).getByRole('listitem')).toHaveTextContent('Due 1 May 2025 (14 days ago)');
    expect(within(overdue).getByRole('listitem')).toHaveTextContent('High priority');

    const later = screen.getByRole('list', { name: 'Later (3)' });
    expect(within(later).getByRole('link', { name: "Guido Kuhn's term ends" })).toHaveAttribute(
      'href',
      '/projects/4/terms?term=14',
    );
    expect(
      within(later)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(["Guido Kuhn's term ends", "Ahmad Brown-Wisozk's term ends", 'The project ends']);
    expect(within(later).getAllByRole('listitem')[2]).toHaveTextContent('Due 31 May 2025 (in 16 days)');
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
