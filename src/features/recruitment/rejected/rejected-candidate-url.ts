import * as z from 'zod/mini';
import { calendarDay } from '@/lib/calendar-day';
import { listParam, type ListDefaults } from '@/lib/list-params';

// The rejected candidates list as it lives in the URL: /admin/recruitment/rejected?reason=2&stage=interview&
// position=4&rejected_by=1&source=LinkedIn&from=2025-01-01&to=2025-12-31&search=ana&sort=rejected_at:desc.
// With no from/to the period is the last 12 months (computed on the day, so a link without dates stays current).

const day = () => z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

export const rejectedListSchema = z.object({
  search: listParam.text(),
  reason: listParam.ids(),
  stage: listParam.texts(),
  position: listParam.ids(),
  rejectedBy: listParam.ids(),
  source: listParam.texts(),
  from: day(),
  to: day(),
});
export type RejectedListFilters = z.output<typeof rejectedListSchema>;

// The screen's defaults; the sort keys it offers are the API's (features/recruitment/rejected adds them).
export const REJECTED_LIST_DEFAULTS: ListDefaults<RejectedListFilters> = {
  filters: {
    search: '',
    reason: [],
    stage: [],
    position: [],
    rejectedBy: [],
    source: [],
    from: null,
    to: null,
  },
  sort: { id: 'rejected_at', desc: true },
};

export type RejectionPeriod = { from: string; to: string };

// The default period: the 12 months up to and including today.
export function lastTwelveMonths(today: Date): RejectionPeriod {
  const year = today.getFullYear() - 1;
  // 29 February a year back is the 28th (the last day of that February).
  const daysInMonth = new Date(year, today.getMonth() + 1, 0).getDate();
  const start = new Date(year, today.getMonth(), Math.min(today.getDate(), daysInMonth) + 1);
  return { from: calendarDay(start), to: calendarDay(today) };
}

// The period the link names, each end it leaves out taken from the default.
export function rejectionPeriodOf(filters: Pick<RejectedListFilters, 'from' | 'to'>, today: Date) {
  const fallback = lastTwelveMonths(today);
  return { from: filters.from ?? fallback.from, to: filters.to ?? fallback.to };
}

// A bar's length as a whole percentage of the longest; any count above nothing stays visible.
export function barPercent(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.min(100, Math.round((count / max) * 100)));
}

// "3 of 12 (25%)": what each bar says in words.
export function shareLabel(count: number, total: number): string {
  const percent = total > 0 ? Math.round((count / total) * 100) : 0;
  return `${count} of ${total} (${percent}%)`;
}
