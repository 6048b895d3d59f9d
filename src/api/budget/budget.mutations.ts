import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { addBudgetRow, deleteBudgetRow, reviseBudget, saveBudgetCells, seedBudget } from './budget.api';
import { budgetKeys } from './budget.keys';
import type { Budget, BudgetCellsSave, BudgetRevise, BudgetSeed, NewBudgetRow } from './budget.schemas';

// Every change answers the version as it now is: stored under its own id, and under the year's
// "latest" key too when it is the latest version; the year's other keys are refetched.
async function storeBudget(queryClient: QueryClient, budget: Budget) {
  const version = budget.version;
  const latest = version !== null && budget.versions.at(-1)?.id === version.id;
  const stored = new Set<number | null>();
  if (version) {
    queryClient.setQueryData(budgetKeys.detail(budget.year, version.id), budget);
    stored.add(version.id);
  }
  if (latest || version === null) {
    queryClient.setQueryData(budgetKeys.detail(budget.year, null), budget);
    stored.add(null);
  }
  await queryClient.invalidateQueries({
    queryKey: budgetKeys.year(budget.year),
    predicate: (query) => !stored.has(query.queryKey.at(-1) as number | null),
  });
}

// The screen draws the cells first (optimistic) and rolls back itself with the reason on refusal;
// revising and deleting a row say what failed through the app's error toast.
export function useSaveBudgetCells(options?: MutationHookOptions<Budget, BudgetCellsSave>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: saveBudgetCells,
      onSuccess: (budget) => storeBudget(queryClient, budget),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useReviseBudget(options?: MutationHookOptions<Budget, BudgetRevise>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: reviseBudget,
      onSuccess: (budget) => storeBudget(queryClient, budget),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}

export function useSeedBudget(options?: MutationHookOptions<Budget, BudgetSeed>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: seedBudget,
      onSuccess: (budget) => storeBudget(queryClient, budget),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useAddBudgetRow(options?: MutationHookOptions<Budget, NewBudgetRow>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: addBudgetRow,
      onSuccess: (budget) => storeBudget(queryClient, budget),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useDeleteBudgetRow(options?: MutationHookOptions<Budget, { year: number; rowId: number }>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: deleteBudgetRow,
      onSuccess: (budget) => storeBudget(queryClient, budget),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}
