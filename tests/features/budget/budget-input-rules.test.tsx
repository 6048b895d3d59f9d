import { screen, waitFor } from '@testing-library/react';
import { BudgetScreen } from '@/features/budget/budget-page';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';

// SPEC §5's input rules on the budget screen (issue 29, defect 8): a cell and the uplift take only what
// an amount or a percentage can hold while typing, and what they refuse stays there with the reason.

setupMockApi();

function openBudget(year: number) {
  return renderScreen(BudgetScreen, {
    url: `/budget?year=${year}`,
    as: 'admin@acme.test',
    ready: () =>
      year === 2026
        ? screen.findByText('No budget for 2026 yet', {}, { timeout: 5000 })
        : screen.findByRole('table', { name: `Budget ${year}` }, { timeout: 5000 }),
  });
}

const monthCell = (month: string) => screen.getAllByLabelText(new RegExp(`^Budget, .*, ${month}: `))[0]!;
const cellInput = (month: string) => screen.getByRole('textbox', { name: new RegExp(`, ${month}$`) });

async function puts(log: ReturnType<typeof recordRequests>) {
  return (await log.writes()).filter((call) => call.method === 'PUT');
}

describe('a budget cell', () => {
  it('takes only what an amount can hold while typing: digits, separators, spaces and a leading minus', async () => {
    const { user } = await openBudget(2025);
    await user.click(monthCell('March'));
    const input = cellInput('March');
    await user.clear(input);
    await user.type(input, '-1a2€b 3-4,5x');
    expect(input).toHaveValue('-12 34,5');
  });

  it('keeps an amount that is not one when the cell is left, says why, and saves nothing', async () => {
    const { user } = await openBudget(2025);
    const log = recordRequests();
    await user.click(monthCell('March'));
    const input = cellInput('March');
    await user.clear(input);
    await user.type(input, '1.2.3');
    await user.click(screen.getByRole('heading', { level: 1, name: 'Budget 2025' }));

    const message = await screen.findByText('"1.2.3" is not an amount.');
    // The cell still shows what was typed, tied to the reason.
    const cell = screen.getByRole('button', { name: /^Budget, .*, March: 1\.2\.3, not saved$/ });
    expect(cell).toHaveAccessibleDescription('"1.2.3" is not an amount.');
    expect(message).toBeVisible();
    expect(await puts(log)).toEqual([]);

    // Back in the cell, the text is there to correct; a good amount saves and the reason goes.
    await user.click(cell);
    const again = cellInput('March');
    expect(again).toHaveValue('1.2.3');
    await user.clear(again);
    await user.type(again, '12.5{Enter}');
    await waitFor(async () => expect(await puts(log)).toHaveLength(1));
    expect(screen.queryByText('"1.2.3" is not an amount.')).not.toBeInTheDocument();
    expect(await screen.findByLabelText(/^Budget, .*, March: 12\.50 /)).toBeInTheDocument();
  });

  it('Escape after a refused amount puts the cell back as it was', async () => {
    const { user } = await openBudget(2025);
    const before = monthCell('April').getAttribute('aria-label');
    await user.click(monthCell('April'));
    const input = cellInput('April');
    await user.clear(input);
    await user.type(input, '1,2,3{Enter}');
    expect(screen.getByText('"1,2,3" is not an amount.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('"1,2,3" is not an amount.')).not.toBeInTheDocument();
    expect(monthCell('April').getAttribute('aria-label')).toBe(before);
  });
});

describe('the uplift of a new budget', () => {
  it('takes a leading minus, digits and one dot with two decimals, and says the range at the field', async () => {
    const { user } = await openBudget(2026);
    const uplift = screen.getByRole('textbox', { name: 'Uplift' });
    await user.clear(uplift);
    await user.type(uplift, 'a-1x0.5.55%');
    expect(uplift).toHaveValue('-10.55');
    expect(screen.getByRole('button', { name: 'From 2025 plus -10.55 %' })).toBeEnabled();

    await user.clear(uplift);
    await user.type(uplift, '2000');
    expect(uplift).toHaveValue('2000');
    expect(uplift).toHaveAccessibleDescription('A percentage from −100 to 1000.');
    expect(uplift).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'From 2025 plus 2000 %' })).toBeDisabled();
  });
});
