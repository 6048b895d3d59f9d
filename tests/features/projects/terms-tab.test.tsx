import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ProjectScreen } from '@/features/projects/project-page';
import { getTenantDb } from '@/mocks/db';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { choose, pasteDate } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

// Project 1 of acme, seeded against 2025-05-15: Atlas Platform in USD (2025-02-01 … 2026-02-28); its
// terms are planned around vacation (issue 32): nine current, five ended in April (among them Katlynn
// Altenwerth's term 5, 3 February to 2 April, on the invoices of those months).
const openTab = ({ as = 'admin@acme.test', url = '/projects/1/terms' } = {}) =>
  renderScreen(ProjectScreen, {
    url,
    route: '/projects/[...project]',
    as,
    ready: () => screen.findByRole('table', { name: 'Current terms' }),
  });

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

// A row by the person it is for (a role query over named rows is slow in jsdom).
const rowOf = (table: HTMLElement, person: string) => {
  const row = within(table).getByText(person).closest('tr');
  if (!row) throw new Error(`No row for ${person}`);
  return row;
};

async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

// A dialog with date pickers and an autocomplete is slow to fill in under jsdom on a shared machine.
const DIALOG_TEST_TIMEOUT_MS = 45_000;

describe('project: the Terms tab', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('lists the current terms with their figures and totals, the ended ones on demand', async () => {
    // A reminder's link marks its term.
    const { user } = await openTab({ url: '/projects/1/terms?term=212' });
    const current = screen.getByRole('table', { name: 'Current terms' });
    const guido = rowOf(current, 'Guido Kuhn');
    // Term 212: 2025-04-15 … 2026-01-30 at 04:00 (50 %), 48.00 USD an hour.
    for (const text of ['15 Apr 2025 – 30 Jan 2026', '04:00', '50 %', '48.00 USD', 'Confirmed'])
      expect(within(guido).getByText(text)).toBeInTheDocument();
    expect(within(current).getAllByRole('row')).toHaveLength(1 + 9 + 1);
    expect(rowOf(current, 'Total')).toHaveTextContent(/USD$/);
    expect(within(current).queryByText('Katlynn Altenwerth')).not.toBeInTheDocument();
    expect(guido).toHaveAttribute('aria-current', 'true');
    for (const cell of within(current).getAllByText('Ruben Mante'))
      expect(cell.closest('tr')).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('switch', { name: 'Show ended terms' }));
    const ended = await screen.findByRole('table', { name: 'Ended terms' });
    const endedGuido = rowOf(ended, 'Guido Kuhn');
    // Term 3, 4 March … 11 April: 20 + 8 working days (9 April a holiday) × 04:00 × 48.00 = 112:00,
    // 5,376.00 USD.
    for (const text of ['28', '112:00', '5,376.00 USD'])
      expect(within(endedGuido).getAllByText(text).length).toBeGreaterThan(0);
    // With Ruben Mante's 4,608.00 (24 days), Okey Stroman's 2,200.00 (10 days at 55.00) and Katlynn
    // Altenwerth's 16,128.00 (42 days at 08:00) and 4,992.00 (13 days at 08:00).
    expect(rowOf(ended, 'Total')).toHaveTextContent('33,304.00 USD');
  });

  it('adds a term by percentage: the card rate, the live forecast with its skipped days, and what is sent', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Add a term' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a term' });
    expect(within(dialog).getByText('The project runs 1 Feb 2025 – 28 Feb 2026.')).toBeInTheDocument();

    // Mariam Lomidze: Software Engineer, Middle I; the acme USD card says 41.00.
    await choose(user, /^Person/, 'Mariam Lomidze', { within: dialog });
    await waitFor(() => expect(field(dialog, /^Hourly rate/)).toHaveValue('41.00'));
    expect(
      within(dialog).getByText('Card (Software Engineer, Middle I): 41.00 USD — the same as the card'),
    ).toBeInTheDocument();

    await pasteDate(user, /^From/, '01042025', { within: dialog });
    await pasteDate(user, /^To/, '30042025', { within: dialog });
    await retype(user, field(dialog, /^Share of an 8-hour day/), '50');
    expect(field(dialog, /^Hours a day/)).toHaveValue('04:00');
    const forecast = within(dialog).getByRole('region', { name: 'Forecast for these dates' });
    expect(forecast).toHaveTextContent('19 working days · 76:00 hours · 3,116.00 USD');

    // The design vector: 04:00 × 19 d × 40.00 = 3,040.00; the card difference is said.
    await retype(user, field(dialog, /^Hourly rate/), '40');
    expect(forecast).toHaveTextContent('19 working days · 76:00 hours · 3,040.00 USD');
    expect(
      within(dialog).getByText('Card (Software Engineer, Middle I): 41.00 USD — this term −2.44 %'),
    ).toBeInTheDocument();

    await user.click(within(forecast).getByRole('button', { name: 'Show the 11 skipped days' }));
    const skipped = within(forecast).getByRole('list', { name: 'Skipped days' });
    const days = within(skipped)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(days).toHaveLength(11);
    expect(days).toEqual(
      expect.arrayContaining([
        'Sat 5 Apr 2025: Weekend',
        'Wed 9 Apr 2025: Day of National Unity',
        'Fri 18 Apr 2025: Orthodox Good Friday',
        'Mon 21 Apr 2025: Orthodox Easter Monday',
      ]),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a term' })).not.toBeInTheDocument());
    expect(await log.writes()).toEqual([
      {
        method: 'POST',
        path: 'terms/1',
        body: {
          user_id: 3,
          start_date: '2025-04-01',
          end_date: '2025-04-30',
          hours_per_day: null,
          percentage: 50,
          hourly_rate: 40,
          unit: 'hr',
          status: 'confirmed',
          note: null,
        },
      },
    ]);
    // The term ended on 2025-04-30, before the mock's today: it is listed with the ended ones.
    await user.click(screen.getByRole('switch', { name: 'Show ended terms' }));
    const ended = await screen.findByRole('table', { name: 'Ended terms' });
    await within(ended).findByText('Mariam Lomidze');
    expect(rowOf(ended, 'Mariam Lomidze')).toHaveTextContent('3,040.00 USD');
  });

  it('a refused save keeps every value and shows the message at its field; an overlap is warned', async () => {
    const { user } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Add a term' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a term' });
    // Katlynn Altenwerth worked 08:00 a day here from 3 February to 2 April 2025.
    await choose(user, /^Person/, 'Katlynn Altenwerth', { within: dialog });
    await pasteDate(user, /^From/, '15012025', { within: dialog });
    await pasteDate(user, /^To/, '31032025', { within: dialog });
    // Typing the hours sets the share of the day.
    await retype(user, field(dialog, /^Hours a day/), '0600');
    expect(field(dialog, /^Share of an 8-hour day/)).toHaveValue('75');
    expect(
      within(dialog).getByText(/^Katlynn Altenwerth has other terms on this project at the same time/),
    ).toHaveTextContent(
      'together 14:00 a day between 3 Feb 2025 – 31 Mar 2025, more than a working day (08:00)',
    );
    await retype(user, field(dialog, /^Hourly rate/), '45');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The start date must not be before the project starts (2025-02-01).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Person/ })).toHaveValue('Katlynn Altenwerth');
    expect(field(dialog, /^Hourly rate/)).toHaveValue('45.00');
    expect(field(dialog, /^Hours a day/)).toHaveValue('06:00');
    // 13 + 20 + 20 working days (Jan 19, Mar 3 and Mar 8 fall out).
    expect(within(dialog).getByRole('region', { name: 'Forecast for these dates' })).toHaveTextContent(
      '53 working days · 318:00 hours · 14,310.00 USD',
    );
  });

  it('changing a rate sends only the rate; deleting a term invoices refer to says so first', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Edit Guido Kuhn, 15 Apr 2025 – 30 Jan 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the term of Guido Kuhn' });
    await retype(user, field(dialog, /^Hourly rate/), '52.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [patch] = log.writeRequests();
    expect(patch?.query.get('_method')).toBe('patch');
    expect(await log.writes()).toEqual([{ method: 'POST', path: 'terms/212', body: { hourly_rate: 52.5 } }]);
    const current = screen.getByRole('table', { name: 'Current terms' });
    expect(await within(current).findByText('52.50 USD')).toBeInTheDocument();

    // The invoices with a line for term 5 (the finance seed's: one a month it ran).
    const referring = (await getTenantDb('acme')).invoices
      .all()
      .filter((invoice) => invoice.lines.some((line) => line.term_id === 5)).length;
    expect(referring).toBeGreaterThan(1);
    await user.click(screen.getByRole('switch', { name: 'Show ended terms' }));
    const deleteTerm5 = { name: 'Delete Katlynn Altenwerth, 3 Feb 2025 – 2 Apr 2025' };
    await user.click(await screen.findByRole('button', deleteTerm5));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this term?' });
    expect(confirm).toHaveTextContent(`${referring} invoices refer to this term.`);
    expect(log.writeRequests()).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const deletion = log.writeRequests()[1];
    expect(deletion).toMatchObject({ method: 'DELETE', path: 'terms/5' });
    expect(deletion?.query.get('force')).toBe('1');
    await waitFor(() => expect(screen.queryByRole('button', deleteTerm5)).not.toBeInTheDocument());
  });

  it('shows a failure with Retry, and a reader sees the terms without the buttons that change them', async () => {
    setFault({ method: 'GET', path: 'terms/:id', status: 500 });
    const { user } = await renderScreen(ProjectScreen, {
      url: '/projects/1/terms',
      route: '/projects/[...project]',
      as: 'sale@acme.test',
      ready: () => screen.findByText('The terms could not be loaded.'),
    });
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Current terms' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a term' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('a project whose terms have all ended says so, and lists them on demand', async () => {
    const { user } = await renderScreen(ProjectScreen, {
      url: '/projects/2/terms',
      route: '/projects/[...project]',
      as: 'admin@acme.test',
      ready: () => screen.findByText('No current terms'),
    });
    await user.click(screen.getByRole('switch', { name: 'Show ended terms' }));
    const ended = await screen.findByRole('table', { name: 'Ended terms' });
    // Its 21 terms, planned around vacation (issue 32; sick days already taken stay booked).
    expect(within(ended).getAllByRole('row')).toHaveLength(1 + 21 + 1);
  });
});
