import { act, screen, waitFor, within } from '@testing-library/react';
import { MONTHS } from '@/lib/quarters';
import { fill } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { recordEachCase } from '../../support/sent-requests';
import {
  centsOf,
  monthCells,
  openBudget,
  SEEDED_YEAR,
  sentCellBatches,
  type SentCell,
} from './budget-fixtures';

// Editing a draft's cells (finance.md §3: type, fill right, spread evenly, undo), each saved as one
// batch; the rules the end-to-end budget spec walks through, here with what was sent.

setupMockApi();
const sent = recordEachCase();

const URL = `/budget?year=${SEEDED_YEAR}`;
const batches = () => sentCellBatches(sent, SEEDED_YEAR);
const amounts = (cells: readonly SentCell[] | undefined) =>
  cells?.map(({ month, amount }) => [month, amount]);

describe('editing the budget', () => {
  it('Ctrl+Z puts back the last cell saved, sending its old amount', async () => {
    const { user } = await openBudget(URL);
    const before = centsOf(monthCells('March')[0]!);
    act(() => monthCells('March')[0]!.focus());
    await user.keyboard('10{Enter}');
    await waitFor(async () => expect(await batches()).toHaveLength(1));
    expect(centsOf(monthCells('March')[0]!)).toBe(1000);
    // Undo is offered once the save is done.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled());

    // Enter leaves the focus on the cell, where the shortcut is pressed.
    expect(monthCells('March')[0]).toHaveFocus();
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(async () => expect(await batches()).toHaveLength(2));
    expect(amounts((await batches())[1])).toEqual([['March', before / 100]]);
    await waitFor(() => expect(centsOf(monthCells('March')[0]!)).toBe(before));
  });

  it('the arrow keys move between budget cells: → to the next month, ↓ to the same month of the next row', async () => {
    const { user } = await openBudget(URL);
    act(() => monthCells('March')[0]!.focus());
    await user.keyboard('{ArrowRight}');
    expect(monthCells('April')[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(monthCells('April')[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(monthCells('March')[1]).toHaveFocus();
    // Moving is not editing: nothing was typed, nothing was sent.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await batches()).toEqual([]);
  });

  it('Fill right copies the chosen month into every later month of its row, as one batch', async () => {
    const { user } = await openBudget(URL);
    const march = monthCells('March')[0]!;
    const cents = centsOf(march);
    act(() => march.focus());
    await user.click(screen.getByRole('button', { name: 'Fill right' }));
    await waitFor(async () => expect(await batches()).toHaveLength(1));
    const later = MONTHS.slice(3);
    expect(amounts((await batches())[0])).toEqual(later.map((month) => [month, cents / 100]));
    for (const month of later) expect(centsOf(monthCells(month)[0]!)).toBe(cents);
  });

  it('spreading evenly gives each month a twelfth of the yearly amount, shown before it is saved', async () => {
    const { user } = await openBudget(URL);
    await user.click(screen.getByRole('button', { name: 'Spread a yearly amount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spread a yearly amount' });
    await fill(user, new RegExp(`^Yearly amount ${SEEDED_YEAR}`), '120000', { within: dialog });
    await user.click(within(dialog).getByRole('radio', { name: 'Evenly' }));
    const preview = within(dialog).getByRole('table', { name: 'Preview of the months' });
    const shown = within(preview)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(shown).toEqual(MONTHS.map(() => '10,000.00'));
    expect(await batches()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Spread' }));
    await waitFor(async () => expect(await batches()).toHaveLength(1));
    expect(amounts((await batches())[0])).toEqual(MONTHS.map((month) => [month, 10000]));
    await waitFor(() => expect(centsOf(monthCells('December')[0]!)).toBe(1_000_000));
  });
});
