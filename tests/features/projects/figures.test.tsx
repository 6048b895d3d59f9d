import { screen, waitFor, within } from '@testing-library/react';
import {
  projectRevenueResponseSchema,
  projectTotalsResponseSchema,
  reportRowResponseSchema,
} from '@/api/project-figures/project-figure.schemas';
import { ProjectScreen } from '@/features/projects/project-page';
import { fromCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';
import { getTenantDb } from '@/mocks/db';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { getAs, login, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { withStyles } from '../../support/emotion-styles';
import { recordRequests, sentTo } from '../../support/sent-requests';

setupMockApi();

const ROUTE = '/projects/[...project]';
const ADMIN = 'admin@acme.test';

// The memory router renders nothing by itself after a navigation: `navigated` shows the page at its new
// address.
async function openProject(url: string, ready: () => Promise<unknown>) {
  const rendered = await renderScreen(ProjectScreen, { url, route: ROUTE, as: ADMIN, ready });
  return { ...rendered, navigated: () => rendered.rerender(<ProjectScreen />) };
}

const money = (cents: number | undefined, currency: string) => formatMoney(fromCents(cents ?? 0), currency);

async function api<T>(path: string, parse: (body: unknown) => T): Promise<T> {
  return parse((await getAs('acme', path, await login(ADMIN))).body);
}

// The seed plans people within their capacity (issue 32): one of the project's people working today gets
// a full day on another project as well, so the overview has someone booked over 08:00 a day to show.
async function overbookOneOf(projectId: number) {
  const db = await getTenantDb('acme');
  const today = '2025-05-15';
  const working = db.terms
    .findMany((q) => q.where({ internal_project_id: projectId }))
    .find((term) => term.start_date <= today && term.end_date >= today)!;
  const plan = { start_date: '2025-05-12', end_date: '2025-05-23', minutes_per_day: 480, rate_cents: 5000 };
  await db.terms.create({
    ...plan,
    id: Math.max(...db.terms.all().map((term) => term.id)) + 1,
    internal_project_id: db.projects.all().find((project) => project.id !== projectId)!.id,
    user_id: working.user_id,
    status: 'confirmed',
    note: null,
    baseline: plan,
    created_at: '2025-05-01',
  });
}

describe('project overview', () => {
  it('shows the key figures, the months in a table twin, the alerts with their links, and what it asked for', async () => {
    await overbookOneOf(4);
    const log = recordRequests();
    await openProject('/projects/4', () => screen.findByRole('heading', { name: 'Alerts' }));
    const totals = await api('internal-projects/totals/4', (b) => projectTotalsResponseSchema.parse(b).data);

    const figures = screen.getByRole('list', { name: 'Key figures' });
    for (const [label, cents] of [
      ['Contract value', totals.contract_value.EUR],
      ['Invoiced', totals.invoiced.EUR],
      ['Remaining to invoice', totals.remaining.EUR],
    ] as const) {
      const card = within(figures).getByText(label).closest('li')!;
      expect(card).toHaveTextContent(money(cents, 'EUR'));
    }
    expect(within(figures).getByText('Contract value').closest('li')).toHaveTextContent(
      `${totals.hours.planned} h planned`,
    );

    // The chart's table twin: a row per month, open months without an actual.
    const table = await screen.findByRole('table', { name: /Forecast and actual by month in EUR/ });
    const current = await api(
      'internal-projects/revenue/4?initial=0',
      (b) => projectRevenueResponseSchema.parse(b).data,
    );
    const baseline = await api(
      'internal-projects/revenue/4?initial=1',
      (b) => projectRevenueResponseSchema.parse(b).data,
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(current.length);
    const april = within(table).getByRole('rowheader', { name: 'Apr 2025' }).closest('tr')!;
    const aprilFigures = current.find((month) => month.month === '2025-04')!;
    expect(
      within(april)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      money(aprilFigures.forecast.EUR, 'EUR'),
      money(baseline.find((month) => month.month === '2025-04')?.forecast.EUR, 'EUR'),
      money(aprilFigures.actual.EUR, 'EUR'),
    ]);
    const may = within(table).queryByRole('rowheader', { name: 'May 2025' });
    if (may) expect(within(may.closest('tr')!).getAllByRole('cell').at(-1)).toHaveTextContent('—');
    const sum = (months: typeof current) =>
      months.reduce((total, month) => total + (month.forecast.EUR ?? 0), 0);
    const landing = Math.round((sum(current) * 100) / sum(baseline));
    expect(screen.getByText(`Forecast lands at ${landing} % of baseline.`)).toBeInTheDocument();

    // Alerts say what they are in words and link to where they are dealt with.
    const alerts = screen.getByRole('list', { name: 'Alerts' });
    const overdue = within(alerts).getByRole('link', {
      name: /^Open the invoice: INV-2025-\d+ is \d+ days overdue$/,
    });
    expect(overdue.getAttribute('href')).toMatch(/^\/invoices\?invoice=\d+$/);
    expect(within(alerts).getAllByText('Overbooked:').length).toBeGreaterThan(0);
    expect(within(alerts).getAllByRole('link', { name: /^See the planning:/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/traffic\/timeline-view\?user=\d+$/),
    );
    expect(screen.getByRole('table', { name: 'Team' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Invoice sums, VAT included' })).toBeInTheDocument();

    const paths = log.requests.map(
      (request) => `${request.path}${request.query.size ? `?${request.query}` : ''}`,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'internal-projects/dashboard/4',
        'internal-projects/totals/4',
        'internal-projects/invoice-finances/4',
        'internal-projects/revenue/4?initial=0',
        'internal-projects/revenue/4?initial=1',
      ]),
    );
  });

  it('converts into the company currency with ?cur=company and says at which rates', async () => {
    await openProject('/projects/1?cur=company', () => screen.findByRole('heading', { name: 'Alerts' }));
    const totals = await api('internal-projects/totals/1', (b) => projectTotalsResponseSchema.parse(b).data);
    // Project 1 bills in USD; the mock quotes 1.08 USD per euro.
    const contract = Math.round(((totals.contract_value.USD ?? 0) * 100) / 108);
    expect(
      within(screen.getByRole('list', { name: 'Key figures' }))
        .getByText('Contract value')
        .closest('li'),
    ).toHaveTextContent(`≈ ${money(contract, 'EUR')}`);
    expect(
      screen.getByText('≈ Converted into EUR at the currency rates of 15 May 2025.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /by month in EUR \(converted\)/ })).toBeInTheDocument();
  });

  it('shows a failed part with Try again, and the figures once it answers', async () => {
    setFault({ method: 'GET', path: 'internal-projects/totals/:id', status: 500 });
    const { user } = await openProject('/projects/4', () =>
      screen.findByText('The key figures could not be loaded.'),
    );
    expect(screen.getByRole('heading', { name: 'Alerts' })).toBeInTheDocument();
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Key figures' })).toHaveTextContent('Contract value');
  });

  it('holds each key figure’s place while loading, its figure and caption line, hidden from everyone', async () => {
    withStyles();
    setFault({ method: 'GET', path: 'internal-projects/totals/:id', delay: 1000 });
    await renderScreen(ProjectScreen, {
      url: '/projects/4',
      route: ROUTE,
      as: ADMIN,
      settle: false,
      ready: () => screen.findByRole('list', { name: 'Key figures' }),
    });
    const figures = screen.getByRole('list', { name: 'Key figures' });
    expect(figures).toHaveAttribute('aria-busy', 'true');
    const cards = within(figures).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      // The figure's stand-in is a typical amount; it is never shown, only its place is.
      expect(within(card).getByText(/^[\d,]+\.\d{2} [A-Z]{3}$/)).not.toBeVisible();
      // Below it, a caption line is held too: as long as the label, hidden, and not a second copy of
      // the label's words (a text query finds the label once).
      const label = card.querySelector<HTMLElement>('.MuiTypography-body2')!;
      const caption = card.querySelector<HTMLElement>('.MuiTypography-caption')!;
      expect(label).toBeVisible();
      const standIn = caption.querySelector<HTMLElement>('span[style]')!;
      expect(standIn).not.toBeVisible();
      expect(standIn.textContent).toHaveLength(label.textContent!.length);
      expect(within(card).getAllByText(label.textContent!)).toHaveLength(1);
    }
  });

  it('says a project without terms has no figures yet and leads to its terms', async () => {
    const db = await getTenantDb('acme');
    await db.terms.deleteMany((q) => q.where({ internal_project_id: 3 }));
    await db.invoices.deleteMany((q) => q.where({ internal_project_id: 3 }));
    await openProject('/projects/3', () => screen.findByText('No figures yet'));
    expect(screen.getByRole('link', { name: 'Add terms' })).toHaveAttribute('href', '/projects/3/terms');
  });
});

describe('project revenue', () => {
  it('shows the year by month with the delta split and its invoices; quarters and the baseline from the URL', async () => {
    const row = await api(
      'internal-projects/project-revenue/1?year=2025',
      (b) => reportRowResponseSchema.parse(b).data,
    );
    const log = recordRequests();
    const { user, router, navigated } = await openProject('/projects/1/revenue?year=2025', () =>
      screen.findByRole('heading', { name: 'What explains the difference' }),
    );
    const table = screen.getByRole('region', { name: /Atlas|forecast and actual by month, 2025/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(1)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'Mayopen',
      'Junopen',
      'Julopen',
      'Augopen',
      'Sepopen',
      'Octopen',
      'Novopen',
      'Decopen',
      'Year 2025',
    ]);
    const line = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    const cells = (name: string) =>
      within(line(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Forecast (USD)')[2]).toBe(formatMoney(fromCents(row.months.March.forecast.USD ?? 0)));
    expect(cells('Actual (USD)')[3]).toBe(formatMoney(fromCents(row.months.April.actual.USD ?? 0)));
    expect(cells('Actual (USD)')[4]).toBe('—');
    expect(cells('Δ Difference (USD)')[4]).toBe('—');

    const split = screen.getByRole('table', { name: 'What explains the difference' });
    expect(within(split).getByRole('rowheader', { name: 'Vacation' }).closest('tr')).toHaveTextContent(
      formatMoney(fromCents(row.delta.other.vacation.USD ?? NaN), 'USD'),
    );
    expect(within(split).getByRole('rowheader', { name: 'Sick leave' }).closest('tr')).toHaveTextContent(
      formatMoney(fromCents(row.delta.other.sick_leave.USD ?? NaN), 'USD'),
    );
    expect(screen.getByText(/Ended months through Apr 2025: difference/)).toHaveTextContent(
      `(${row.delta.percentage?.toFixed(2)} % of the forecast)`,
    );
    const invoices = screen.getByRole('region', { name: 'Invoices of 2025' });
    expect(within(invoices).getAllByRole('link')).toHaveLength(row.invoices.length);
    expect(within(invoices).getByRole('link', { name: row.invoices[0]!.number })).toHaveAttribute(
      'href',
      `/invoices?invoice=${row.invoices[0]!.id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Quarters' }));
    await waitFor(() => expect(router.asPath).toBe('/projects/1/revenue?year=2025&view=quarter'));
    navigated();
    const quarters = screen.getByRole('region', { name: /by quarter, 2025/ });
    expect(
      within(quarters)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['Q1', 'Q2open', 'Q3open', 'Q4open', 'Year 2025']);

    await user.click(screen.getByRole('switch', { name: 'Show the baseline' }));
    await waitFor(() => expect(router.asPath).toBe('/projects/1/revenue?year=2025&view=quarter&baseline=1'));
    navigated();
    expect(await within(quarters).findByRole('rowheader', { name: 'Baseline (USD)' })).toBeInTheDocument();
    const baseline = sentTo(log.requests, 'internal-projects/revenue/1').at(-1)!;
    expect(Object.fromEntries(baseline.query)).toEqual({ from: '2025-01', to: '2025-12', initial: '1' });

    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    await waitFor(() => expect(router.asPath).toBe('/projects/1/revenue?year=2024&view=quarter&baseline=1'));
    navigated();
    expect(await screen.findByRole('heading', { name: 'Revenue 2024' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        sentTo(log.requests, 'internal-projects/project-revenue/1').map((r) => r.query.get('year')),
      ).toEqual(['2025', '2024']),
    );
  });

  it('shows a failed year with Try again', async () => {
    setFault({ method: 'GET', path: 'internal-projects/project-revenue/:id', status: 500 });
    const { user } = await openProject('/projects/1/revenue?year=2025', () =>
      screen.findByText('The revenue of 2025 could not be loaded.'),
    );
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'What explains the difference' })).toBeInTheDocument();
  });
});
