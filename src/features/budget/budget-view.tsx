import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import {
  useAddBudgetRow,
  useDeleteBudgetRow,
  useReviseBudget,
  useSeedBudget,
} from '@/api/budget/budget.mutations';
import { useBudget } from '@/api/budget/budget.queries';
import type { BudgetSeedSource } from '@/api/budget/budget.schemas';
import { usePublicHolidays } from '@/api/public-holidays/public-holidays.reference';
import { useCan } from '@/api/use-can';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { useListParams } from '@/components/list/use-list-params';
import { fillRight } from '@/lib/budget-edits';
import { budgetToDate, closedMonthsOf } from '@/lib/budget-figures';
import { planPaste, type PasteProblem } from '@/lib/budget-paste';
import { budgetGridRows } from '@/lib/budget-rows';
import { fromCents } from '@/lib/cents';
import { orderCurrencies } from '@/lib/currency';
import { formatMoney } from '@/lib/money';
import { PERMISSIONS } from '@/lib/permissions';
import { WORKING_DAYS_COUNTRY } from '@/lib/term-form';
import { AddRowDialog } from './add-row-dialog';
import { BudgetChartSection } from './budget-chart-section';
import { BudgetControls } from './budget-controls';
import { BudgetExportButton } from './budget-export-button';
import { BudgetGrid } from './budget-grid';
import {
  BudgetGridContext,
  createCellFocusStore,
  type BudgetGridActions,
  type CellPlace,
} from './budget-grid-context';
import { BUDGET_PARAM_DEFAULTS, budgetParamsSchema } from './budget-params';
import { CreateBudget } from './create-budget';
import { SpreadDialog } from './spread-dialog';
import { refusalOf, useBudgetEdits } from './use-budget-edits';

type Dialog = 'spread' | 'revise' | 'add-row' | null;

// "Rev 1", "Rev 2"…: the first name the year does not use yet.
function nextVersionName(names: readonly string[]): string {
  for (let number = 1; ; number += 1) {
    const name = `Rev ${number}`;
    if (!names.includes(name)) return name;
  }
}

