import { DAY_WORKING, bookedOn, isOverbooked, type DailyLoad } from './traffic-load';

// The 4 px availability strip under a person's bars (planning.md §2.4): each day free, full, over or
// on demand (days off left blank), in runs so a year is a few gradient stops, never a node per day;
// and the same in words for the row's accessible description (status never by colour alone).

export type StripStatus = 'off' | 'free' | 'full' | 'over' | 'on_demand';

export type StripRun = { first: number; last: number; status: StripStatus };

export function dayStatus(load: DailyLoad, index: number, withTentative: boolean): StripStatus {
  if (load.kind[index] !== DAY_WORKING) return 'off';
  if (load.onDemand[index]) return 'on_demand';
  const booked = bookedOn(load, index, withTentative);
  const capacity = load.capacity[index] ?? 0;
  if (isOverbooked(load, index, withTentative)) return 'over';
  if (capacity === 0) return 'off';
  return booked >= capacity ? 'full' : 'free';
}

export function stripRuns(load: DailyLoad, withTentative: boolean): StripRun[] {
  const runs: StripRun[] = [];
  for (let index = 0; index < load.count; index += 1) {
    const status = dayStatus(load, index, withTentative);
    const current = runs.at(-1);
    if (current && current.status === status && current.last === index - 1) current.last = index;
    else runs.push({ first: index, last: index, status });
  }
  return runs.filter((run) => run.status !== 'off');
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

// "Availability: 12 days free, 5 fully booked, 2 overbooked, 3 on demand" (the kinds that occur).
export function stripDescription(runs: readonly StripRun[]): string {
  const days: Record<Exclude<StripStatus, 'off'>, number> = { free: 0, full: 0, over: 0, on_demand: 0 };
  for (const run of runs) if (run.status !== 'off') days[run.status] += run.last - run.first + 1;
  const said = [
    days.free ? `${plural(days.free, 'day', 'days')} free` : '',
    days.full ? `${days.full} fully booked` : '',
    days.over ? `${days.over} overbooked` : '',
    days.on_demand ? `${days.on_demand} on demand` : '',
  ].filter(Boolean);
  return said.length > 0 ? `Availability: ${said.join(', ')}` : 'Availability: no working days';
}
