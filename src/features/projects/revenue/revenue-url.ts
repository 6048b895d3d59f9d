import type { ReportView } from '@/components/finance/financial-report-row';
import type { UrlStateCodec } from '@/components/url/use-url-state';

// The revenue tab's state in the URL, so a year, a view and the baseline can be linked and reloaded:
// ?year=2025&view=quarter&baseline=1 (defaults: this year, months, no baseline).
export type RevenueParams = { year: number; view: ReportView; baseline: boolean };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const thisYear = () => new Date().getFullYear();

function yearOf(text: string): number {
  const year = Number(text);
  return /^\d{4}$/.test(text) && year >= 2000 && year <= 2100 ? year : thisYear();
}

export const revenueUrl: UrlStateCodec<RevenueParams> = {
  read: (query) => ({
    year: yearOf(first(query.year) ?? ''),
    view: first(query.view) === 'quarter' ? 'quarter' : 'month',
    baseline: first(query.baseline) === '1',
  }),
  // The year is always written, so a link keeps naming the year it shows; months and no baseline leave it.
  write: ({ year, view, baseline }) => ({
    year: String(year),
    view: view === 'month' ? undefined : view,
    baseline: baseline ? '1' : undefined,
  }),
};
