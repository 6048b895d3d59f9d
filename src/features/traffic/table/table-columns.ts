import type { TrafficGranularity } from '@/lib/traffic-periods';

// The pinned columns on the left and the period columns' width; the cursor counts columns from 0.

export const PINNED_COLUMNS = [
  { id: 'person', label: 'Person', width: 260 },
  { id: 'availability', label: 'Availability', width: 150 },
  { id: 'capacity', label: 'Capacity', width: 90 },
  { id: 'booked', label: 'Booked', width: 90 },
  { id: 'free', label: 'Free', width: 90 },
] as const;

export const PINNED_COUNT = PINNED_COLUMNS.length;

export const PINNED_OFFSETS: readonly number[] = PINNED_COLUMNS.reduce<number[]>(
  (offsets, column, index) => [
    ...offsets,
    index === 0 ? 0 : offsets[index - 1]! + PINNED_COLUMNS[index - 1]!.width,
  ],
  [],
);

export const PINNED_WIDTH = PINNED_COLUMNS.reduce((sum, column) => sum + column.width, 0);

export const PERIOD_WIDTH: Record<TrafficGranularity, number> = { month: 118, week: 100 };

export const LINE_HEIGHT = { group: 44, person: 56, allocation: 44 } as const;
export const HEADER_HEIGHT = 44;

// The period index of a column, or null for a pinned one.
export const periodOfColumn = (column: number): number | null =>
  column >= PINNED_COUNT ? column - PINNED_COUNT : null;
