// `npm run seed-report`: the seed's figures for each tenant (issue 32), worked out with the product's
// own rules: planning (src/mocks/db/seed-figures.ts) and finance (src/mocks/db/seed-finance-figures.ts).
// Figures only; tests/mocks/seed-plot-*.test.ts hold them to the issue's ranges.
//
//   npm run seed-report                      today, at the demo's scale (NEXT_PUBLIC_MOCK_SCALE or 60)
//   npm run seed-report -- --date 2027-03-10 another reference date (the demo a year on)
//   npm run seed-report -- --json            the figures as JSON
import { register } from 'node:module';
import { parseArgs } from 'node:util';

register('./ts-loader.mjs', import.meta.url);

const { values } = parseArgs({
  options: { date: { type: 'string' }, json: { type: 'boolean', default: false } },
});
const date = values.date ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`--date takes YYYY-MM-DD, not "${date}"`);
const [year, month, day] = date.split('-').map(Number);

const { configureMockDb, getTenantDb } = await import('../src/mocks/db/mock-db.ts');
const { MOCK_TENANTS } = await import('../src/mocks/db/organizations.ts');
const { seedPlanningFigures } = await import('../src/mocks/db/seed-figures.ts');
const { seedFinanceFigures } = await import('../src/mocks/db/seed-finance-figures.ts');

configureMockDb({ referenceDate: new Date(year, month - 1, day) });

const percent = (share) => `${(share * 100).toFixed(1)} %`;

function planningLines(figures) {
  const { conflicts, weeks, vacation, tableYear } = figures;
  const kinds = Object.entries(conflicts.byKind)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  return [
    `conflicts (timeline, ${conflicts.range.from}..${conflicts.range.to}): ${conflicts.total} (${kinds})`,
    `billable people: ${figures.billablePeople}; weeks ${weeks.from}..${weeks.to} (${weeks.count})`,
    `over capacity per week: max ${percent(figures.overCapacityShare.max)}, mean ${percent(figures.overCapacityShare.mean)}`,
    `people over capacity in some week: ${percent(figures.overCapacityPeopleShare)}`,
    `booked 60-100 % per week: min ${percent(figures.bookedShare60to100.min)}, mean ${percent(figures.bookedShare60to100.mean)}`,
    `on the bench this week: ${figures.bench}`,
    `table ${tableYear.from}..${tableYear.to}: busiest department ${tableYear.maxDepartmentUtilisation} %, busiest person ${tableYear.maxPersonUtilisation} %`,
    `days booked on approved leave: planned ${figures.bookedOnApprovedLeave.planned}, sick days already taken ${figures.bookedOnApprovedLeave.sick}`,
    `vacation available: ${vacation.min}..${vacation.max} days (mean ${vacation.mean}), allowance ${vacation.yearlyAllowance} a year`,
  ];
}

const amount = (cents) => (cents / 100).toFixed(2);
const ratio = (value) => value.toFixed(3);

function financeLines(figures) {
  const { endedMonths, actualVsForecast, deltas, uninvoicedMonths } = figures;
  const currencies = [...new Set(actualVsForecast.map((row) => row.currency))];
  const perCurrency = currencies.map((currency) => {
    const ratios = actualVsForecast
      .filter((row) => row.currency === currency && row.ratio !== null)
      .map((row) => row.ratio);
    return `${currency} ${ratio(Math.min(...ratios))}..${ratio(Math.max(...ratios))}`;
  });
  const gaps = uninvoicedMonths.flatMap(({ projectId, months }) =>
    months.map((month) => `#${projectId} ${month}`),
  );
  return [
    `ended months: ${endedMonths[0]}..${endedMonths.at(-1)} (${endedMonths.length})`,
    `actual / forecast per currency and ended month: ${perCurrency.join('; ')}`,
    ...deltas.map(
      (delta) =>
        `income delta ${delta.year} ${delta.currency}: ${amount(delta.totalCents)} (vacation ${amount(delta.vacationCents)}, sick leave ${amount(delta.sickLeaveCents)}, other ${amount(delta.otherCents)})`,
    ),
    `uninvoiced project months: ${gaps.length}${gaps.length ? ` (${gaps.join(', ')})` : ''}`,
    `staff who are also candidates: ${figures.staffWhoAreCandidates}`,
  ];
}

const report = {};
for (const tenant of MOCK_TENANTS) {
  const db = await getTenantDb(tenant);
  report[tenant] = {
    planning: seedPlanningFigures(db, date),
    finance: seedFinanceFigures(db, date),
  };
}

if (values.json) console.log(JSON.stringify(report, null, 2));
else
  for (const [tenant, figures] of Object.entries(report)) {
    console.log(`${tenant} (reference date ${date})`);
    for (const line of planningLines(figures.planning)) console.log(`  planning: ${line}`);
    for (const line of financeLines(figures.finance)) console.log(`  finance:  ${line}`);
  }
