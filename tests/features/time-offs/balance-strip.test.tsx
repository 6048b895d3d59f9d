import { TIME_OFF_TYPE_LABELS } from '@/lib/time-off-labels';
import { screen, waitFor, within } from '@testing-library/react';
import { BalanceStrip } from '@/features/time-offs/balance-strip/balance-strip';
import { setFault, clearFaults } from '@/mocks/scenarios';
import { availableText, leaveCountText, vacationTerms } from '@/lib/time-off-balance-text';
import { browserAtReferenceDate, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { withStyles } from '../../support/emotion-styles';
import { balanceAsAnswered } from './balance-fixtures';

setupMockApi();
browserAtReferenceDate();

const EMPLOYEE = 'employee@acme.test';

const openStrip = (url = '/time-offs', as = EMPLOYEE) =>
  renderScreen(BalanceStrip, { url, as, ready: () => screen.findByText(/^Available /) });

describe('the balance strip', () => {
  it("shows the signed-in person's available days, the terms they come from, and the other leave", async () => {
    const expected = await balanceAsAnswered(EMPLOYEE);
    await openStrip();
    const strip = within(screen.getByRole('region', { name: 'Your time-off balance' }));
    expect(strip.getByText(availableText(expected.vacation.available))).toBeInTheDocument();
    const terms = within(strip.getByRole('list', { name: 'How the available days come about' }));
    expect(terms.getAllByRole('listitem').map((item) => item.textContent?.replace(/^ · /, ''))).toEqual(
      vacationTerms(expected.vacation).map((term) => term.text),
    );
    const counters = strip.getByText(TIME_OFF_TYPE_LABELS.sick_leave).parentElement as HTMLElement;
    expect(within(counters).getByText(leaveCountText(expected.sick_leave))).toBeInTheDocument();
    // The other leave is counted in the current year (the reference day's).
    expect(strip.getByRole('heading', { name: 'Other leave in 2025' })).toBeInTheDocument();
  });

  it('a term opens the ledger drawer at entries of its kind, through the link', async () => {
    const expected = await balanceAsAnswered(EMPLOYEE);
    const { user, router } = await openStrip('/time-offs?view=balances');
    await user.click(screen.getByRole('button', { name: `${expected.vacation.allowance} allowance` }));
    // The drawer itself is the ledger-drawer test's: the memory router does not re-render on a push.
    expect(router.query).toEqual({
      view: 'balances',
      ledger: String(expected.user.id),
      ledger_kind: 'allowance',
    });
  });

  it("shows the person filtered in the link by name (a manager's view)", async () => {
    const employee = await balanceAsAnswered(EMPLOYEE);
    await openStrip(`/time-offs?person=${employee.user.id}`, 'admin@acme.test');
    expect(
      screen.getByRole('region', { name: `Time-off balance of ${employee.user.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(availableText(employee.vacation.available))).toBeInTheDocument();
  });

  it('loads as skeleton cards, and a failure says so with a Retry that loads it', async () => {
    setFault({ method: 'GET', path: 'time-offs/balances', status: 500 });
    const { user } = await renderScreen(BalanceStrip, {
      url: '/time-offs',
      as: EMPLOYEE,
      settle: false,
      ready: () => screen.findByRole('progressbar', { name: 'Loading the balance' }),
    });
    expect(await screen.findByText('The balance could not be loaded.')).toBeInTheDocument();
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText(/^Available /)).toBeInTheDocument());
  });

  it('holds the cards’ height while loading, and no card is shorter, so the tabs below stay put', async () => {
    withStyles();
    setFault({ method: 'GET', path: 'time-offs/balances', delay: 500 });
    await renderScreen(BalanceStrip, {
      url: '/time-offs',
      as: EMPLOYEE,
      settle: false,
      ready: () => screen.findByRole('progressbar', { name: 'Loading the balance' }),
    });
    const skeleton = screen.getByRole('progressbar', { name: 'Loading the balance' });
    const held = [...skeleton.children].map((piece) => getComputedStyle(piece).height);
    const vacation = await screen.findByRole('heading', { name: 'Vacation' }, { timeout: 3000 });
    const otherLeave = screen.getByRole('heading', { name: /^Other leave in/ });
    const cards = [vacation, otherLeave].map((heading) => heading.parentElement as HTMLElement);
    expect(cards.map((card) => getComputedStyle(card).minHeight)).toEqual(held);
    expect(held.every((height) => height !== '' && height !== 'auto')).toBe(true);
  });
});
