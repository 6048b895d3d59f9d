import { act, screen, waitFor, within } from '@testing-library/react';
import { ActiveRecruitmentScreen } from '@/features/recruitment/active-recruitment-page';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase } from '../../support/sent-requests';
import { answerCandidates, candidateRow } from './active-fixtures';
import { ACTIVE_URL, ADMIN } from './candidate-fixtures';

// Moving candidates through the pipeline on the active page (the end-to-end recruitment-active spec):
// by keyboard on the board and in the table, and narrowing the list to a stage by its chip.

setupMockApi();
const sent = recordEachCase();

const openBoard = () =>
  renderScreen(ActiveRecruitmentScreen, {
    url: `${ACTIVE_URL}?layout=board`,
    as: ADMIN,
    ready: () => screen.findByRole('region', { name: 'Candidates by stage' }),
  });

const openTable = (query = '') =>
  renderScreen(ActiveRecruitmentScreen, {
    url: `${ACTIVE_URL}${query}`,
    as: ADMIN,
    ready: () => screen.findByRole('table', { name: 'Active candidates' }),
  });

const column = (stage: string) => screen.getByRole('region', { name: new RegExp(`^${stage} \\(`) });
const cardOf = (stage: string, name: string) => within(column(stage)).getByLabelText(new RegExp(`^${name},`));
const stageMoves = () =>
  sent.filter((request) => request.method === 'PATCH' && /\/stage$/.test(request.path));
const firstRowName = () =>
  within(
    within(screen.getByRole('table', { name: 'Active candidates' })).getAllByRole('row')[1]!,
  ).getAllByRole('link')[0]!.textContent ?? '';

describe('moving candidates between stages', () => {
  it('a card at the last stage stays there on Shift+→, and the screen says it is already at the last stage', async () => {
    answerCandidates([candidateRow(7, { stage: 'offer' })]);
    const { user } = await openBoard();
    act(() => cardOf('Offer', 'Ana Candidate 7').focus());
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');

    expect(await screen.findByText('Ana Candidate 7 is already at the last stage.')).toBeInTheDocument();
    expect(cardOf('Offer', 'Ana Candidate 7')).toBeInTheDocument();
    expect(stageMoves()).toEqual([]);
  });

  it('after a keyboard move on the board the focus follows the card into its new column', async () => {
    const { user } = await openBoard();
    const card = within(column('New')).getAllByRole('button')[0]!;
    const name = (card.getAttribute('aria-label') ?? '').split(',')[0]!;
    act(() => card.focus());
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');

    expect(await screen.findByText(`${name} moved to Screening`)).toBeInTheDocument();
    await waitFor(() => expect(cardOf('Screening', name)).toHaveFocus());
    // So the next key moves it on.
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(await screen.findByText(`${name} moved to Interview`)).toBeInTheDocument();
    expect(await Promise.all(stageMoves().map((request) => request.body))).toEqual([
      { stage: 'screening', note: null },
      { stage: 'interview', note: null },
    ]);
  });

  it('Shift+← moves the active row of the table back a stage', async () => {
    const { user } = await openTable('?stage=screening');
    const name = firstRowName();
    await user.keyboard('j');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');

    expect(await screen.findByText(`${name} moved to New`)).toBeInTheDocument();
    expect(await Promise.all(stageMoves().map((request) => request.body))).toEqual([
      { stage: 'new', note: null },
    ]);
  });

  it('a stage chip narrows the list to its stage: the address names it, and the list asks for it', async () => {
    const { user, router, rerender } = await openTable();
    await user.click(
      within(screen.getByRole('group', { name: 'Stages' })).getByRole('button', { name: /^Offer \d+$/ }),
    );
    await waitFor(() => expect(router.query.stage).toBe('offer'));

    // The memory router does not render by itself after a navigation.
    rerender(<ActiveRecruitmentScreen />);
    await waitFor(() =>
      expect(lastSent(sent, 'recruitment/candidates', 'GET').query.getAll('stages[]')).toEqual(['offer']),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Offer \d+$/ })).toHaveAttribute('aria-pressed', 'true'),
    );
  });
});
