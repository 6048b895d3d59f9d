import { screen, waitFor, within } from '@testing-library/react';
import { ledgerSchema } from '@/api/time-offs/time-off.schemas';
import { BalanceStrip } from '@/features/time-offs/balance-strip/balance-strip';
import { LedgerDrawerSlot } from '@/features/time-offs/ledger/ledger-drawer-slot';
import { ADJUSTMENT_MESSAGES } from '@/lib/time-off-adjustment';
import { availableText, ledgerKindLabel } from '@/lib/time-off-balance-text';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { browserAtReferenceDate, getAs, login, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordRequests } from '../../support/sent-requests';
import { balanceAsAnswered } from './balance-fixtures';

setupMockApi();
browserAtReferenceDate();

const EMPLOYEE = 'employee@acme.test';
const ADMIN = 'admin@acme.test';

const drawerOf = (name: string) => screen.findByRole('dialog', { name: `Vacation ledger \u2014 ${name}` });

describe('the ledger drawer', () => {
  it('lists every entry with the days, the balance after and who, the kind asked for marked', async () => {
    const person = await balanceAsAnswered(EMPLOYEE);
    const token = await login(EMPLOYEE);
    const entries = ledgerSchema.parse(
      (await getAs('acme', `time-offs/ledger/${person.user.id}?type=vacation`, token)).body,
    ).data;
    await renderScreen(LedgerDrawerSlot, {
      url: `/time-offs?ledger=${person.user.id}&ledger_kind=allowance`,
      as: EMPLOYEE,
      ready: () => screen.findByRole('table', { name: 'Ledger entries' }),
    });
    const drawer = within(await drawerOf(person.user.name));
    const rows = drawer.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(entries.length);
    const marked = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(marked).toHaveLength(entries.filter((entry) => entry.kind === 'allowance').length);
    for (const row of marked) expect(row).toHaveTextContent(`${ledgerKindLabel('allowance')}(marked)`);
    // Taken entries link to their request; only a manager adjusts.
    const taken = entries.find((entry) => entry.time_off_id !== null);
    expect(taken).toBeDefined();
    expect(drawer.getAllByRole('link', { name: `Request #${taken?.time_off_id}` })[0]).toHaveAttribute(
      'href',
      expect.stringContaining(`request=${taken?.time_off_id}`),
    );
    expect(drawer.queryByRole('button', { name: 'Adjust balance' })).not.toBeInTheDocument();
  });

  it('a manager adjusts with a note: the entry is sent, and the strip and the ledger show the new balance', async () => {
    const person = await balanceAsAnswered(EMPLOYEE);
    const { requests } = recordRequests();
    const { user } = await renderScreen(BalanceStrip, {
      url: `/time-offs?person=${person.user.id}&ledger=${person.user.id}`,
      as: ADMIN,
      ready: () => screen.findByRole('table', { name: 'Ledger entries' }),
    });
    const drawer = within(await drawerOf(person.user.name));
    await user.click(drawer.getByRole('button', { name: 'Adjust balance' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Adjust the balance of ${person.user.name}` }),
    );
    await user.type(dialog.getByRole('textbox', { name: /^Days/ }), '-1.55');
    await user.type(dialog.getByRole('textbox', { name: /^Note/ }), 'Sold back to the company');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Adjust the balance/ })).not.toBeInTheDocument(),
    );
    expect(await lastSent(requests, `time-offs/ledger/${person.user.id}`, 'POST').body).toEqual({
      type: 'vacation',
      days: -1.5,
      date: '2025-05-15',
      note: 'Sold back to the company',
    });
    const after = availableText(person.vacation.available - 1.5);
    await waitFor(() => expect(drawer.getByRole('status')).toHaveTextContent(after));
    // The strip under the drawer (hidden from the accessibility tree while the drawer is open).
    expect(
      within(screen.getByRole('region', { name: /balance of/, hidden: true })).getByText(after),
    ).toBeInTheDocument();
    expect(drawer.getByText('Sold back to the company')).toBeInTheDocument();
  });

  it('refuses 0 days before sending, and shows a 422 at its field with the form kept', async () => {
    const person = await balanceAsAnswered(EMPLOYEE);
    const { requests } = recordRequests();
    answerWith('POST', 'time-offs/ledger/:id', 422, {
      message: 'The note is too vague.',
      errors: { note: ['The note is too vague.'] },
    });
    const { user } = await renderScreen(LedgerDrawerSlot, {
      url: `/time-offs?ledger=${person.user.id}`,
      as: ADMIN,
      ready: () => screen.findByRole('button', { name: 'Adjust balance' }),
    });
    await user.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Adjust the balance/ }));
    const days = dialog.getByRole('textbox', { name: /^Days/ });
    await user.type(days, '0');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(ADJUSTMENT_MESSAGES.zero)).toBeInTheDocument();
    expect(dialog.getByText(ADJUSTMENT_MESSAGES.note)).toBeInTheDocument();
    expect(
      requests.filter((sent) => sent.method === 'POST' && sent.path.startsWith('time-offs/ledger')),
    ).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '2');
    await user.type(dialog.getByRole('textbox', { name: /^Note/ }), 'misc');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The note is too vague.')).toBeInTheDocument();
    expect(days).toHaveValue('2');
    expect(dialog.getByRole('textbox', { name: /^Note/ })).toHaveValue('misc');
  });

  it('says when the ledger could not be loaded, and Retry loads it', async () => {
    const person = await balanceAsAnswered(EMPLOYEE);
    setFault({ method: 'GET', path: 'time-offs/ledger/:id', status: 500 });
    const { user } = await renderScreen(LedgerDrawerSlot, {
      url: `/time-offs?ledger=${person.user.id}`,
      as: EMPLOYEE,
      ready: () => screen.findByText('The ledger could not be loaded.'),
    });
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Ledger entries' })).toBeInTheDocument();
  });
});
