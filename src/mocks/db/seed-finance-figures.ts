import { format, parseISO, subMonths } from 'date-fns';
import type { CentsByCurrency } from '@/lib/currency-totals';
import { MONTHS } from '@/lib/quarters';
import { isCandidateStage } from '@/lib/recruitment-stages';
import { mockToday } from './employee-view';
import { figuresOf, uninvoicedMonths } from './project-figure-views';
import { projectReport } from './report-views';
import type { TenantDb } from './tenant-db';

// The finance side of a tenant's seed in figures (issue 32): the income report's actual against its
// forecast per currency for each ended month, the delta's split, the closed months no invoice covers, and
// the people who are both staff and candidates. Computed by the product's own rules (the income report,
// the projects' uninvoiced months), for scripts/seed-report.mjs and the seed's tests.

export type MonthActualVsForecast = {
  month: string;
  currency: string;
  forecastCents: number;
  actualCents: number;
  // actual / forecast, null without a forecast.
  ratio: number | null;
};

// The income report's delta over a year's ended months, per currency: what leave explains and the rest.
export type DeltaSplit = {
  year: number;
  currency: string;
  totalCents: number;
  vacationCents: number;
  sickLeaveCents: number;
  otherCents: number;
};

export type FinanceFigures = {
  // The last ended month ('yyyy-MM'), and the ended months looked at, oldest first.
  closedThrough: string;
  endedMonths: string[];
  // The lowest and highest actual / forecast over every currency and ended month (the issue: 0.9–1.1).
  ratioRange: { min: number; max: number } | null;
  actualVsForecast: MonthActualVsForecast[];
  deltas: DeltaSplit[];
  uninvoicedMonths: { projectId: number; title: string; months: string[] }[];
  staffWhoAreCandidates: number;
};

// The ended months of the last twelve: what the income report of this year and the last one compare.
export const ENDED_MONTHS = 12;

const ALL = { groupBy: 'project', projectIds: [], clientIds: [], managerIds: [], currencies: [] } as const;

const endedMonthsOf = (today: string): string[] =>
  Array.from({ length: ENDED_MONTHS }, (_, index) =>
    format(subMonths(parseISO(today), ENDED_MONTHS - index), 'yyyy-MM'),
  );

const currenciesOf = (...amounts: CentsByCurrency[]) =>
  [...new Set(amounts.flatMap((each) => Object.keys(each)))].sort();

function incomeFigures(db: TenantDb, months: readonly string[], today: string) {
  const years = [...new Set(months.map((month) => Number(month.slice(0, 4))))];
  const actualVsForecast: MonthActualVsForecast[] = [];
  const deltas: DeltaSplit[] = [];
  for (const year of years) {
    const { totals } = projectReport(db, 'income', year, ALL, today);
    MONTHS.forEach((name, index) => {
      const month = `${year}-${String(index + 1).padStart(2, '0')}`;
      if (!months.includes(month)) return;
      const { forecast, actual } = totals.months[name];
      for (const currency of currenciesOf(forecast, actual)) {
        const forecastCents = forecast[currency] ?? 0;
        const actualCents = actual[currency] ?? 0;
        if (forecastCents === 0 && actualCents === 0) continue;
        actualVsForecast.push({
          month,
          currency,
          forecastCents,
          actualCents,
          ratio: forecastCents === 0 ? null : actualCents / forecastCents,
        });
      }
    });
    const { total, other } = totals.delta;
    for (const currency of currenciesOf(total))
      deltas.push({
        year,
        currency,
        totalCents: total[currency] ?? 0,
        vacationCents: other.vacation[currency] ?? 0,
        sickLeaveCents: other.sick_leave[currency] ?? 0,
        otherCents: other.other[currency] ?? 0,
      });
  }
  actualVsForecast.sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency));
  return { actualVsForecast, deltas };
}

// Staff: anyone past recruitment (no candidate stage) or holding a term or a time off. A candidate: a
// candidate row still in the pipeline or refused; a hired one is the record of how staff joined.
function staffWhoAreCandidates(db: TenantDb): number {
  const working = new Set([
    ...db.terms.all().map((term) => term.user_id),
    ...db.timeOffs.all().map((timeOff) => timeOff.user_id),
  ]);
  const staff = new Set(
    db.users
      .all()
      .filter((user) => !isCandidateStage(user.stage) || working.has(user.id))
      .map((user) => user.id),
  );
  return db.candidates.all().filter((row) => row.status !== 'hired' && staff.has(row.user_id)).length;
}

export function seedFinanceFigures(db: TenantDb, today: string = mockToday()): FinanceFigures {
  const endedMonths = endedMonthsOf(today);
  const uninvoiced = db.projects
    .all()
    .map((project) => ({
      projectId: project.id,
      title: project.title,
      months: uninvoicedMonths(figuresOf(db, project, today)),
    }))
    .filter((project) => project.months.length > 0);
  const income = incomeFigures(db, endedMonths, today);
  const ratios = income.actualVsForecast.flatMap((row) => (row.ratio === null ? [] : [row.ratio]));
  return {
    closedThrough: endedMonths.at(-1)!,
    endedMonths,
    ratioRange: ratios.length === 0 ? null : { min: Math.min(...ratios), max: Math.max(...ratios) },
    ...income,
    uninvoicedMonths: uninvoiced,
    staffWhoAreCandidates: staffWhoAreCandidates(db),
  };
}
