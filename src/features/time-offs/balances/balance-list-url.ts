import * as z from 'zod/mini';
import { listParam, type ListDefaults } from '@/lib/list-params';

// The Balances tab as it lives in the URL (/time-offs?view=balances&department=2&q=ana&balance_on=
// 2026-06-30&sort=available:asc): the filters the balances call takes, so a link reloads the same page.

const day = () => z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
const YEAR_MIN = 1900;
const YEAR_MAX = 2200;
const year = () => z.nullable(z.coerce.number().check(z.int(), z.gte(YEAR_MIN), z.lte(YEAR_MAX)));

// ?year=2024: the year sick, parental and unpaid leave are counted in, on the Balances tab and the
// balance strip above every tab; none: the API's current year.
export const COUNTED_YEAR_KEY = 'year';

// The year in the link, or null for none or one that is not a year.
export function countedYearOf(raw: unknown): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const parsed = year().safeParse(typeof value === 'string' && value !== '' ? value : null);
  return parsed.success ? parsed.data : null;
}

// The years offered: next year, this one and the two before it.
export const countedYearOptions = (currentYear: number): number[] => [
  currentYear + 1,
  currentYear,
  currentYear - 1,
  currentYear - 2,
];

export const balanceListSchema = z.object({
  q: listParam.text(),
  department: listParam.id(),
  // The day the balances are read at (a forecast when later than today); none: today.
  balanceOn: day(),
  year: year(),
});
export type BalanceListFilters = z.output<typeof balanceListSchema>;

// The tab's defaults; the sort keys it offers are the API's (features/time-offs/balances adds them).
export const BALANCE_LIST_DEFAULTS: ListDefaults<BalanceListFilters> = {
  filters: { q: '', department: null, balanceOn: null, year: null },
  sort: { id: 'user', desc: false },
};
