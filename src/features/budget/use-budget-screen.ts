import { useCallback, useMemo, useState } from 'react';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import { useBudget } from '@/api/budget/budget.queries';
import { usePublicHolidays } from '@/api/public-holidays/public-holidays.reference';
import { useCan } from '@/api/use-can';
import { useListParams } from '@/components/list/use-list-params';
import { budgetToDate, closedMonthsOf } from '@/lib/budget-figures';
import { budgetGridRows } from '@/lib/budget-rows';
import { fromCents } from '@/lib/cents';
import { orderCurrencies } from '@/lib/currency';
import { formatMoney } from '@/lib/money';
import { PERMISSIONS } from '@/lib/permissions';
import { WORKING_DAYS_COUNTRY } from '@/lib/term-form';
import { BUDGET_PARAM_DEFAULTS, budgetParamsSchema } from './budget-params';
import { useBudgetEdits } from './grid/use-budget-edits';

export type BudgetDialog = 'spread' | 'revise' | 'add-row' | null;

const todayText = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

// The budget screen's data: the year, version, view and currency from the address, the budget they
// choose, its rows as the grid draws them, the rows one may type in and the edits' undo history.
export function useBudgetScreen() {
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
  const [dialog, setDialog] = useState<BudgetDialog>(null);

  const version = budget?.version ?? null;
  const draft = version?.status === 'draft';
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

  const { setFilters } = params;
  // A new year or version starts from nothing chosen; `forget` clears what the screen kept of it.
  const changeParams = useCallback(
    (patch: Parameters<typeof setFilters>[0], forget: () => void) => {
      if ('year' in patch || 'version' in patch) {
        edits.resetHistory();
        forget();
      }
      setFilters(patch);
    },
    [setFilters, edits],
  );

  return {
    query,
    budget,
    thisYear,
    year,
    view,
    version,
    draft,
    canManage,
    // Months are editable: a draft version, the month view, budget::manage.
    editable: canManage && draft && view === 'month',
    currency,
    rowCurrencies,
    gridRows,
    editableRows,
    holidayDates,
    toDate,
    closedMonths: closedMonthsOf(year, budget?.closed_through ?? null),
    edits,
    dialog,
    setDialog,
    changeParams,
  };
}

export type BudgetScreen = ReturnType<typeof useBudgetScreen>;
