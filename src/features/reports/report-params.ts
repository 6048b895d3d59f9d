import * as z from 'zod/mini';
import { listParam, type ListDefaults } from '@/lib/list-params';
import { MONTH_OPTIONS } from '@/lib/quarters';

// A report's view as it lives in the URL (finance.md §4), so a pasted link opens the same view:
// ?year=2025&view=quarter&month=March&cur=GEL&group=client&cols=f&cols=d&q=atlas&sel=12&sort=delta:asc.
// Keys are the snake_case of the fields; what equals the default is left out.

export const REPORT_VIEWS = ['month', 'quarter'] as const;
export type ReportPeriodView = (typeof REPORT_VIEWS)[number];

// The figures shown per period: forecast, actual, delta.
export const REPORT_COLUMNS = ['f', 'a', 'd'] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

// Amounts each in their own currency, or converted into one currency code.
export const NATIVE_CURRENCY = 'native';

const year = () => z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100));

export const reportListSchema = z.object({
  year: year(),
  view: listParam.oneOf(REPORT_VIEWS),
  // One month, or the whole year ("Yearly", SPEC §9); months view only.
  month: listParam.oneOf(MONTH_OPTIONS),
  cur: listParam.text(),
  group: listParam.text(),
  q: listParam.text(),
  cols: z.array(z.enum(REPORT_COLUMNS)),
  // The expanded row; a group of rows with no client, manager or department is −1.
  sel: z.nullable(z.coerce.number().check(z.int())),
});

export type ReportFilters = z.output<typeof reportListSchema>;

export const REPORT_SORTS = ['title', 'forecast', 'actual', 'delta', 'percentage'] as const;

// The defaults of one report: this year, months, native currencies, the report's first grouping.
export function reportDefaults(group: string, thisYear: number): ListDefaults<ReportFilters> {
  return {
    filters: {
      year: thisYear,
      view: 'month',
      month: 'Yearly',
      cur: NATIVE_CURRENCY,
      group,
      q: '',
      cols: [...REPORT_COLUMNS],
      sel: null,
    },
    sort: { id: 'title', desc: false },
    sortable: REPORT_SORTS,
  };
}

// Whether a figure column is shown; none chosen reads as all (a table of titles says nothing).
export function shownColumns(cols: readonly ReportColumn[]): readonly ReportColumn[] {
  const known = REPORT_COLUMNS.filter((column) => cols.includes(column));
  return known.length > 0 ? known : REPORT_COLUMNS;
}

// Years to choose from: a few around the one shown and this one, newest first.
export function reportYearOptions(shown: number, thisYear: number): number[] {
  const from = Math.min(shown, thisYear) - 5;
  const to = Math.max(shown, thisYear) + 1;
  return Array.from({ length: to - from + 1 }, (_, index) => to - index);
}
