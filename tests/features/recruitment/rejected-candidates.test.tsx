import { screen, waitFor, within } from '@testing-library/react';
import { RejectedRecruitmentScreen } from '@/features/recruitment/rejected-recruitment-page';
import { NO_REJECTIONS_TITLE } from '@/features/recruitment/rejected/rejected-candidates';
import { setFault } from '@/mocks/scenarios';
import { expectFilterWidthsKeptWhileListsArrive } from '../../support/filter-widths';
import { dateGroup, typeDate } from '../../support/form-input';
import { parseCsv } from '../../support/parse-csv';
import { browserAtReferenceDate, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { recordSavedFiles } from '../../support/saved-files';
import { lastSent, recordEachCase, sentTo } from '../../support/sent-requests';

setupMockApi();
browserAtReferenceDate();
const sent = recordEachCase();
const saved = recordSavedFiles();

const URL = '/admin/recruitment/rejected';
const table = () => screen.getByRole('table', { name: 'Rejected candidates' });
const rowBoxes = () => within(table()).getAllByRole('checkbox', { name: /^Select (?!all)/ });
const nameOf = (box: HTMLElement) => (box.getAttribute('aria-label') ?? '').replace(/^Select /, '');

const open = (url = URL) =>
  renderScreen(RejectedRecruitmentScreen, {
    url,
    as: 'admin@acme.test',
    ready: () => screen.findAllByRole('checkbox', { name: /^Select (?!all)/ }),
  });

describe('the rejected candidates page', () => {
  it('says the breakdown by reason and by stage in words, for the last 12 months', async () => {
    await open();
    const byReason = screen.getByRole('list', { name: 'By reason' });
    const byStage = screen.getByRole('list', { name: 'By stage at rejection' });
    for (const list of [byReason, byStage]) {
      const items = within(list).getAllByRole('listitem');
      expect(items.length).toBeGreaterThan(0);
      // Each bar's name, then its number and share in words ("Salary 4 of 16 (25%)").
      for (const item of items) expect(item).toHaveTextContent(/^\D\S*.*\d+ of \d+ \(\d+%\)$/);
    }
    const first = within(byReason).getAllByRole('listitem')[0]!.textContent ?? '';
    const total = Number(/of (\d+)/.exec(first)?.[1]);
    expect(
      screen.getByText(new RegExp(`^${total} rejections? from 16 May 2024 to 15 May 2025$`)),
    ).toBeInTheDocument();
    const insights = lastSent(sent, 'recruitment/insights', 'GET').query;
    expect([insights.get('from'), insights.get('to')]).toEqual(['2024-05-16', '2025-05-15']);
    expect(lastSent(sent, 'recruitment/candidates', 'GET').query.get('status')).toBe('rejected');
  });

  // Issue 34: the breakdown arrives after the list; it must not push the table down when it does.
  it('holds the breakdown’s place while it loads: both lists with their headings and six lines each', async () => {
    setFault({ method: 'GET', path: 'recruitment/insights', delay: 1000 });
    await renderScreen(RejectedRecruitmentScreen, {
      url: URL,
      as: 'admin@acme.test',
      settle: false,
      ready: () => screen.findByRole('progressbar', { name: 'Loading the breakdown of rejections' }),
    });
    const loading = screen.getByRole('progressbar', { name: 'Loading the breakdown of rejections' });
    expect(within(loading).getByRole('heading', { name: 'By reason' })).toBeInTheDocument();
    expect(within(loading).getByRole('heading', { name: 'By stage at rejection' })).toBeInTheDocument();
    const placeholders = [...loading.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].filter(
      (box) => box.style.minHeight,
    );
    expect(placeholders.map((box) => [box.style.minHeight, box.children.length])).toEqual([
      ['144px', 6],
      ['144px', 6],
    ]);
    const byReason = await screen.findByRole('list', { name: 'By reason' }, { timeout: 10_000 });
    // The arrived list keeps at least the same room (six lines of 24px).
    expect(byReason.style.minHeight).toBe('144px');
    expect(screen.getByRole('list', { name: 'By stage at rejection' }).style.minHeight).toBe('144px');
  });

  it('restores a candidate to the stage they left: PATCH …/restore, and the row leaves', async () => {
    const { user } = await open();
    const name = nameOf(rowBoxes()[0]!);
    await user.click(screen.getByRole('button', { name: `Restore ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Restore ${name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const restore = sent.find((request) => request.method === 'PATCH');
    expect(restore?.path).toMatch(/^recruitment\/candidates\/\d+\/restore$/);
    expect(await restore?.body).toEqual({});
    await waitFor(() =>
      expect(within(table()).queryByRole('checkbox', { name: `Select ${name}` })).not.toBeInTheDocument(),
    );
  });

  it('deletes in bulk only after a confirmation naming how many, through DELETE /user', async () => {
    const { user } = await open();
    const [first, second] = rowBoxes();
    await user.click(first!);
    await user.click(second!);
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 candidates?' });
    expect(sentTo(sent, 'user', 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sentTo(sent, 'user', 'DELETE')).toHaveLength(1));
    const body = (await lastSent(sent, 'user', 'DELETE').body) as { ids: number[] };
    expect(body.ids).toHaveLength(2);
  });

  it('exports the filtered list as CSV', async () => {
    const { user } = await open(`${URL}?source=LinkedIn`);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    // The download helper loads on demand: a busy machine may take a few seconds.
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    const query = lastSent(sent, 'recruitment/candidates/export', 'GET').query;
    expect(query.get('status')).toBe('rejected');
    expect(query.get('format')).toBe('csv');
    expect(query.getAll('sources[]')).toEqual(['LinkedIn']);
    expect(saved[0]?.fileName).toBe('rejected-candidates.csv');
    const [header = [], ...rows] = parseCsv((await saved[0]!.blob.text()).replace(/^\uFEFF/, ''));
    expect(header.length).toBeGreaterThan(1);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('says when nobody was rejected in the period', async () => {
    await renderScreen(RejectedRecruitmentScreen, {
      url: `${URL}?from=1990-01-01&to=1990-01-31`,
      as: 'admin@acme.test',
      ready: () => screen.findByText(NO_REJECTIONS_TITLE),
    });
    expect(screen.getByText('No rejections in this period.')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    setFault({ method: 'GET', path: 'recruitment/candidates', status: 500 });
    await renderScreen(RejectedRecruitmentScreen, {
      url: URL,
      as: 'admin@acme.test',
      ready: () => screen.findByText('The rejected candidates could not be loaded.'),
    });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('takes its period from the product’s date pickers, showing the default days; a typed day goes to the address as yyyy-MM-dd', async () => {
    const { router, user } = await open();
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect(dateGroup('Rejected from')).toHaveTextContent('16/05/2024');
    expect(dateGroup('Rejected to')).toHaveTextContent('15/05/2025');
    await typeDate(user, 'Rejected from', '01012025');
    await waitFor(() => expect(router.query.from).toBe('2025-01-01'));
  });

  it('keeps the width of each filter whose options arrive later, so the bar does not re-flow when they come', () =>
    expectFilterWidthsKeptWhileListsArrive(RejectedRecruitmentScreen, {
      url: URL,
      bar: 'Filter rejected candidates',
      delayedPaths: ['recruitment/rejection-reasons', 'recruitment/stages', 'positions', 'minimal-users'],
      labels: ['Reason', 'Stage at rejection', 'Position', 'Rejected by'],
    }));
});
