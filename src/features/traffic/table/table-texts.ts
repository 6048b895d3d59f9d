import type { TrafficRow } from '@/api/traffic/traffic.schemas';
import { dayLabel } from '@/lib/calendar-day';
import { formatDuration, percentageFromMinutesPerDay } from '@/lib/duration';
import {
  UTILISATION_BAND_LABELS,
  utilisationBand,
  utilisationPercent,
  type PeriodLoad,
  type UtilisationBand,
} from '@/lib/traffic-periods';

// What a cell says, in words as well as drawn.

export type UtilisationCellText = {
  band: UtilisationBand;
  // "75 %", or "—" without capacity.
  percent: string;
  // "120:00 of 168:00, partly booked"
  detail: string;
  // "+6:00 over" when booked passes capacity.
  over: string | null;
};

export function utilisationCellText(load: PeriodLoad): UtilisationCellText {
  const band = utilisationBand(load.booked, load.capacity);
  const percent = utilisationPercent(load.booked, load.capacity);
  const over = load.booked > load.capacity ? `+${formatDuration(load.booked - load.capacity)} over` : null;
  return {
    band,
    percent: percent === null ? '—' : `${percent} %`,
    detail: `${formatDuration(load.booked)} of ${formatDuration(load.capacity)}, ${UTILISATION_BAND_LABELS[band]}`,
    over,
  };
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

// "2 days of approved leave, 1 day of pending leave"; '' without leave.
export function leaveText(approved: number, pending: number, showPending: boolean): string {
  const parts: string[] = [];
  if (approved > 0) parts.push(`${days(approved)} of approved leave`);
  if (showPending && pending > 0) parts.push(`${days(pending)} of pending leave`);
  return parts.join(', ');
}

// The cell's whole name for a screen reader and the live region.
export function utilisationCellName(load: PeriodLoad, leave: string): string {
  const text = utilisationCellText(load);
  return [text.percent, text.detail, text.over, leave].filter(Boolean).join(', ');
}

// The latest availability entry, in words ("Partially available since 3 Mar 2026").
export function availabilityText(row: TrafficRow): { short: string; long: string } {
  const latest = [...row.availability].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id).at(-1);
  if (!latest) return { short: 'Not set', long: 'Availability not set' };
  const [year, month, day] = latest.date.split('-').map(Number) as [number, number, number];
  const value = latest.data.availability;
  return { short: value, long: `${value} since ${dayLabel(new Date(year, month - 1, day))}` };
}

// An allocation line's time per day in a period: "4:00 · 50 %", "4:00–6:00" when it changes inside.
export function timePerDayText(minutes: readonly number[]): string {
  if (minutes.length === 0) return '';
  if (minutes.length === 1)
    return `${formatDuration(minutes[0]!)} · ${percentageFromMinutesPerDay(minutes[0]!)} %`;
  return `${formatDuration(minutes[0]!)}–${formatDuration(minutes.at(-1)!)}`;
}

export const personSubtitle = (row: TrafficRow): string =>
  [row.user.position?.name, row.user.seniority?.name].filter(Boolean).join(' · ');
