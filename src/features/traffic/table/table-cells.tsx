import type { CSSProperties, ReactNode } from 'react';
import type { PeriodLoad } from '@/lib/traffic-periods';
import { PINNED_COLUMNS, PINNED_OFFSETS } from './table-columns';
import { leaveText, utilisationCellName, utilisationCellText } from './table-texts';

export type CellPlace = {
  id: string;
  column: number;
  active: boolean;
  width: number;
};

// A cell of the grid: pinned ones stick to the left; the cursor's is outlined.
export function GridCell({
  place,
  role = 'gridcell',
  className = '',
  label,
  title,
  style,
  children,
}: {
  place: CellPlace;
  role?: 'gridcell' | 'rowheader' | 'columnheader';
  className?: string;
  label?: string;
  title?: string;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  const pinned = place.column < PINNED_COLUMNS.length;
  return (
    <div
      id={place.id}
      role={role}
      aria-colindex={place.column + 1}
      aria-label={label}
      title={title}
      className={`tt-cell${pinned ? ' tt-pinned' : ''}${place.active ? ' tt-cursor' : ''} ${className}`}
      style={{ width: place.width, ...(pinned ? { left: PINNED_OFFSETS[place.column] } : {}), ...style }}
    >
      {children}
    </div>
  );
}

// Utilisation of a period: the percentage, the band's heat and words, "+6:00 over" when over, and
// leave marks (● approved days, ○ pending days).
export function UtilisationCell({
  place,
  load,
  approvedDays,
  pendingDays,
  showPending,
}: {
  place: CellPlace;
  load: PeriodLoad;
  approvedDays: number;
  pendingDays: number;
  showPending: boolean;
}) {
  const text = utilisationCellText(load);
  const leave = leaveText(approvedDays, pendingDays, showPending);
  const marks = `${approvedDays > 0 ? `●${approvedDays}` : ''}${showPending && pendingDays > 0 ? ` ○${pendingDays}` : ''}`;
  return (
    <GridCell
      place={place}
      className={`tt-num tt-band-${text.band}`}
      label={utilisationCellName(load, leave)}
      title={[text.detail, leave].filter(Boolean).join('; ')}
    >
      <span>{text.percent}</span>
      {text.over ? <span className="tt-over">{text.over}</span> : null}
      {marks ? (
        <span className="tt-marks" aria-hidden>
          {marks.trim()}
        </span>
      ) : null}
    </GridCell>
  );
}
