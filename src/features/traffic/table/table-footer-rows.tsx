import { formatDuration } from '@/lib/duration';
import type { PeriodLoad, TrafficPeriod } from '@/lib/traffic-periods';
import { GridCell, UtilisationCell } from './table-cells';
import { HEADER_HEIGHT, PINNED_COLUMNS, PINNED_COUNT } from './table-columns';

export type FooterFigures = {
  totals: { periods: PeriodLoad[]; total: PeriodLoad };
  // Forecast revenue per period and for the span, already written per currency ("…EUR · …USD");
  // null while the summary loads, and a word when it failed; no row at all when it is 'hidden' (the
  // caller may not read booking money, issue 30, L4).
  forecast: { periods: string[]; total: string } | null;
  forecastState: 'loading' | 'error' | 'ready' | 'hidden';
};

// The totals row, and the forecast row unless it is hidden.
export const footerRowCount = (figures: FooterFigures): number =>
  figures.forecastState === 'hidden' ? 1 : 2;

// The totals of everyone shown and the forecast revenue per currency, kept at the bottom.
export function TableFooterRows({
  figures,
  periods,
  periodWidth,
  width,
  firstRowIndex,
  baseId,
}: {
  figures: FooterFigures;
  periods: readonly TrafficPeriod[];
  periodWidth: number;
  width: number;
  firstRowIndex: number;
  baseId: string;
}) {
  const place = (row: string, column: number) => ({
    id: `${baseId}-${row}${column}`,
    column,
    active: false,
    width: column < PINNED_COUNT ? PINNED_COLUMNS[column]!.width : periodWidth,
  });
  const { totals } = figures;
  const forecastWord =
    figures.forecastState === 'loading'
      ? 'Loading…'
      : figures.forecastState === 'error'
        ? 'Not available'
        : '';
  return (
    <div style={{ position: 'sticky', bottom: 0, zIndex: 4, width }}>
      <div
        role="row"
        aria-rowindex={firstRowIndex}
        className="tt-row tt-group"
        style={{ position: 'relative', height: HEADER_HEIGHT, width }}
      >
        <GridCell place={place('t', 0)} role="rowheader">
          Total
        </GridCell>
        <GridCell place={place('t', 1)} />
        <GridCell place={place('t', 2)} className="tt-num">
          {formatDuration(totals.total.capacity)}
        </GridCell>
        <GridCell place={place('t', 3)} className="tt-num">
          {formatDuration(totals.total.booked)}
        </GridCell>
        <GridCell place={place('t', 4)} className="tt-num">
          {formatDuration(Math.max(0, totals.total.capacity - totals.total.booked))}
        </GridCell>
        {periods.map((period, index) => (
          <UtilisationCell
            key={period.key}
            place={place('t', PINNED_COUNT + index)}
            load={totals.periods[index]!}
            approvedDays={0}
            pendingDays={0}
            showPending={false}
          />
        ))}
      </div>
      {figures.forecastState === 'hidden' ? null : (
        <div
          role="row"
          aria-rowindex={firstRowIndex + 1}
          className="tt-row tt-group"
          style={{ position: 'relative', height: HEADER_HEIGHT, width }}
        >
          <GridCell place={place('f', 0)} role="rowheader">
            <span>Forecast revenue</span>
            <span className="tt-sub">{figures.forecast?.total ?? forecastWord}</span>
          </GridCell>
          <GridCell place={place('f', 1)} />
          <GridCell place={place('f', 2)} />
          <GridCell place={place('f', 3)} />
          <GridCell place={place('f', 4)} />
          {periods.map((period, index) => (
            <GridCell
              key={period.key}
              place={place('f', PINNED_COUNT + index)}
              className="tt-num"
              style={{ fontSize: '0.75rem', fontWeight: 400 }}
            >
              {figures.forecast ? figures.forecast.periods[index] || '—' : forecastWord}
            </GridCell>
          ))}
        </div>
      )}
    </div>
  );
}
