import { screen, waitFor, within } from '@testing-library/react';
import {
  projectPageSchema,
  projectsInfoSchema,
  type ProjectListItem,
} from '@/api/internal-projects/internal-project.schemas';
import { ProjectsScreen } from '@/features/projects/projects-page';
import { NO_PROJECTS_TITLE } from '@/features/projects/projects-view';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { choose } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordRequests } from '../../support/sent-requests';

setupMockApi();

const ATLAS: ProjectListItem = {
  id: 3,
  title: 'Atlas Platform',
  client: 'Bank of Tbilisi',
  status: 'active',
  currency: 'EUR',
  project_manager: { id: 1, name: 'Nino Beridze' },
  start_date: '2025-01-01',
  end_date: '2025-12-31',
  people_count: 2,
  totals: { forecast_month: 7200, invoiced_ytd: 21600, outstanding: 5760 },
  trend: [
    { month: '2025-04', forecast: 7200, actual: 5760 },
    { month: '2025-05', forecast: 7200, actual: 0 },
  ],
  next_reminder: {
    type: 'invoice_overdue',
    due_date: '2025-05-01',
    title: 'Invoice INV-2025-0001 is overdue',
  },
};
const BOREALIS: ProjectListItem = {
  id: 4,
  title: 'Borealis Portal',
  client: null,
  status: 'on_hold',
  currency: 'USD',
  project_manager: null,
  start_date: '2025-03-01',
  end_date: null,
  people_count: 1,
  totals: { forecast_month: 3040, invoiced_ytd: 0, outstanding: 0 },
  trend: [],
  next_reminder: null,
};

function answerPage(rows: ProjectListItem[]) {
  answerWith(
    'GET',
    'internal-projects',
    200,
    { data: { current_page: 1, last_page: 1, per_page: 25, total: rows.length, data: rows } },
    projectPageSchema,
  );
  answerWith(
    'GET',
    'info/internal-projects',
    200,
    {
      data: {
        statuses: [
          { key: 'upcoming', label: 'Upcoming', count: 0 },
          { key: 'active', label: 'Active', count: 1 },
          { key: 'on_hold', label: 'On hold', count: 1 },
          { key: 'completed', label: 'Completed', count: 0 },
          { key: 'cancelled', label: 'Cancelled', count: 0 },
        ],
        totals: {
          forecast_month: { EUR: 7200, USD: 3040 },
          invoiced_ytd: { EUR: 21600 },
          outstanding: { EUR: 5760 },
        },
      },
    },
    projectsInfoSchema,
  );
}

const openList = (url = '/projects', as = 'admin@acme.test') =>
  renderScreen(ProjectsScreen, {
    url,
    as,
    ready: () => screen.findByRole('table', { name: 'Projects' }),
  });

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr') as HTMLElement;

