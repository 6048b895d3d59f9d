import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo, useId, useMemo, type ReactNode } from 'react';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { monthWeeks, type HolidayYear } from '@/lib/holiday-calendar';
import { MONTHS } from '@/lib/quarters';
import { SOURCE_DESCRIPTIONS, workingDaysText } from './holiday-labels';

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

type DayKind = 'fixed' | 'easter' | 'added' | 'removed' | 'weekend' | 'working';

// Each kind has its own shape, not only its colour: a filled circle, a dotted ring around it, a dashed
// ring, a struck-through number, a shaded square. Styled once for the whole calendar (plain class
// names on ~400 days), not per day.
const DAY_STYLES: Record<DayKind, SxProps<Theme>> = {
  fixed: { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700, borderRadius: '50%' },
  easter: {
    bgcolor: 'secondary.main',
    color: 'secondary.contrastText',
    fontWeight: 700,
    borderRadius: '50%',
    outline: '2px dotted',
    outlineColor: 'secondary.dark',
    outlineOffset: '1px',
  },
  added: { border: '2px dashed', borderColor: 'success.dark', fontWeight: 700, borderRadius: '50%' },
  removed: { textDecoration: 'line-through', color: 'text.primary' },
  weekend: { bgcolor: 'action.selected', color: 'text.primary', borderRadius: 0.5 },
  working: {},
};

const CALENDAR_STYLES = {
  '& .day': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 26,
    height: 26,
    fontSize: 13,
    boxSizing: 'border-box',
  },
  ...Object.fromEntries(Object.entries(DAY_STYLES).map(([kind, style]) => [`& .day-${kind}`, style])),
} as SxProps<Theme>;

export const LEGEND: readonly { kind: DayKind; text: string }[] = [
  { kind: 'fixed', text: 'Public holiday on a fixed date' },
  { kind: 'easter', text: 'Public holiday from Orthodox Easter' },
  { kind: 'added', text: 'Day off added by your company' },
  { kind: 'removed', text: 'Holiday removed: not a day off' },
  { kind: 'weekend', text: 'Weekend' },
];

type DayInfo = { kind: DayKind; description: string };

function dayInfoOf(calendar: HolidayYear): Map<string, DayInfo> {
  const days = new Map<string, DayInfo>();
  for (const day of calendar.removed) {
    days.set(day.date, { kind: 'removed', description: `${day.name}, ${SOURCE_DESCRIPTIONS.removed}` });
  }
  for (const day of calendar.holidays) {
    const earlier = days.get(day.date);
    const text = `${day.name}, ${SOURCE_DESCRIPTIONS[day.source]}`;
    const shown = earlier && earlier.kind !== 'removed';
    days.set(day.date, {
      kind: shown ? earlier.kind : day.source,
      description: shown ? `${earlier.description}; ${text}` : text,
    });
  }
  return days;
}

function DayMark({ kind, children }: { kind: DayKind; children: ReactNode }) {
  return <span className={`day day-${kind}`}>{children}</span>;
}

const MONTH_STYLES = {
  '& .month': { border: 1, borderColor: 'divider', borderRadius: 1, p: 1 },
  '& .month-head': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 },
  '& .month-title': { typography: 'subtitle1', fontWeight: 600, m: 0 },
  '& .month-days': { typography: 'body2', color: 'text.secondary', m: 0 },
  '& table': { borderCollapse: 'collapse', width: '100%', textAlign: 'center' },
  '& td, & th': { p: '1px' },
  '& th': { fontSize: 12, fontWeight: 500 },
  '& .hidden': visuallyHidden,
} as const;

const WEEKEND_PLACES = new Set([5, 6]);

function MonthTable({
  year,
  month,
  days,
  workingDays,
}: {
  year: number;
  month: number;
  days: Map<string, DayInfo>;
  workingDays: number;
}) {
  const headingId = useId();
  const name = MONTHS[month - 1];
  return (
    <div role="group" aria-labelledby={headingId} className="month">
      <div className="month-head">
        <h4 id={headingId} className="month-title">{`${name} ${year}`}</h4>
        <p className="month-days">{workingDaysText(workingDays)}</p>
      </div>
      <table aria-labelledby={headingId}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week, index) => (
            <tr key={index}>
              {week.map((date, place) => {
                if (date === null) return <td key={place} />;
                const info = days.get(date);
                const kind = info?.kind ?? (WEEKEND_PLACES.has(place) ? 'weekend' : 'working');
                const day = Number(date.slice(8));
                return (
                  <td key={date} title={info?.description}>
                    <DayMark kind={kind}>
                      <span aria-hidden={info ? true : undefined}>{day}</span>
                      {info ? <span className="hidden">{`${day} ${name}: ${info.description}`}</span> : null}
                    </DayMark>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Twelve small months: each holiday day named (to screen readers too), weekends shaded, and each
// month's working days. Memoised: it redraws only when the days change, not when a dialog opens.
export const YearCalendar = memo(function YearCalendar({
  year,
  calendar,
  workingDays,
}: {
  year: number;
  calendar: HolidayYear;
  workingDays: readonly number[];
}) {
  const days = useMemo(() => dayInfoOf(calendar), [calendar]);
  return (
    <Box sx={{ ...CALENDAR_STYLES, ...MONTH_STYLES } as SxProps<Theme>}>
      <Box
        component="ul"
        aria-label="Legend"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, my: 1, listStyle: 'none' }}
      >
        {LEGEND.map(({ kind, text }) => (
          <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <DayMark kind={kind}>
              <span aria-hidden>7</span>
            </DayMark>
            <Typography variant="body2">{text}</Typography>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
            lg: 'repeat(4, 1fr)',
          },
        }}
      >
        {MONTHS.map((_, index) => (
          <MonthTable
            key={index}
            year={year}
            month={index + 1}
            days={days}
            workingDays={workingDays[index] ?? 0}
          />
        ))}
      </Box>
    </Box>
  );
});
