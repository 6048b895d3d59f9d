import { screen, waitFor, within } from '@testing-library/react';
import { bulkResultSchema } from '@/api/common.schemas';
import { timeOffCountsSchema, timeOffResponseSchema } from '@/api/time-offs/time-off.schemas';
import { TimeOffsScreen } from '@/features/time-offs/time-offs-page';
import { NO_TIME_OFF_TITLE, NOTHING_WAITING_TITLE } from '@/features/time-offs/requests/requests-tab';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { fill } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordRequests } from '../../support/sent-requests';
import { answerList, GIORGI, NINO, timeOffRow } from './time-off-fixtures';

setupMockApi();

const openRequests = (url = '/time-offs', as = 'admin@acme.test') =>
  renderScreen(TimeOffsScreen, {
    url,
    as,
    ready: () => screen.findByRole('table', { name: 'Time-off requests' }),
  });

const rowOf = (name: string) => screen.getAllByRole('link', { name })[0]!.closest('tr') as HTMLElement;

describe('the time-off requests tab', () => {
  it('lands an approver on what waits for them, with the count, and sends the link’s filters', async () => {
    const { requests } = recordRequests();
    await openRequests('/time-offs?status=pending&type=vacation&from=2025-05-01&to=2025-05-31&q=mariam');
    await waitFor(() => expect(lastSent(requests, 'time-offs', 'GET')).toBeTruthy());
    const query = lastSent(requests, 'time-offs', 'GET').query;
    expect(Object.fromEntries(query)).toMatchObject({
      awaiting_me: '1',
      'statuses[]': 'pending',
      'types[]': 'vacation',
      from: '2025-05-01',
      to: '2025-05-31',
      search: 'mariam',
      sort: '-start_date',
    });
    // The seed has requests waiting for the acme admin (the final reviewer).
    expect(screen.getByRole('tab', { name: /^Waiting for me \([1-9]\d*\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'All requests' })).toHaveAttribute(
      'href',
      expect.stringContaining('queue=all'),
    );
  });

  it('keeps the date filters under More filters, shown at once when the link sets one', async () => {
    const { user } = await openRequests();
    expect(screen.queryByRole('group', { name: 'Off from' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    expect(await screen.findByRole('group', { name: 'Off from' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Off until' })).toBeInTheDocument();
  });

  it('shows the days a link filters on, day first, with no More filters button to hide them', async () => {
    await openRequests('/time-offs?queue=all&from=2025-05-01');
    expect(await screen.findByRole('group', { name: 'Off from' })).toHaveTextContent('01/05/2025');
    expect(screen.queryByRole('button', { name: 'More filters' })).toBeNull();
  });

  it('shows each request’s dates with its half day, working time, balance, status in words and step', async () => {
    answerList([
      timeOffRow(41, {
        skipped: [
          { date: '2025-05-10', reason: 'weekend', name: null },
          { date: '2025-05-11', reason: 'weekend', name: null },
        ],
        others_off: {
          count: 4,
          people: [
            { id: 7, name: 'Ana Beridze', status: 'approved' },
            { id: 8, name: 'Luka Maisuradze', status: 'pending' },
            { id: 9, name: 'Teo Kiknadze', status: 'approved' },
            { id: 10, name: 'Zura Tsiklauri', status: 'approved' },
          ],
        },
      }),
      timeOffRow(42, {
        user: { ...NINO, department: null },
        type: 'sick_leave',
        status: 'rejected',
        balance_after: null,
        waiting_for: null,
        exclusion: 'partially',
        excluded_days: 2,
        approvals: [
          {
            step: 1,
            reviewer: GIORGI,
            decision: 'rejected',
            comment: 'Release week',
            decided_at: '2025-04-21T10:00:00Z',
            decided_by: GIORGI,
          },
        ],
      }),
    ]);
    const { user } = await openRequests('/time-offs?queue=all');
    const pending = within(rowOf('Mariam Lomidze'));
    for (const text of [
      'Engineering',
      'Vacation',
      'Mon 5 – Fri 9 May 2025',
      '½ am 9 May',
      '4.5 d · 36:00',
      '12.5 days',
      'Pending',
      '1/2 · waiting for Giorgi Kapanadze',
      'Not excluded',
    ])
      expect(pending.getByText(text)).toBeInTheDocument();
    await user.hover(pending.getByText('4.5 d · 36:00'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Not counted: weekend ×2');
    await user.unhover(pending.getByText('4.5 d · 36:00'));
    // Who else is off: reached by Tab (jsdom has no :focus-visible, so the tooltip is read on hover).
    pending.getByText('4.5 d · 36:00').focus();
    await user.tab();
    const othersOff = pending.getByText('Ana B., Luka M. +2');
    expect(othersOff).toHaveFocus();
    await user.hover(othersOff);
    expect(
      await screen.findByText(
        'Also off: Ana Beridze (approved), Luka Maisuradze (pending), Teo Kiknadze (approved), Zura Tsiklauri (approved)',
      ),
    ).toBeInTheDocument();
    const rejected = within(rowOf('Nino Beridze'));
    for (const text of [
      'Sick leave',
      'Rejected',
      '1/1 · rejected by Giorgi Kapanadze',
      'Partially excluded (2 days)',
    ])
      expect(rejected.getByText(text)).toBeInTheDocument();
  });

  it('says when nothing waits for an approver, with a link to every request', async () => {
    answerList([]);
    await openRequests();
    expect(screen.getByText(NOTHING_WAITING_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all requests' })).toHaveAttribute(
      'href',
      expect.stringContaining('queue=all'),
    );
  });

  it('shows an employee their own requests only: no queue, no selection, “No time off yet” when none', async () => {
    answerWith('GET', 'time-offs/counts', 200, { data: { awaiting_me: 0, pending: 0 } }, timeOffCountsSchema);
    answerList([]);
    const { requests } = recordRequests();
    await openRequests('/time-offs', 'employee@acme.test');
    expect(screen.getByText(NO_TIME_OFF_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Waiting for me/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all rows' })).not.toBeInTheDocument();
    expect(lastSent(requests, 'time-offs', 'GET').query.get('awaiting_me')).toBeNull();
  });

  it('says the list could not be loaded, and “Try again” asks again', async () => {
    setFault({ method: 'GET', path: 'time-offs', status: 500 });
    const { user } = await renderScreen(TimeOffsScreen, {
      url: '/time-offs?queue=all',
      as: 'admin@acme.test',
      ready: () => screen.findByText('The time-off requests could not be loaded.'),
    });
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Time-off requests' })).toBeInTheDocument();
  });

  it('lands a reviewer without time-off management on what waits for them; approves one at once, rejects one only with a reason', async () => {
    const { user } = await openRequests('/time-offs', 'sale@acme.test');
    expect(screen.getByRole('tab', { name: /^Waiting for me/ })).toHaveAttribute('aria-selected', 'true');
    const links = await screen.findAllByRole('link', { name: 'Mariam Lomidze' });
    const [first, second] = links.map((link) =>
      new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('request'),
    );
    const { writes } = recordRequests();
    await user.click(within(links[0]!.closest('tr')!).getByRole('button', { name: /^Actions for/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Approve' }));
    expect(await screen.findByText(/^Approved: Mariam Lomidze/)).toBeInTheDocument();

    await user.click(within(links[1]!.closest('tr')!).getByRole('button', { name: /^Actions for/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject time off' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why the request is rejected.')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/^Reason/), 'Release week');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await writes()).toEqual([
      { method: 'PATCH', path: `time-offs/${first}/status`, body: { status: 'approved', comment: null } },
      {
        method: 'PATCH',
        path: `time-offs/${second}/status`,
        body: { status: 'rejected', comment: 'Release week' },
      },
    ]);
  });

  it('bulk approves only the selected requests that qualify, and says which were skipped and why', async () => {
    answerList([
      timeOffRow(41),
      timeOffRow(42, { user: { ...NINO, department: null }, status: 'approved', waiting_for: null }),
    ]);
    answerWith('PATCH', 'time-offs/approve', 200, { data: { updated: [41], skipped: [] } }, bulkResultSchema);
    const { user } = await openRequests('/time-offs?queue=all');
    const { writes } = recordRequests();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 requests selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Approve 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve requests' });
    expect(confirm).toHaveTextContent('1 request will be approved; 1 is skipped.');
    await user.click(within(confirm).getByRole('button', { name: 'Approve 1 request' }));
    const result = await screen.findByRole('dialog', { name: 'Requests approved' });
    expect(result).toHaveTextContent('1 done, 1 skipped.');
    expect(within(result).getByText('already decided')).toBeInTheDocument();
    expect(await writes()).toEqual([{ method: 'PATCH', path: 'time-offs/approve', body: { ids: [41] } }]);
  });

  it('answers the keyboard: j moves to a row, a approves it, r asks why, n opens a new request, ? lists the keys', async () => {
    answerList([timeOffRow(41), timeOffRow(42, { user: { ...NINO, department: null } })]);
    answerWith(
      'PATCH',
      'time-offs/:id/status',
      200,
      { data: timeOffRow(41, { status: 'approved' }) },
      timeOffResponseSchema,
    );
    const { user, router } = await openRequests('/time-offs?queue=all');
    const { writes } = recordRequests();
    await user.keyboard('ja');
    expect(await screen.findByText(/^Approved: Mariam Lomidze/)).toBeInTheDocument();
    expect(await writes()).toEqual([
      { method: 'PATCH', path: 'time-offs/41/status', body: { status: 'approved', comment: null } },
    ]);
    await user.keyboard('jr');
    const reject = await screen.findByRole('dialog', { name: 'Reject time off' });
    expect(reject).toHaveTextContent('Nino Beridze');
    await user.click(within(reject).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(reject).not.toBeInTheDocument());
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveTextContent(
      'Approve the row',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('n');
    expect(router.asPath).toBe('/time-offs?queue=all&request=new');
  });
});
