import { formatDuration } from '@/lib/duration';
import type { TrafficPeriod } from '@/lib/traffic-periods';
import { PINNED_COLUMNS, periodOfColumn } from './table-columns';
import type { TableLine } from './table-model';
import { availabilityText, leaveText, timePerDayText, utilisationCellText } from './table-texts';

// What the live region says of the cell under the cursor: "Ana Beridze, May 2026: 120:00 of 168:00,
// partly booked".
export function describeTableCell(
  line: TableLine | undefined,
  column: number,
  periods: readonly TrafficPeriod[],
  showPending: boolean,
  canEdit: boolean,
): string {
  if (!line) return '';
  const periodIndex = periodOfColumn(column);
  const period = periodIndex === null ? null : periods[periodIndex];
  if (line.kind === 'group') {
    const head = `${line.label}, ${line.people} ${line.people === 1 ? 'person' : 'people'}`;
    if (!period) return head;
    const text = utilisationCellText(line.periods[periodIndex!]!);
    return `${head}, ${period.label}: ${text.detail}${text.over ? `, ${text.over}` : ''}`;
  }
  const { person } = line;
  const name = person.row.user.name;
  if (line.kind === 'allocation') {
    const project = `${line.line.project.title}${line.line.status === 'tentative' ? ' (tentative)' : ''}`;
    if (!period) return `${name}, ${project}`;
    const time = timePerDayText(line.line.minutes[periodIndex!] ?? []);
    return `${name}, ${project}, ${period.label}: ${time || 'not allocated'}${canEdit ? '. Enter to edit' : ''}`;
  }
  if (!period) {
    const pinned = PINNED_COLUMNS[column];
    const values: Record<string, string> = {
      person: `${line.expanded ? 'allocations shown' : 'allocations hidden'}, Space to ${line.expanded ? 'hide' : 'show'}`,
      availability: availabilityText(person.row).long,
      capacity: formatDuration(person.total.capacity),
      booked: formatDuration(person.total.booked),
      free: formatDuration(Math.max(0, person.total.capacity - person.total.booked)),
    };
    return `${name}, ${pinned?.label ?? ''}: ${values[pinned?.id ?? 'person']}`;
  }
  const load = person.periods[periodIndex!]!;
  const text = utilisationCellText(load);
  const leave = leaveText(person.approvedDays[periodIndex!]!, person.pendingDays[periodIndex!]!, showPending);
  return [`${name}, ${period.label}: ${text.detail}`, text.over, leave].filter(Boolean).join(', ');
}
