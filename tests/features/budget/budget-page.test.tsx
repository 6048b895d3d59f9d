import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BudgetScreen } from '@/features/budget/budget-page';
import { setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

const URL_2025 = '/budget?year=2025';

function openBudget(url = URL_2025) {
  return renderScreen(BudgetScreen, {
    url,
    as: 'admin@acme.test',
    ready: () => screen.findByRole('table', { name: /^Budget \d{4}$/ }, { timeout: 5000 }),
  });
}

// The first income row's budget cell of a month (its label: "Budget, <row>, <month>: <amount> <cur>").
const monthCell = (month: string) => screen.getAllByLabelText(new RegExp(`^Budget, .*, ${month}: `))[0]!;

type SentCells = { version_id: number; cells: { row_id: number; month: string; amount: number }[] };

async function sentCells(log: ReturnType<typeof recordRequests>): Promise<SentCells[]> {
  const writes = await log.writes();
  return writes.filter((call) => call.method === 'PUT').map((call) => call.body as SentCells);
}

function paste(target: HTMLElement, text: string) {
  const event = createEvent.paste(target);
  Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } });
  fireEvent(target, event);
}

describe('the budget screen', () => {
  it('holds year, version, months or quarters and currency in one compact bar, no select full width', async () => {
    await openBudget();
    const bar = screen.getByRole('group', { name: 'Budget view' });
    const selects = within(bar).getAllByRole('combobox');
    expect(selects.map((select) => select.textContent)).toEqual([
      '2025',
      expect.any(String),
      'Each in its own',
    ]);
    for (const select of selects) {
      expect(select.closest('.MuiFormControl-root')).not.toHaveClass('MuiFormControl-fullWidth');
    }
    expect(within(bar).getByRole('button', { name: 'Months' })).toBeInTheDocument();
  });

  it('saves a cell typed over with Enter as one PUT, and Escape leaves it as it was', async () => {
    const { user } = await openBudget();
    const log = recordRequests();
    monthCell('March').focus();
    await user.keyboard('7 200,50{Enter}');
    await waitFor(async () => expect(await sentCells(log)).toHaveLength(1));
    const [sent] = await sentCells(log);
    expect(sent?.cells).toEqual([{ row_id: expect.any(Number), month: 'March', amount: 7200.5 }]);
    expect(await screen.findByLabelText(/^Budget, .*, March: 7,200\.50 /)).toBeInTheDocument();

    await user.click(monthCell('April'));
    await user.type(screen.getByRole('textbox', { name: /, April$/ }), '1{Escape}');
    expect(screen.queryByRole('textbox', { name: /, April$/ })).not.toBeInTheDocument();
    expect(await sentCells(log)).toHaveLength(1);
  });

  it('pastes a range from a spreadsheet as one batch (none when a cell is not an amount), and Undo sends the old values back', async () => {
    const { user } = await openBudget();
    const log = recordRequests();
    paste(monthCell('November'), '1\tx');
    expect(await screen.findByRole('alert')).toHaveTextContent('"x" is not an amount.');
    expect(await sentCells(log)).toEqual([]);

    const before = monthCell('November').getAttribute('aria-label');
    paste(monthCell('November'), '1.000,00\t2,000.00\r\n');
    await waitFor(async () => expect(await sentCells(log)).toHaveLength(1));
    expect((await sentCells(log))[0]?.cells.map(({ month, amount }) => [month, amount])).toEqual([
      ['November', 1000],
      ['December', 2000],
    ]);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await sentCells(log)).toHaveLength(2));
    await waitFor(() => expect(monthCell('November').getAttribute('aria-label')).toBe(before));
  });

  it("spreads 249,000.00 over 2025's working days: 20,000.00 for January", async () => {
    const { user } = await openBudget();
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Spread a yearly amount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spread a yearly amount' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Yearly amount 2025/ }), '249000');
    expect(within(dialog).getByRole('table', { name: 'Preview of the months' })).toHaveTextContent(
      '20,000.00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Spread' }));
    await waitFor(async () => expect(await sentCells(log)).toHaveLength(1));
    const amounts = (await sentCells(log))[0]?.cells.map((cell) => cell.amount);
    expect(amounts).toEqual([
      20000, 20000, 20000, 19000, 19000, 21000, 23000, 20000, 22000, 22000, 20000, 23000,
    ]);
  });

  it('revises after asking: the old version is locked and the copy is the draft shown', async () => {
    const { user } = await openBudget();
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Revise' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revise Original?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revise' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Version' })).toHaveTextContent('Rev 1 (draft)'),
    );
    expect((await log.writes()).find((call) => call.path === 'budget/2025/versions')?.body).toEqual({
      from_version_id: expect.any(Number),
      name: 'Rev 1',
    });
    await user.click(screen.getByRole('combobox', { name: 'Version' }));
    await user.click(await screen.findByRole('option', { name: 'Original (locked)' }));
    expect(await screen.findByText(/Original is locked and read-only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revise' })).not.toBeInTheDocument();
  });

  it('puts a refused cell back and says why', async () => {
    const { user } = await openBudget();
    answerWith('PUT', 'budget/2025', 422, {
      message: 'The given data was invalid.',
      errors: { version_id: ['Original is locked: revise it to change the budget.'] },
    });
    const before = monthCell('March').getAttribute('aria-label');
    await user.click(monthCell('March'));
    const input = screen.getByRole('textbox', { name: /, March$/ });
    await user.clear(input);
    await user.type(input, '5{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved, the budget is as it was: Original is locked: revise it to change the budget.',
    );
    expect(monthCell('March').getAttribute('aria-label')).toBe(before);
  });

  it('offers to create a year without a budget', async () => {
    const { user } = await renderScreen(BudgetScreen, {
      url: '/budget?year=2026',
      as: 'admin@acme.test',
      ready: () => screen.findByText('No budget for 2026 yet', {}, { timeout: 5000 }),
    });
    await user.click(screen.getByRole('button', { name: 'Create an empty 2026 budget' }));
    expect(await screen.findByRole('table', { name: 'Budget 2026' })).toBeInTheDocument();
  });

  it('says when the budget could not be loaded, and Try again loads it', async () => {
    setFault({ method: 'GET', path: 'budget', status: 500, times: 1 });
    const { user } = await renderScreen(BudgetScreen, {
      url: URL_2025,
      as: 'admin@acme.test',
      ready: () => screen.findByText('The budget could not be loaded.', {}, { timeout: 5000 }),
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Budget 2025' })).toBeInTheDocument();
  });
});
