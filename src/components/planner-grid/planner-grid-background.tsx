import { alpha, useTheme } from '@mui/material/styles';
import { memo } from 'react';
import { firstSaturdayIndex } from '@/lib/planner-grid';

// The day grid, weekends, holidays of every row and today, drawn under the rows as CSS gradients and
// a strip per holiday: never an element per cell.

type BackgroundProps = {
  from: string;
  count: number;
  top: number;
  height: number;
  labelWidth: number;
  dayWidth: number;
  holidayDays: readonly number[];
  todayIndex: number | null;
};

export const PlannerGridBackground = memo(function PlannerGridBackground({
  from,
  count,
  top,
  height,
  labelWidth,
  dayWidth,
  holidayDays,
  todayIndex,
}: BackgroundProps) {
  const theme = useTheme();
  const week = dayWidth * 7;
  const weekend = theme.palette.action.hover;
  const line = theme.palette.divider;
  const layers = [
    // Saturday and Sunday of every week, the pattern starting at the range's first Saturday.
    `repeating-linear-gradient(to right, ${weekend} 0 ${2 * dayWidth}px, transparent ${2 * dayWidth}px ${week}px)`,
  ];
  // A line per day where days are wide enough to tell apart, else a line per week (on Mondays).
  if (dayWidth >= 12) {
    layers.push(
      `repeating-linear-gradient(to right, transparent 0 ${dayWidth - 1}px, ${line} ${dayWidth - 1}px ${dayWidth}px)`,
    );
  }
  const saturday = firstSaturdayIndex(from);
  const positions = [`${saturday * dayWidth}px 0`];
  if (dayWidth >= 12) positions.push('0 0');
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', top, left: labelWidth, width: count * dayWidth, height }}
    >
      <div
        style={{
          position: 'absolute',
          inset: 0,
          backgroundImage: layers.join(', '),
          backgroundPosition: positions.join(', '),
        }}
      />
      {dayWidth < 12 ? (
        <div
          style={{
            position: 'absolute',
            inset: 0,
            backgroundImage: `repeating-linear-gradient(to right, ${line} 0 1px, transparent 1px ${week}px)`,
            backgroundPosition: `${((saturday + 2) % 7) * dayWidth}px 0`,
          }}
        />
      ) : null}
      {holidayDays.map((day) => (
        <div
          key={day}
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: day * dayWidth,
            width: dayWidth,
            background: alpha(theme.palette.warning.main, 0.16),
          }}
        />
      ))}
      {todayIndex === null ? null : (
        <div
          style={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: todayIndex * dayWidth + dayWidth / 2 - 1,
            width: 2,
            background: theme.palette.primary.main,
            opacity: 0.6,
          }}
        />
      )}
    </div>
  );
});
