const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

// A local day as yyyy-MM-dd. The mock's seeds write tens of thousands of these, where date-fns'
// general `format` costs a second at scale.
export function calendarDay(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}
