import type { Term } from '@/api/terms/term.schemas';
import { lineAmountCents, toCents } from '@/lib/cents';
import { sumByCurrency, type CentsByCurrency } from '@/lib/currency-totals';
import { minutesFromHoursPerDay } from '@/lib/term-form';

// What a term books over its whole range: the server's working days × its time per day, valued at its
// rate and rounded once, as the contract value counts it (finance.md §2.4).
export function termFigures(term: Term): { minutes: number; cents: number } {
  const minutes = term.working_days * (minutesFromHoursPerDay(term.hours_per_day) ?? 0);
  return { minutes, cents: lineAmountCents(minutes, toCents(term.hourly_rate)) };
}

export type TermTotals = { days: number; minutes: number; value: CentsByCurrency };

// A table's footer: days and hours added up, the value per currency (never two currencies added).
export function termTotals(terms: readonly Term[]): TermTotals {
  let days = 0;
  let minutes = 0;
  const values = terms.map((term) => {
    const figures = termFigures(term);
    days += term.working_days;
    minutes += figures.minutes;
    return { currency: term.currency, cents: figures.cents };
  });
  return { days, minutes, value: sumByCurrency(values) };
}
