import type { ReportView } from '@/components/finance/financial-report-row';

// The revenue tab's state in the URL, so a year, a view and the baseline can be linked and reloaded:
// ?year=2025&view=quarter&baseline=1 (defaults: this year, months, no baseline).
export type RevenueParams = { year: number; view: ReportView; baseline: boolean };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function revenueParamsOf(
  query: Record<string, string | string[] | undefined>,
  thisYear: number,
): RevenueParams {
  const yearText = first(query.year) ?? '';
  const year =
    /^\d{4}$/.test(yearText) && Number(yearText) >= 2000 && Number(yearText) <= 2100
      ? Number(yearText)
      : thisYear;
  return {
    year,
    view: first(query.view) === 'quarter' ? 'quarter' : 'month',
    baseline: first(query.baseline) === '1',
  };
}

// The address with some query values changed (null removes one), the path and the rest kept.
export function hrefWith(asPath: string, changes: Record<string, string | null>): string {
  const [path = '', search = ''] = (asPath.split('#')[0] ?? '').split('?');
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

// Years to choose from: a few around the one shown and this one.
export function yearOptions(year: number, thisYear: number): number[] {
  const from = Math.min(year, thisYear) - 5;
  const to = Math.max(year, thisYear) + 2;
  return Array.from({ length: to - from + 1 }, (_, index) => to - index);
}
