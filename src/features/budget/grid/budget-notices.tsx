import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { PasteProblem } from '@/lib/budget-paste';
import type { BudgetScreen } from '../use-budget-screen';

// What is said above the grid: a locked version, a refused save, a paste that was not made.
export function BudgetNotices({
  screen,
  pasteProblems,
  onClosePasteProblems,
}: {
  screen: BudgetScreen;
  pasteProblems: readonly PasteProblem[];
  onClosePasteProblems: () => void;
}) {
  const { version, edits } = screen;
  return (
    <>
      {version?.status === 'locked' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {version.name} is locked and read-only. Choose the draft version to change the budget.
        </Alert>
      ) : null}
      {edits.refusal ? (
        <Alert severity="error" role="alert" onClose={edits.dismissRefusal} sx={{ mb: 2 }}>
          {edits.refusal}
        </Alert>
      ) : null}
      {pasteProblems.length > 0 ? (
        <Alert severity="error" role="alert" onClose={onClosePasteProblems} sx={{ mb: 2 }}>
          Nothing was pasted:{' '}
          {pasteProblems
            .map((problem) => `line ${problem.line}, column ${problem.column}: ${problem.message}`)
            .join('; ')}
        </Alert>
      ) : null}
    </>
  );
}

// How the grid is used here, what its figures compare and the income budgeted to date.
export function BudgetHint({ screen }: { screen: BudgetScreen }) {
  const { view, editable, canManage, draft, closedMonths, budget, toDate } = screen;
  return (
    <Typography color="text.secondary" sx={{ mb: 1 }}>
      {view === 'month' && editable
        ? 'Type in a budget cell (Enter saves, Escape cancels, arrows move), or paste a range copied from a spreadsheet. '
        : ''}
      {view === 'quarter' && canManage && draft
        ? 'Quarters are sums of their months: switch to months to edit. '
        : ''}
      {closedMonths > 0
        ? `Actuals through ${budget?.closed_through}; later months show the forecast.`
        : 'No month of this year is closed yet: the variance compares the forecast.'}
      {toDate ? ` Income budget to date: ${toDate}.` : ''}
    </Typography>
  );
}