describe('the projects list', () => {
  it('shows each project with its figures in its own currency, a trend and the next reminder', async () => {
    answerPage([ATLAS, BOREALIS]);
    await openList();
    expect(screen.getByRole('link', { name: 'Atlas Platform' })).toHaveAttribute('href', '/projects/3');
    const atlas = within(rowOf('Atlas Platform'));
    for (const text of [
      'Bank of Tbilisi',
      'Nino Beridze',
      'Active',
      '7,200.00 EUR',
      '21,600.00 EUR',
      '5,760.00 EUR',
    ])
      expect(atlas.getByText(text)).toBeInTheDocument();
    expect(atlas.getByText('Jan 2025 – Dec 2025')).toBeInTheDocument();
    expect(
      atlas.getByRole('img', { name: 'Last 2 months: forecast 14,400.00 EUR, invoiced 5,760.00 EUR' }),
    ).toBeInTheDocument();
    expect(atlas.getByText('Invoice INV-2025-0001 is overdue')).toBeInTheDocument();
    expect(atlas.getByText('1 May 2025')).toBeInTheDocument();
    const borealis = within(rowOf('Borealis Portal'));
    expect(borealis.getByText('3,040.00 USD')).toBeInTheDocument();
    expect(borealis.getByText('On hold')).toBeInTheDocument();
    expect(borealis.getByText('Mar 2025 – present')).toBeInTheDocument();

    // Counts per status are links that filter; totals stay one per currency.
    const chips = screen.getByRole('list', { name: 'Projects by status' });
    expect(within(chips).getByRole('link', { name: 'On hold 1' })).toHaveAttribute(
      'href',
      '/projects?statuses=on_hold',
    );
    expect(within(chips).getByRole('link', { name: 'All 2' })).toHaveAttribute('aria-current', 'true');
    const totals = within(screen.getByRole('list', { name: 'Totals of the listed projects' }));
    expect(totals.getByText('7,200.00 EUR')).toBeInTheDocument();
    expect(totals.getByText('3,040.00 USD')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects/new');
  });

  it('reads its filters, sort and page from the link and sends them, statuses as a bracket array', async () => {
    const { requests: sent } = recordRequests();
    const { router, user } = await openList(
      '/projects?statuses=on_hold&currency=EUR&search=atl&sort=outstanding%3Adesc',
    );
    await waitFor(() => expect(lastSent(sent, 'internal-projects', 'GET')).toBeTruthy());
    const query = lastSent(sent, 'internal-projects', 'GET').query;
    expect(query.getAll('statuses[]')).toEqual(['on_hold']);
    expect(Object.fromEntries([...query].filter(([key]) => key !== 'statuses[]'))).toEqual({
      search: 'atl',
      currency: 'EUR',
      page: '1',
      per_page: '25',
      sort: '-outstanding',
    });
    const info = lastSent(sent, 'info/internal-projects', 'GET').query;
    expect(info.getAll('statuses[]')).toEqual(['on_hold']);
    expect(info.get('page')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('atl');
    expect(
      within(screen.getByRole('list', { name: 'Projects by status' })).getByRole('link', {
        name: /^On hold/,
      }),
    ).toHaveAttribute('aria-current', 'true');

    // Another filter goes into the link, back to the first page.
    await choose(user, 'Currency', 'GBP');
    expect(router.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({
        query: { statuses: ['on_hold'], currency: 'GBP', search: 'atl', sort: 'outstanding:desc' },
      }),
      undefined,
      expect.anything(),
    );
  });

  it('says so when there are no projects yet; a sale sees no New project button', async () => {
    answerPage([]);
    await openList('/projects', 'sale@acme.test');
    expect(await screen.findByText(NO_PROJECTS_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New project' })).not.toBeInTheDocument();
  });

  it('shows an error with Try again, which loads the projects', async () => {
    setFault({ method: 'GET', path: 'internal-projects', status: 500 });
    const { user } = await renderScreen(ProjectsScreen, {
      url: '/projects',
      as: 'admin@acme.test',
      ready: () => screen.findByText('The projects could not be loaded.'),
    });
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Atlas Platform' })).toHaveAttribute(
      'href',
      '/projects/1',
    );
  });

  it('saves the view (statuses and all) as a projects filter, and applies a saved one to the link', async () => {
    const { requests: sent } = recordRequests();
    const { user, router } = await openList('/projects?statuses=active&statuses=on_hold&search=atlas');
    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    await user.click(await screen.findByRole('button', { name: 'Save current filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save filter' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Running Atlas');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'POST' && r.path === 'saved-filters')).toBe(true),
    );
    expect(await lastSent(sent, 'saved-filters', 'POST').body).toEqual({
      name: 'Running Atlas',
      filters: { 'statuses.0': 'active', 'statuses.1': 'on_hold', search: 'atlas' },
      list: 'projects',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Save filter' })).not.toBeInTheDocument(),
    );
    await router.replace('/projects');
    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    const saved = await screen.findByRole('list', { name: 'Saved filter list' });
    await user.click(await within(saved).findByRole('button', { name: /^Running Atlas/ }));
    await waitFor(() =>
      expect(router.query).toMatchObject({ statuses: ['active', 'on_hold'], search: 'atlas' }),
    );
  });
});
