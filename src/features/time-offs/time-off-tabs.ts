// The tabs of /time-offs, each its own address (?view=), requests first.
export const TIME_OFF_VIEWS = [
  { slug: 'requests', label: 'Requests' },
  { slug: 'calendar', label: 'Calendar' },
  { slug: 'balances', label: 'Balances' },
] as const;

export type TimeOffView = (typeof TIME_OFF_VIEWS)[number]['slug'];

export function timeOffViewOf(value: unknown): TimeOffView | null {
  if (value === undefined) return 'requests';
  return TIME_OFF_VIEWS.find((view) => view.slug === value)?.slug ?? null;
}

export const timeOffViewHref = (view: TimeOffView): string =>
  view === 'requests' ? '/time-offs' : `/time-offs?view=${view}`;
