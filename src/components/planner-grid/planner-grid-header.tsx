import { alpha, useTheme } from '@mui/material/styles';
import type { VirtualItem } from '@tanstack/react-virtual';
import { memo, type CSSProperties } from 'react';
import { dateAt, weekdayOf } from '@/lib/planner-grid';
import { dayLabel, holidayNames, monthLabel, weekdayShort, type HolidayModel } from './planner-grid-model';
import type { PlannerSummary } from './planner-grid-types';
import { rowHeaderStyle, visuallyHidden } from './planner-grid-styles';

// The sticky head of the grid: months, days (holidays named) and the optional summary row.

export const MONTH_TIER = 24;
export const DAY_TIER = 32;
export const SUMMARY_TIER = 28;

export const headerHeightOf = (hasSummary: boolean): number =>
  MONTH_TIER + DAY_TIER + (hasSummary ? SUMMARY_TIER : 0);

type HeaderProps = {
  from: string;
  count: number;
  columns: VirtualItem[];
  dayWidth: number;
  labelWidth: number;
  canvasWidth: number;
  holidays: HolidayModel;
  weekendDays: ReadonlySet<number>;
  todayIndex: number | null;
  cursorDay: number | null;
  summary?: PlannerSummary;
};

type MonthSpan = { first: number; last: number };

// The months the visible days belong to, each with its whole extent inside the range.
function monthsOver(from: string, count: number, first: number, last: number): MonthSpan[] {
  const spans: MonthSpan[] = [];
  let day = first;
  while (day <= last) {
    const date = dateAt(from, day);
    const dayOfMonth = Number(date.slice(8, 10));
    const start = Math.max(0, day - dayOfMonth + 1);
    let end = day;
    while (end + 1 < count && dateAt(from, end + 1).slice(0, 7) === date.slice(0, 7)) end += 1;
    spans.push({ first: start, last: end });
    day = end + 1;
  }
  return spans;
}

export const PlannerGridHeader = memo(function PlannerGridHeader({
  from,
  count,
  columns,
  dayWidth,
  labelWidth,
  canvasWidth,
  holidays,
  weekendDays,
  todayIndex,
  cursorDay,
  summary,
}: HeaderProps) {
  const theme = useTheme();
  const tier = (height: number): CSSProperties => ({
    position: 'relative',
    display: 'flex',
    width: canvasWidth,
    height,
    borderBottom: `1px solid ${theme.palette.divider}`,
    boxSizing: 'border-box',
  });
  const cell = (day: number, width = 1): CSSProperties => ({
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: labelWidth + day * dayWidth,
    width: width * dayWidth,
    boxSizing: 'border-box',
    overflow: 'hidden',
  });
  const first = columns[0]?.index ?? 0;
  const last = columns[columns.length - 1]?.index ?? -1;
  const months = last >= first ? monthsOver(from, count, first, last) : [];
  const dayText = dayWidth >= 16;
  const weekdayText = dayWidth >= 30;
  const summaryText = dayWidth >= 30;

  return (
    <div
      role="rowgroup"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 3,
        width: canvasWidth,
        background: theme.palette.background.paper,
      }}
    >
      <div role="row" aria-rowindex={1} style={tier(MONTH_TIER)}>
        <div
          role="columnheader"
          aria-colindex={1}
          aria-rowspan={2}
          style={{ ...rowHeaderStyle(theme, labelWidth, MONTH_TIER), fontSize: 12, fontWeight: 600 }}
        >
          Person
        </div>
        {months.map((month) => (
          <div
            key={month.first}
            role="columnheader"
            aria-colindex={month.first + 2}
            aria-colspan={month.last - month.first + 1}
            style={{
              ...cell(month.first, month.last - month.first + 1),
              overflow: 'visible',
              borderLeft: `1px solid ${theme.palette.divider}`,
              fontSize: 12,
              fontWeight: 600,
              lineHeight: `${MONTH_TIER - 1}px`,
            }}
          >
            <span style={{ position: 'sticky', left: labelWidth + 6, paddingLeft: 6 }}>
              {monthLabel(dateAt(from, month.first))}
            </span>
          </div>
        ))}
      </div>
      <div role="row" aria-rowindex={2} style={tier(DAY_TIER)}>
        <div aria-hidden="true" style={rowHeaderStyle(theme, labelWidth, DAY_TIER)} />
        {columns.map((column) => {
          const date = dateAt(from, column.index);
          const holidayText = holidayNames(holidays.byDay.get(column.index));
          const weekend = weekendDays.has(weekdayOf(date));
          const name = holidayText ? `${dayLabel(date)}, holiday: ${holidayText}` : dayLabel(date);
          const isToday = column.index === todayIndex;
          return (
            <div
              key={column.key}
              role="columnheader"
              aria-colindex={column.index + 2}
              aria-label={isToday ? `${name}, today` : name}
              title={isToday ? `${name}, today` : name}
              style={{
                ...cell(column.index),
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: 11,
                lineHeight: 1.2,
                color: weekend && !holidayText ? theme.palette.text.secondary : theme.palette.text.primary,
                background: holidayText
                  ? alpha(theme.palette.warning.main, 0.2)
                  : weekend
                    ? theme.palette.action.hover
                    : undefined,
                fontWeight: isToday ? 700 : undefined,
                borderBottom: isToday ? `2px solid ${theme.palette.primary.main}` : undefined,
                outline: column.index === cursorDay ? `1px solid ${theme.palette.primary.main}` : undefined,
                outlineOffset: -1,
              }}
            >
              {weekdayText ? <span aria-hidden="true">{weekdayShort(date)}</span> : null}
              {dayText ? <span aria-hidden="true">{Number(date.slice(8, 10))}</span> : null}
            </div>
          );
        })}
      </div>
      {summary ? (
        <div role="row" aria-rowindex={3} style={tier(SUMMARY_TIER)}>
          <div
            role="rowheader"
            aria-colindex={1}
            style={{ ...rowHeaderStyle(theme, labelWidth, SUMMARY_TIER), fontSize: 12, fontWeight: 600 }}
          >
            {summary.label}
          </div>
          {columns.map((column) => {
            const value = summary.cell(column.index, dateAt(from, column.index));
            const color = value.alert ? theme.palette.error.main : theme.palette.text.secondary;
            return (
              <div
                key={column.key}
                role="gridcell"
                aria-colindex={column.index + 2}
                title={value.label}
                style={{
                  ...cell(column.index),
                  display: 'flex',
                  alignItems: summaryText ? 'center' : 'flex-end',
                  justifyContent: 'center',
                  fontSize: 11,
                  color,
                  fontWeight: value.alert ? 700 : undefined,
                }}
              >
                <span style={visuallyHidden}>{value.label}</span>
                {summaryText ? (
                  <span aria-hidden="true">{value.text}</span>
                ) : (
                  <span
                    aria-hidden="true"
                    style={{
                      width: Math.max(2, dayWidth - 2),
                      height: Math.round(Math.min(1, Math.max(0, value.level ?? 0)) * (SUMMARY_TIER - 6)),
                      background: color,
                    }}
                  />
                )}
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
});
