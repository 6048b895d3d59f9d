// Years to choose from: a few around the one shown and this one.
export function yearOptions(year: number, thisYear: number): number[] {
  const from = Math.min(year, thisYear) - 5;
  const to = Math.max(year, thisYear) + 2;
  return Array.from({ length: to - from + 1 }, (_, index) => to - index);
}
