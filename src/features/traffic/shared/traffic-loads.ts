import type { TrafficAllocation, TrafficHoliday, TrafficRow } from '@/api/traffic/traffic.schemas';
import { parseDuration } from '@/lib/duration';
import { dailyLoad, type DailyLoad, type LoadAllocation } from '@/lib/traffic-load';
import type { NamedDay } from '@/lib/working-days';

// Each person's day-by-day load for the period, from one answer of the read model.
export type TrafficLoads = ReadonlyMap<number, DailyLoad>;

export const loadAllocationOf = (allocation: TrafficAllocation): LoadAllocation => ({
  id: allocation.id,
  start_date: allocation.start_date,
  end_date: allocation.end_date,
  minutes_per_day: parseDuration(allocation.hours_per_day) ?? 0,
  status: allocation.status,
});

export function holidaysByCountry(holidays: readonly TrafficHoliday[]): Map<string, NamedDay[]> {
  const byCountry = new Map<string, NamedDay[]>();
  for (const { date, name, country } of holidays) {
    const list = byCountry.get(country) ?? [];
    list.push({ date, name });
    byCountry.set(country, list);
  }
  return byCountry;
}

export function trafficLoadsOf(
  rows: readonly TrafficRow[],
  holidays: readonly TrafficHoliday[],
  from: string,
  to: string,
): TrafficLoads {
  const byCountry = holidaysByCountry(holidays);
  const loads = new Map<number, DailyLoad>();
  for (const row of rows)
    loads.set(
      row.user.id,
      dailyLoad(
        {
          availability: row.availability.map((entry) => ({
            id: entry.id,
            type: entry.type,
            date: entry.date,
            availability: entry.data.availability,
          })),
          allocations: row.allocations.map(loadAllocationOf),
          time_offs: row.time_offs,
          holidays: byCountry.get(row.user.country) ?? [],
        },
        from,
        to,
      ),
    );
  return loads;
}
