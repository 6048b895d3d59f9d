const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

// A local day as yyyy-MM-dd. The mock's seeds write tens of thousands of these, where date-fns'
// general `format` costs a second at scale.
export function calendarDay(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// A local month as yyyy-MM.
export const calendarMonth = (date: Date): string => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}`;

// "Mar", "Mar 2025" and "5 Mar 2025", as date-fns' 'MMM', 'MMM yyyy' and 'd MMM yyyy' write them: screens
// on a tight bundle budget (/invoices) say dates without date-fns' general `format` and its locale.
export const shortMonthLabel = (date: Date): string => MONTHS[date.getMonth()] ?? '';
export const monthLabel = (date: Date): string => `${shortMonthLabel(date)} ${date.getFullYear()}`;
export const dayLabel = (date: Date): string => `${date.getDate()} ${monthLabel(date)}`;
