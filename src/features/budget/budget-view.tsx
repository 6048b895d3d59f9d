import Box from '@mui/material/Box';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { useDeleteBudgetRow, useSeedBudget } from '@/api/budget/budget.mutations';
import type { BudgetSeedSource } from '@/api/budget/budget.schemas';
import { ErrorState } from '@/components/feedback/error-state';
import { PageHeader } from '@/components/layout/page-header';
import { LoadingState } from '@/components/feedback/loading-state';
import { BudgetActionsBar } from './controls/budget-actions-bar';
import { BudgetChartSection } from './chart/budget-chart-section';
import { BudgetControls } from './controls/budget-controls';
import { BudgetDialogs } from './dialogs/budget-dialogs';
import { BudgetExportButton } from './controls/budget-export-button';
import { BudgetGrid } from './grid/budget-grid';
import { BudgetGridContext } from './grid/budget-grid-context';
import { BudgetHint, BudgetNotices } from './grid/budget-notices';
import { CreateBudget } from './create/create-budget';
import { refusalOf } from './grid/use-budget-edits';
import { useBudgetGridActions } from './grid/use-budget-grid-actions';
import { useBudgetScreen, type BudgetScreen } from './use-budget-screen';

type ParamsPatch = Parameters<BudgetScreen['changeParams']>[0];

export function BudgetView() {
  const screen = useBudgetScreen();
  const { query, budget, thisYear, year, view, version, draft, canManage, currency, rowCurrencies, edits } =
    screen;
  const seed = useSeedBudget();
  const deleteRow = useDeleteBudgetRow();
  const [seedError, setSeedError] = useState<string | null>(null);
  const grid = useBudgetGridActions({
    year,
    editable: screen.editable,
    canDeleteRows: canManage && draft,
    editableRows: screen.editableRows,
    edits,
    deleteRow,
  });
  const { focus, clearPasteProblems } = grid;

  const { changeParams: change } = screen;
  const changeParams = useCallback(
    (patch: ParamsPatch) =>
      change(patch, () => {
        focus.choose(null);
        focus.stopEditing();
        clearPasteProblems();
      }),
    [change, focus, clearPasteProblems],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
    if (!typing && (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      if (edits.canUndo) void edits.undo();
    }
  };

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

  const years = [thisYear - 2, thisYear - 1, thisYear, thisYear + 1];
  return (
    <Box onKeyDown={onKeyDown}>
      <PageHeader title={`Budget ${year}`} />
      <BudgetControls
        year={year}
        years={years.concat(years.includes(year) ? [] : [year])}
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
          <BudgetNotices
            screen={screen}
            pasteProblems={grid.pasteProblems}
            onClosePasteProblems={clearPasteProblems}
          />
          {canManage && draft ? <BudgetActionsBar screen={screen} active={grid.active} /> : null}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <BudgetExportButton rows={screen.gridRows} view={view} year={year} versionName={version.name} />
          </Box>
          <BudgetHint screen={screen} />
          <BudgetGridContext.Provider value={grid.actions}>
            <BudgetGrid rows={screen.gridRows} view={view} year={year} />
          </BudgetGridContext.Provider>
          {(currency ?? rowCurrencies[0]) ? (
            <BudgetChartSection rows={budget.rows} currency={currency ?? rowCurrencies[0]!} />
          ) : null}
        </>
      ) : null}
      <BudgetDialogs
        screen={screen}
        active={grid.active}
        onVersionChange={(versionId) => changeParams({ version: versionId })}
      />
    </Box>
  );
}
