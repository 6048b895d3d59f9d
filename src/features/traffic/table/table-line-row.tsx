import ExpandMore from '@mui/icons-material/ExpandMore';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import { memo, type ReactNode } from 'react';
import { PersonAvatar } from '@/components/layout/person-avatar';
import { avatarColor } from '@/lib/avatar';
import { formatDuration } from '@/lib/duration';
import type { TrafficPeriod } from '@/lib/traffic-periods';
import { GridCell, UtilisationCell, type CellPlace } from './table-cells';
import { PINNED_COLUMNS, PINNED_COUNT } from './table-columns';
import type { TableLine } from './table-model';
import { availabilityText, personSubtitle, timePerDayText } from './table-texts';

export type CellEditor = { column: number; node: ReactNode } | null;

type Props = {
  line: TableLine;
  index: number;
  top: number;
  height: number;
  width: number;
  periods: readonly TrafficPeriod[];
  periodWidth: number;
  baseId: string;
  // The cursor's column on this line, or null.
  cursorColumn: number | null;
  showPending: boolean;
  editor: CellEditor;
  // Refusals shown at the cells, by period index.
  errors: ReadonlyMap<number, string> | undefined;
  onToggle: (userId: number) => void;
};

export const cellId = (baseId: string, line: number, column: number) => `${baseId}-c${line}-${column}`;

const splitName = (name: string) => {
  const [first = '', ...rest] = name.split(' ');
  return { first, last: rest.join(' ') };
};

// One line of the table: a group with its totals, a person with their load, or one of a person's
// projects with its time per day (editable in place).
export const TableLineRow = memo(function TableLineRow({
  line,
  index,
  top,
  height,
  width,
  periods,
  periodWidth,
  baseId,
  cursorColumn,
  showPending,
  editor,
  errors,
  onToggle,
}: Props) {
  const place = (column: number): CellPlace => ({
    id: cellId(baseId, index, column),
    column,
    active: cursorColumn === column,
    width: column < PINNED_COUNT ? PINNED_COLUMNS[column]!.width : periodWidth,
  });
  const rowProps = {
    role: 'row',
    'aria-rowindex': index + 2,
    style: { top, height, width },
  } as const;

  if (line.kind === 'group') {
    return (
      <div {...rowProps} className="tt-row tt-group">
        <GridCell place={place(0)} role="rowheader">
          <span>{line.label}</span>
          <span className="tt-sub">
            {line.people} {line.people === 1 ? 'person' : 'people'}
          </span>
        </GridCell>
        <GridCell place={place(1)} />
        <GridCell place={place(2)} className="tt-num">
          {formatDuration(line.total.capacity)}
        </GridCell>
        <GridCell place={place(3)} className="tt-num">
          {formatDuration(line.total.booked)}
        </GridCell>
        <GridCell place={place(4)} className="tt-num">
          {formatDuration(Math.max(0, line.total.capacity - line.total.booked))}
        </GridCell>
        {periods.map((period, periodIndex) => (
          <UtilisationCell
            key={period.key}
            place={place(PINNED_COUNT + periodIndex)}
            load={line.periods[periodIndex]!}
            approvedDays={0}
            pendingDays={0}
            showPending={false}
          />
        ))}
      </div>
    );
  }

  const { person } = line;
  const { user } = person.row;

  if (line.kind === 'person') {
    const availability = availabilityText(person.row);
    const { first, last } = splitName(user.name);
    return (
      <div {...rowProps} className="tt-row">
        <GridCell
          place={place(0)}
          role="rowheader"
          style={{ flexDirection: 'row', alignItems: 'center', gap: 6 }}
        >
          <IconButton
            size="small"
            tabIndex={-1}
            aria-expanded={line.expanded}
            aria-label={`${line.expanded ? 'Hide' : 'Show'} the allocations of ${user.name}`}
            onClick={() => onToggle(user.id)}
          >
            {line.expanded ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
          </IconButton>
          <PersonAvatar firstName={first} lastName={last} src={user.avatar} colorKey={user.id} size={28} />
          <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            <span>{user.name}</span>
            <span className="tt-sub">{personSubtitle(person.row)}</span>
          </span>
        </GridCell>
        <GridCell place={place(1)} title={availability.long}>
          {availability.short}
        </GridCell>
        <GridCell place={place(2)} className="tt-num">
          {formatDuration(person.total.capacity)}
        </GridCell>
        <GridCell place={place(3)} className="tt-num">
          {formatDuration(person.total.booked)}
        </GridCell>
        <GridCell place={place(4)} className="tt-num">
          {formatDuration(Math.max(0, person.total.capacity - person.total.booked))}
        </GridCell>
        {periods.map((period, periodIndex) => (
          <UtilisationCell
            key={period.key}
            place={place(PINNED_COUNT + periodIndex)}
            load={person.periods[periodIndex]!}
            approvedDays={person.approvedDays[periodIndex]!}
            pendingDays={person.pendingDays[periodIndex]!}
            showPending={showPending}
          />
        ))}
      </div>
    );
  }

  const { project, status } = line.line;
  const tentative = status === 'tentative';
  return (
    <div {...rowProps} className={`tt-row${tentative ? ' tt-tentative' : ''}`}>
      <GridCell place={place(0)} role="rowheader" style={{ paddingLeft: 44 }}>
        <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span
            aria-hidden
            style={{
              width: 10,
              height: 10,
              borderRadius: 2,
              flex: 'none',
              background: avatarColor(project.id),
            }}
          />
          <span>
            {project.title}
            {project.client ? ` · ${project.client}` : ''}
          </span>
        </span>
        <span className="tt-sub">{tentative ? 'Tentative' : 'Confirmed'}</span>
      </GridCell>
      <GridCell place={place(1)} className={tentative ? 'tt-tentative' : ''}>
        <span className="tt-sub">{user.name}</span>
      </GridCell>
      <GridCell place={place(2)} />
      <GridCell place={place(3)} />
      <GridCell place={place(4)} />
      {periods.map((period, periodIndex) => {
        const column = PINNED_COUNT + periodIndex;
        const text = timePerDayText(line.line.minutes[periodIndex] ?? []);
        const error = errors?.get(periodIndex);
        if (editor?.column === column)
          return (
            <GridCell key={period.key} place={place(column)}>
              {editor.node}
            </GridCell>
          );
        return (
          <GridCell
            key={period.key}
            place={place(column)}
            className={`tt-num${tentative ? ' tt-tentative' : ''}`}
            label={`${period.label}: ${text || 'not allocated'}${tentative ? ', tentative' : ''}${error ? `, not saved: ${error}` : ''}`}
            title={error}
          >
            <span>{text || '—'}</span>
            {error ? <span className="tt-error">Not saved</span> : null}
          </GridCell>
        );
      })}
    </div>
  );
});
