import { toCsv, type CsvValue } from '@/lib/csv';
import { formatDuration } from '@/lib/duration';
import { trafficPeriods } from '@/lib/traffic-periods';
import type { MockUser } from '../db/schemas';
import type { TrafficQuery } from '../db/traffic-query';
import { personPeriodLoads, utilisationOf } from '../db/traffic-summary';
import { type TrafficIndex } from '../db/traffic-view';

// GET traffic/export's file: the table view's rows, a person a line, and per period what they are
// booked, their capacity ("H:MM") and the utilisation in percent (one decimal, empty without capacity).
// Names and texts go through toCsv, which neutralises formulas.

export function trafficCsv(index: TrafficIndex, query: TrafficQuery, people: readonly MockUser[]): string {
  const periods = trafficPeriods(query.from, query.to, query.granularity);
  const header = [
    'Person',
    'Department',
    'Position',
    ...periods.flatMap((period) => [
      `${period.label} booked`,
      `${period.label} capacity`,
      `${period.label} utilisation %`,
    ]),
  ];
  const rows = people.map((user): CsvValue[] => {
    const loads = personPeriodLoads(index, query, user, periods, index.terms.get(user.id) ?? []);
    return [
      user.name,
      user.department_id === null ? null : index.departments.get(user.department_id),
      user.position_id === null ? null : index.positions.get(user.position_id),
      ...loads.flatMap((load) => [
        formatDuration(load.booked),
        formatDuration(load.capacity),
        utilisationOf(load),
      ]),
    ];
  });
  return toCsv(header, rows);
}
