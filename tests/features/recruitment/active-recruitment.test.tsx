import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActiveRecruitmentScreen } from '@/features/recruitment/active-recruitment-page';
import { NO_CANDIDATES_TITLE } from '@/features/recruitment/active/active-candidates';
import { answerWith } from '../../support/answer-with';
import { expectFilterWidthsKeptWhileListsArrive } from '../../support/filter-widths';
import { setupMockApi } from '../../support/mock-api';
import { dateGroup, typeDate } from '../../support/form-input';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordRequests, sentTo } from '../../support/sent-requests';
import { answerCandidates, answerStages, candidateRow } from './active-fixtures';

setupMockApi();

const ROUTE = '/admin/recruitment/active';

const openTable = (url = ROUTE) =>
  renderScreen(ActiveRecruitmentScreen, {
    url,
    as: 'admin@acme.test',
    ready: () => screen.findByRole('table', { name: 'Active candidates' }),
  });

const openBoard = () =>
  renderScreen(ActiveRecruitmentScreen, {
    url: `${ROUTE}?layout=board`,
    as: 'admin@acme.test',
    ready: () => screen.findByRole('region', { name: 'Candidates by stage' }),
  });

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('the active candidates list', () => {
  it('shows each candidate with their stage and days in it, a stale stay flagged in words', async () => {
    answerCandidates([
      candidateRow(1, { stage: 'interview', days_in_stage: 12 }),
      candidateRow(2, { stage: 'new', days_in_stage: 3 }),
    ]);
    await openTable();
    const stale = rowOf('Ana Candidate 1');
    expect(within(stale).getByText('Interview')).toBeInTheDocument();
    expect(within(stale).getByText('12 d · stale')).toBeInTheDocument();
    expect(within(stale).getByText('2,500.00 GEL')).toBeInTheDocument();
    expect(within(rowOf('Ana Candidate 2')).getByText('3 d')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Interview 1' })).toBeInTheDocument();
  });

  it('asks for the stage its link names, shows only that stage with its chip pressed, and lifts it with All', async () => {
    const { requests } = recordRequests();
    const { router } = await openTable(`${ROUTE}?stage=offer`);
    const asked = sentTo(requests, 'recruitment/candidates', 'GET').filter(
      (request) => request.query.get('status') === 'active',
    );
    expect(asked.at(-1)?.query.getAll('stages[]')).toEqual(['offer']);
    // The seed has someone at every stage; the chip's count is the API's.
    const offerChip = screen.getByRole('button', { name: /^Offer [1-9]\d*$/ });
    expect(offerChip).toHaveAttribute('aria-pressed', 'true');
    const rows = within(screen.getByRole('table', { name: 'Active candidates' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.length).toBe(Number(/\d+$/.exec(offerChip.textContent ?? '')?.[0]));
    for (const row of rows) {
      expect(within(row).getByText('Offer')).toBeInTheDocument();
      expect(within(row).getByText(/^\d+ d( · stale)?$/)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: /^All \d+$/ }));
    await waitFor(() => expect(router.query.stage).toBeUndefined());
  });

  it('moves the active row to the next stage on Shift+→ (PATCH …/stage with the next stage)', async () => {
    const { requests } = recordRequests();
    await openTable(`${ROUTE}?stage=screening`);
    const table = screen.getByRole('table', { name: 'Active candidates' });
    const firstRow = within(table).getAllByRole('row')[1]!;
    const name = within(firstRow).getAllByRole('link')[0]!.textContent ?? '';
    await userEvent.keyboard('j');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(await screen.findByText(`${name} moved to Interview`)).toBeInTheDocument();
    const moves = requests.filter(
      (request) => request.method === 'PATCH' && /^recruitment\/candidates\/\d+\/stage$/.test(request.path),
    );
    expect(moves).toHaveLength(1);
    expect(await moves[0]!.body).toEqual({ stage: 'interview', note: null });
  });

  it('moves a focused board card a stage by keyboard, and puts it back with the reason when refused', async () => {
    const row = candidateRow(7, { stage: 'new' });
    answerCandidates([row]);
    answerWith('PATCH', 'recruitment/candidates/7/stage', 422, {
      message: 'Fill in the CV first.',
      errors: { stage: ['Fill in the CV first.'] },
    });
    await openBoard();
    const column = (name: RegExp) => screen.getByRole('region', { name });
    const card = within(column(/^New \(/)).getByRole('listitem');
    fireEvent.keyDown(within(card).getByLabelText(/^Ana Candidate 7,/), {
      key: 'ArrowRight',
      shiftKey: true,
    });
    // Shown at once in the next column…
    expect(within(column(/^Screening \(/)).getByLabelText(/^Ana Candidate 7,/)).toBeInTheDocument();
    // …and back where it was once the server refuses, with its reason.
    expect(
      await screen.findByText('Ana Candidate 7 was not moved: Fill in the CV first.'),
    ).toBeInTheDocument();
    expect(within(column(/^New \(/)).getByLabelText(/^Ana Candidate 7,/)).toBeInTheDocument();
  });

  it('moves the selected candidates to a stage and says how many were moved', async () => {
    const { requests } = recordRequests();
    await openTable(`${ROUTE}?stage=new`);
    const boxes = screen.getAllByRole('checkbox', { name: /^Select (?!all)/ }).slice(0, 2);
    for (const box of boxes) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Move to stage…' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Interview' }));
    const result = await screen.findByRole('dialog', { name: 'Moved to Interview' });
    expect(within(result).getByText(/^2 done/)).toBeInTheDocument();
    const body = (await lastSent(requests, 'recruitment/candidates/stage', 'PATCH').body) as {
      ids: number[];
      stage: string;
    };
    expect(body.stage).toBe('interview');
    expect(body.ids).toHaveLength(2);
  });

  it('shows a failed list with a way to try again, which asks again', async () => {
    answerStages([]);
    answerWith('GET', 'recruitment/candidates', 500, { message: 'Server Error' });
    await renderScreen(ActiveRecruitmentScreen, {
      url: ROUTE,
      as: 'admin@acme.test',
      ready: () => screen.findByText('The candidates could not be loaded.'),
    });
    const { requests } = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sentTo(requests, 'recruitment/candidates', 'GET')).toHaveLength(1));
  });

  it('hires by h only from pre-offer or offer, saying why otherwise', async () => {
    answerCandidates([candidateRow(1, { stage: 'new' }), candidateRow(2, { stage: 'offer' })]);
    await openTable();
    await userEvent.keyboard('j');
    await userEvent.keyboard('h');
    expect(
      await screen.findByText(/Ana Candidate 1 cannot be hired yet\. Only a candidate at Pre-offer/),
    ).toBeInTheDocument();
    await userEvent.keyboard('j');
    await userEvent.keyboard('h');
    expect(await screen.findByRole('dialog', { name: 'Hire Ana Candidate 2' })).toBeInTheDocument();
  });

  it('says how to start when there is no one in the pipeline', async () => {
    answerCandidates([]);
    await openTable();
    expect(await screen.findByText(NO_CANDIDATES_TITLE)).toBeInTheDocument();
  });

  it('filters by the day added, under More filters, through the product’s date pickers, writing yyyy-MM-dd to the address', async () => {
    const { router, user } = await openTable();
    expect(screen.queryByRole('group', { name: 'Added from' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await screen.findByRole('group', { name: 'Added from' });
    expect(document.querySelector('input[type="date"]')).toBeNull();
    await typeDate(user, 'Added from', '01022025');
    await typeDate(user, 'Added until', '28022025');
    await waitFor(() => expect([router.query.from, router.query.to]).toEqual(['2025-02-01', '2025-02-28']));
  });

  it('shows the days its link names in the date pickers, day first, and asks for them', async () => {
    const { requests } = recordRequests();
    await openTable(`${ROUTE}?from=2025-02-01&to=2025-02-28`);
    expect(dateGroup('Added from')).toHaveTextContent('01/02/2025');
    expect(dateGroup('Added until')).toHaveTextContent('28/02/2025');
    const asked = sentTo(requests, 'recruitment/candidates', 'GET')
      .filter((request) => request.query.get('status') === 'active')
      .at(-1)?.query;
    expect([asked?.get('from'), asked?.get('to')]).toEqual(['2025-02-01', '2025-02-28']);
  });

  it('keeps the width of each filter whose options arrive later, so the bar does not re-flow when they come', () =>
    expectFilterWidthsKeptWhileListsArrive(ActiveRecruitmentScreen, {
      url: ROUTE,
      bar: 'Filter candidates',
      delayedPaths: ['positions', 'seniorities', 'skills', 'minimal-users'],
      labels: ['Position', 'Seniority', 'Skill', 'Owner'],
    }));
});
