import type { RateCardEntry } from '@/api/rate-cards/rate-card.schemas';
import { divideRoundHalfUp, fromCents } from '@/lib/cents';
import type { ReferenceLists } from './seed-reference-lists';

// Euro cents an hour per grade, junior to principal, for the default row.
const BASE_CENTS = [2_500, 3_000, 3_800, 4_500, 5_500, 6_500, 7_500, 9_000];
// Each position's rate as a percentage of the default; positions past the list are not billed.
const POSITION_PERCENT = [100, 85, 110, 90, 95, 95, 105, 120];

type CardPlan = {
  currency: string;
  // Units of the currency per euro, as a percentage, and the step rates are rounded to (cents).
  percentOfEuro: number;
  step: number;
  // How many positions get rates of their own (the default row always has them).
  positions: number;
};

// acme: a full EUR card and a small USD one (GEL and GBP have none yet); globex: a GEL card only, so its
// default currency (EUR) shows the empty state.
const PLANS: Record<string, readonly CardPlan[]> = {
  acme: [
    { currency: 'EUR', percentOfEuro: 100, step: 50, positions: POSITION_PERCENT.length },
    { currency: 'USD', percentOfEuro: 108, step: 100, positions: 1 },
  ],
  globex: [{ currency: 'GEL', percentOfEuro: 293, step: 100, positions: 3 }],
};

const rounded = (cents: number, step: number) => divideRoundHalfUp(cents, step) * step;

// Rates for the grades (the seniorities people are placed on: those without grades under them).
export function rateCardRows(tenant: string, lists: ReferenceLists, referenceDate: Date): RateCardEntry[] {
  const parents = new Set(lists.seniorities.map((row) => row.parent_id));
  const grades = lists.seniorities.filter((row) => !parents.has(row.id));
  const validFrom = `${referenceDate.getFullYear()}-01-01`;
  const rows: RateCardEntry[] = [];
  for (const plan of PLANS[tenant] ?? []) {
    const positions = [null, ...lists.positions.slice(0, plan.positions).map((position) => position.id)];
    positions.forEach((positionId, index) => {
      const percent = index === 0 ? 100 : (POSITION_PERCENT[index - 1] ?? 100);
      grades.forEach((grade, gradeIndex) => {
        const euroCents = divideRoundHalfUp((BASE_CENTS[gradeIndex] ?? 0) * percent, 100);
        const cents = rounded(divideRoundHalfUp(euroCents * plan.percentOfEuro, 100), plan.step);
        rows.push({
          id: rows.length + 1,
          position_id: positionId,
          seniority_id: grade.id,
          currency: plan.currency,
          hourly_rate: fromCents(cents),
          valid_from: validFrom,
        });
      });
    });
  }
  return rows;
}