const todayText = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export function BudgetView() {
  const params = useListParams(budgetParamsSchema, BUDGET_PARAM_DEFAULTS);
  const thisYear = new Date().getFullYear();
  const year = params.filters.year ?? thisYear;
  const versionParam = params.filters.version;
  const view = params.filters.view;
  const currencyParam = params.filters.cur;
  const query = useBudget({ year, versionId: versionParam }, { enabled: params.ready });
  const budget = query.data?.year === year ? query.data : undefined;
  const can = useCan();
  const canManage = can(PERMISSIONS.budgetManage);
  const { currencies: tenantCurrencies } = useCurrencies();
  const holidays = usePublicHolidays();
  const edits = useBudgetEdits(budget, versionParam);
  const revise = useReviseBudget();
  const seed = useSeedBudget();
  const addRow = useAddBudgetRow();
  const deleteRow = useDeleteBudgetRow();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The chosen cell, for Fill right and Spread; the cells themselves read it from the focus store.
  const [active, setActive] = useState<CellPlace | null>(null);
  const [focus] = useState(() => createCellFocusStore((next) => setActive(next.active)));
  const [pasteProblems, setPasteProblems] = useState<PasteProblem[]>([]);
  const [seedError, setSeedError] = useState<string | null>(null);

  const version = budget?.version ?? null;
  const draft = version?.status === 'draft';
  const editable = canManage && draft && view === 'month';
  const rowCurrencies = useMemo(
    () => orderCurrencies([...new Set((budget?.rows ?? []).map((row) => row.currency))], tenantCurrencies),
    [budget, tenantCurrencies],
  );
  const currency = currencyParam && rowCurrencies.includes(currencyParam) ? currencyParam : null;
  const gridRows = useMemo(
    () => budgetGridRows(budget?.rows ?? [], view, currency, tenantCurrencies),
    [budget, view, currency, tenantCurrencies],
  );
  const editableRows = useMemo(
    () =>
      (budget?.rows ?? []).filter((row) => row.editable && (currency === null || row.currency === currency)),
    [budget, currency],
  );
  const holidayDates = useMemo(
    () =>
      (holidays.data ?? [])
        .filter((country) => country.country === WORKING_DAYS_COUNTRY)
        .flatMap((country) => country.holidays.map((holiday) => holiday.date))
        .filter((date) => date.startsWith(`${year}-`)),
    [holidays.data, year],
  );

  const changeParams = useCallback(
    (patch: Parameters<typeof params.setFilters>[0]) => {
      if ('year' in patch || 'version' in patch) {
        edits.resetHistory();
        focus.choose(null);
        focus.stopEditing();
        setPasteProblems([]);
      }
      params.setFilters(patch);
    },
    [params, edits, focus],
  );

  // The cells' actions stay the same object while the budget changes, so a save re-renders the rows
  // whose figures changed, not every cell; they reach the latest edits and rows through a ref.
  const latest = useRef({ edits, editableRows, deleteRow, year });
  useEffect(() => {
    latest.current = { edits, editableRows, deleteRow, year };
  });
  const actions = useMemo<BudgetGridActions>(
    () => ({
      editable,
      focus,
      canDeleteRows: canManage && draft,
      deleteRow: (rowId) => latest.current.deleteRow.mutateAsync({ year: latest.current.year, rowId }),
      saveCell: (place, cents) =>
        latest.current.edits.apply([{ rowId: place.rowId, month: place.month, cents }]),
      pasteRange: (place, text) => {
        const targets = latest.current.editableRows.map((row) => ({
          rowId: row.id,
          title: row.title,
          editable: row.editable,
        }));
        const plan = planPaste(
          text,
          targets,
          targets.findIndex((target) => target.rowId === place.rowId),
          place.month,
        );
        setPasteProblems(plan.problems);
        if (plan.cells.length > 0) void latest.current.edits.apply(plan.cells);
      },
      neighbour: (place, key) => {
        if (key === 'ArrowLeft') return place.month > 1 ? { ...place, month: place.month - 1 } : null;
        if (key === 'ArrowRight') return place.month < 12 ? { ...place, month: place.month + 1 } : null;
        const rows = latest.current.editableRows;
        const index = rows.findIndex((row) => row.id === place.rowId) + (key === 'ArrowUp' ? -1 : 1);
        const row = rows[index];
        return row ? { rowId: row.id, month: place.month } : null;
      },
    }),
    [editable, focus, canManage, draft],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
    if (!typing && (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      if (edits.canUndo) void edits.undo();
    }
  };

  const activeRow = active ? editableRows.find((row) => row.id === active.rowId) : undefined;

  const create = (source: BudgetSeedSource, upliftPct: number) => {
    setSeedError(null);
    seed.mutate(
      { year, source, upliftPct },
      {
        onSuccess: () => changeParams({ version: null }),
        onError: (error) => setSeedError(refusalOf(error)),
      },
    );
  };

  const toDate =
    budget && year === thisYear
      ? rowCurrencies
          .map((code) => {
            const cents = budget.rows
              .filter((row) => row.kind === 'income' && row.currency === code)
              .reduce((sum, row) => sum + budgetToDate(row.budget, year, todayText()), 0);
            return formatMoney(fromCents(cents), code);
          })
          .join(' · ')
      : null;

  const closedMonths = closedMonthsOf(year, budget?.closed_through ?? null);

  return (
    <Box onKeyDown={onKeyDown}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Budget {year}
      </Typography>
      <BudgetControls
        year={year}
        years={[thisYear - 2, thisYear - 1, thisYear, thisYear + 1].concat(
          [thisYear - 2, thisYear - 1, thisYear, thisYear + 1].includes(year) ? [] : [year],
        )}
        versions={budget?.versions ?? []}
        versionId={version?.id ?? null}
        view={view}
        currency={currency}
        currencies={rowCurrencies}
        onChange={changeParams}
      />
      {query.isPending || (!budget && query.isFetching) ? (
        <LoadingState label="Loading the budget" rows={10} />
      ) : null}
      {query.isError && !budget ? (
        <ErrorState message="The budget could not be loaded." onRetry={() => void query.refetch()} />
      ) : null}
      {budget && version === null ? (
        <CreateBudget
          year={year}
          canManage={canManage}
          creating={seed.isPending}
          error={seedError}
          onCreate={create}
        />
      ) : null}
      {budget && version ? (
        <>
          {version.status === 'locked' ? (
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
            <Alert severity="error" role="alert" onClose={() => setPasteProblems([])} sx={{ mb: 2 }}>
              Nothing was pasted:{' '}
              {pasteProblems
                .map((problem) => `line ${problem.line}, column ${problem.column}: ${problem.message}`)
                .join('; ')}
            </Alert>
          ) : null}
          {canManage && draft ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
              <Button
                onClick={() => void edits.undo()}
                disabled={!edits.canUndo}
                aria-keyshortcuts="Control+Z"
              >
                Undo
              </Button>
              <Button
                disabled={!active || !activeRow || view !== 'month' || active.month >= 12}
                onClick={() => {
                  if (activeRow && active) void edits.apply(fillRight(activeRow, active.month));
                }}
              >
                Fill right
              </Button>
              <Button disabled={editableRows.length === 0} onClick={() => setDialog('spread')}>
                Spread a yearly amount
              </Button>
              <Button onClick={() => setDialog('add-row')}>Add an overhead row</Button>
              <Button onClick={() => setDialog('revise')}>Revise</Button>
            </Stack>
          ) : null}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <BudgetExportButton rows={gridRows} view={view} year={year} versionName={version.name} />
          </Box>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {view === 'month' && editable
              ? 'Type in a budget cell (Enter saves, Escape cancels, arrows move), or paste a range copied from a spreadsheet. '
              : ''}
            {view === 'quarter' && canManage && draft
              ? 'Quarters are sums of their months: switch to months to edit. '
              : ''}
            {closedMonths > 0
              ? `Actuals through ${budget.closed_through}; later months show the forecast.`
              : 'No month of this year is closed yet: the variance compares the forecast.'}
            {toDate ? ` Income budget to date: ${toDate}.` : ''}
          </Typography>
          <BudgetGridContext.Provider value={actions}>
            <BudgetGrid rows={gridRows} view={view} year={year} />
          </BudgetGridContext.Provider>
          {(currency ?? rowCurrencies[0]) ? (
            <BudgetChartSection rows={budget.rows} currency={currency ?? rowCurrencies[0]!} />
          ) : null}
        </>
      ) : null}
      {dialog === 'spread' && budget ? (
        <SpreadDialog
          year={year}
          rows={editableRows}
          initialRowId={activeRow?.id ?? null}
          holidayDates={holidayDates}
          onApply={(cells) => edits.apply(cells)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'add-row' && version ? (
        <AddRowDialog
          currency={currency ?? rowCurrencies[0] ?? 'EUR'}
          onSave={(values) =>
            addRow.mutateAsync({
              year,
              versionId: version.id,
              kind: 'cost',
              group: 'Overhead',
              title: values.title,
              currency: values.currency,
            })
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
      {version ? (
        <ConfirmDialog
          open={dialog === 'revise'}
          title={`Revise ${version.name}?`}
          description={`${version.name} becomes locked and read-only; a copy, ${nextVersionName(
            (budget?.versions ?? []).map((item) => item.name),
          )}, is the draft you go on editing.`}
          confirmLabel="Revise"
          busy={revise.isPending}
          onConfirm={() =>
            revise.mutate(
              {
                year,
                fromVersionId: version.id,
                name: nextVersionName((budget?.versions ?? []).map((item) => item.name)),
              },
              {
                onSuccess: (next) => {
                  setDialog(null);
                  changeParams({ version: next.version?.id ?? null });
                },
              },
            )
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Box>
  );
}
