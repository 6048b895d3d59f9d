import type { TrafficPeriod } from '@/lib/traffic-periods';
import { GridCell } from './table-cells';
import { HEADER_HEIGHT, PINNED_COLUMNS, PINNED_COUNT } from './table-columns';

// The sticky first row: the pinned columns' names, then each period's.
export function TableHeaderRow({
  periods,
  periodWidth,
  width,
  baseId,
}: {
  periods: readonly TrafficPeriod[];
  periodWidth: number;
  width: number;
  baseId: string;
}) {
  return (
    <div
      role="row"
      aria-rowindex={1}
      className="tt-row"
      style={{ position: 'sticky', top: 0, zIndex: 4, height: HEADER_HEIGHT, width }}
    >
      {PINNED_COLUMNS.map((pinned, index) => (
        <GridCell
          key={pinned.id}
          role="columnheader"
          className={`tt-head${index > 1 ? ' tt-num' : ''}`}
          place={{ id: `${baseId}-h${index}`, column: index, active: false, width: pinned.width }}
        >
          {pinned.label}
        </GridCell>
      ))}
      {periods.map((period, index) => (
        <GridCell
          key={period.key}
          role="columnheader"
          className="tt-head tt-num"
          place={{
            id: `${baseId}-h${PINNED_COUNT + index}`,
            column: PINNED_COUNT + index,
            active: false,
            width: periodWidth,
          }}
        >
          {period.label}
        </GridCell>
      ))}
    </div>
  );
}
