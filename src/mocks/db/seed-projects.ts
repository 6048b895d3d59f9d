import type { Faker } from '@faker-js/faker';
import { addDays, addMonths, format, lastDayOfMonth, startOfMonth, subMonths } from 'date-fns';
import { divideRoundHalfUp, lineAmountCents, percentOfCents } from '@/lib/cents';
import { monthRange, type TermPlan } from '@/lib/term-forecast';
import { workingDaysBreakdown, type NamedDay } from '@/lib/working-days';
import { withInvoiceDetails } from './seed-invoice-details';
import type { InvoiceRow, ProjectRow, TermRow } from './project-schemas';
import type { MockUser } from './schemas';
import { calendarDay } from '@/lib/calendar-day';

// Projects with their terms over about two years and the invoices of their closed months, drawn from
// the tenant's own faker stream; the arithmetic is the client's own (src/lib/term-forecast.ts).

const CODE_NAMES = [
  'Atlas',
  'Borealis',
  'Cobalt',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Iris',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Pioneer',
  'Quartz',
  'Redwood',
  'Summit',
  'Tundra',
  'Umbra',
  'Vertex',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
  'Aurora',
  'Beacon',
  'Cascade',
  'Dune',
  'Equinox',
  'Falcon',
  'Glacier',
  'Helix',
  'Ion',
  'Jade',
] as const;
const KINDS = ['Platform', 'Portal', 'Migration', 'Mobile app', 'Data hub', 'Redesign', 'Support'] as const;

// Currencies by weight: most work is billed in EUR, then USD, GEL and GBP.
const CURRENCY_WEIGHTS = [
  { weight: 8, value: 'EUR' },
  { weight: 5, value: 'USD' },
  { weight: 4, value: 'GEL' },
  { weight: 3, value: 'GBP' },
];
// Hourly rates in cents by currency, from which a term's rate is drawn (33.33 shows the rounding).
const RATES: Record<string, readonly number[]> = {
  EUR: [3333, 4000, 4500, 5250, 6000],
  USD: [3500, 4000, 4800, 5500, 6500],
  GEL: [9000, 11000, 12500, 15000],
  GBP: [3000, 3800, 4200, 5000],
};
// Time per working day: full days mostly, then half days, 07:30 and 06:00.
const MINUTES_PER_DAY = [
  { weight: 10, value: 480 },
  { weight: 4, value: 240 },
  { weight: 2, value: 450 },
  { weight: 2, value: 360 },
];

const day = calendarDay;

export type ProjectSeed = { projects: ProjectRow[]; terms: TermRow[]; invoices: InvoiceRow[] };

type Context = {
  faker: Faker;
  users: readonly MockUser[];
  holidays: readonly NamedDay[];
  referenceDate: Date;
  tenant: string;
  // The invoices' approvals, history and vacation invoices: a stream of its own (see seed-invoice-details).
  invoiceFaker: Faker;
  // How many projects, when set (NEXT_PUBLIC_MOCK_PROJECTS, for benchmarks); else from the scale.
  projects?: number | null;
};

// Days after its issue an invoice may still wait for approval in the seed: past a whole month.
const AWAITING_APPROVAL_DAYS = 35;

// 32 at the demo's scale, a project per 25 people beyond it (200 for 5,000 people).
function projectCount(scale: number): number {
  return Math.max(32, Math.round(scale * 0.04));
}

function titleOf(index: number): string {
  const name = CODE_NAMES[index % CODE_NAMES.length] ?? 'Project';
  const kind = KINDS[Math.floor(index / CODE_NAMES.length) % KINDS.length] ?? 'Platform';
  const round = Math.floor(index / (CODE_NAMES.length * KINDS.length));
  return round === 0 ? `${name} ${kind}` : `${name} ${kind} ${round + 1}`;
}

function statusOf(faker: Faker, start: string, end: string | null, today: string): string {
  if (start > today) return 'upcoming';
  if (end !== null && end < today)
    return faker.helpers.weightedArrayElement([
      { weight: 9, value: 'completed' },
      { weight: 1, value: 'cancelled' },
    ]);
  return faker.helpers.weightedArrayElement([
    { weight: 9, value: 'active' },
    { weight: 1, value: 'on_hold' },
  ]);
}

// k different items, drawn by index: arrayElements would shuffle thousands of people per project.
function distinctPicks<T>(faker: Faker, items: readonly T[], count: number): T[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(faker.number.int({ min: 0, max: items.length - 1 }));
  return [...picked].map((index) => items[index] as T);
}

export function seedProjects(context: Context, scale: number): ProjectSeed {
  const count = context.projects ?? projectCount(scale);
  const dense = context.projects != null;
  const { faker, users, referenceDate } = context;
  const today = day(referenceDate);
  const managers = users.filter((user) => user.role !== 'employee' && user.active && !user.archived);
  const people = users.filter((user) => user.is_billable && !user.archived);
  const clients = Array.from({ length: 14 }, () => faker.company.name());
  const projects: ProjectRow[] = [];
  const terms: TermRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = index + 1;
    // A benchmark seed (`dense`) runs every project from one to almost three years ago until after
    // today, from the same draws, so each has a long invoice history.
    const monthsAgo = faker.number.int({ min: -2, max: 20 });
    const start = startOfMonth(subMonths(referenceDate, dense ? monthsAgo + 12 : monthsAgo));
    const openEnded = faker.datatype.boolean(0.15);
    const end = openEnded
      ? null
      : day(lastDayOfMonth(addMonths(dense ? referenceDate : start, faker.number.int({ min: 3, max: 24 }))));
    const currency = faker.helpers.weightedArrayElement(CURRENCY_WEIGHTS);
    const project: ProjectRow = {
      id,
      title: titleOf(index),
      client: faker.datatype.boolean(0.9) ? faker.helpers.arrayElement(clients) : null,
      status: statusOf(faker, day(start), end, today),
      currency,
      project_manager_id: managers.length ? faker.helpers.arrayElement(managers).id : null,
      start_date: day(start),
      end_date: end,
      description: faker.datatype.boolean(0.6) ? faker.company.catchPhrase() : null,
      administrative_fields: null,
      media_ids: [],
      created_at: day(subMonths(start, 1)),
    };
    projects.push(project);
    if (people.length === 0) continue;
    const team = distinctPicks(faker, people, faker.number.int({ min: 1, max: Math.min(5, people.length) }));
    const projectEnd = end ?? day(lastDayOfMonth(addMonths(referenceDate, 9)));
    for (const person of team) {
      const startOffset = faker.number.int({ min: 0, max: 3 });
      const termStart = addMonths(start, dense ? 0 : startOffset);
      if (day(termStart) > projectEnd) continue;
      const months = faker.number.int({ min: 2, max: 12 });
      // A benchmark seed staffs each project for its whole life, so every closed month is invoiced.
      const termEnd = dense ? projectEnd : day(lastDayOfMonth(addMonths(termStart, months)));
      const plan: TermPlan = {
        start_date: day(termStart),
        end_date: termEnd < projectEnd ? termEnd : projectEnd,
        minutes_per_day: faker.helpers.weightedArrayElement(MINUTES_PER_DAY),
        rate_cents: faker.helpers.arrayElement(RATES[currency] ?? RATES.EUR!),
      };
      // Some terms changed since they were first saved: a raise, or an extension.
      const changed = faker.datatype.boolean(0.3);
      const baseline = changed
        ? {
            ...plan,
            rate_cents: plan.rate_cents - 500,
            end_date: day(addDays(new Date(`${plan.end_date}T12:00`), -30)),
          }
        : { ...plan };
      terms.push({
        ...plan,
        id: terms.length + 1,
        internal_project_id: id,
        user_id: person.id,
        status: faker.datatype.boolean(0.85) ? 'confirmed' : 'tentative',
        note: null,
        baseline: baseline.end_date < baseline.start_date ? { ...plan } : baseline,
        created_at: day(subMonths(termStart, 1)),
      });
    }
  }
  const invoices = withInvoiceDetails(seedInvoices(context, projects, terms), {
    faker: context.invoiceFaker,
    users,
    referenceDate,
  });
  return { projects: withFormulaLikeClient(projects, invoices), terms, invoices };
}

// A client whose name a spreadsheet would read as a formula, so the CSV export's neutralisation shows
// end to end ("'+Plus Partners" in the file).
export const FORMULA_LIKE_CLIENT = '+Plus Partners';

// The client of the first invoiced project after the first takes that name, for every project it has
// but the first (which tests and the demo name);
// renamed after the draws, so every seeded figure stays as it was.
function withFormulaLikeClient(projects: ProjectRow[], invoices: readonly InvoiceRow[]): ProjectRow[] {
  const invoiced = new Set(invoices.map((invoice) => invoice.internal_project_id));
  const chosen = projects.find(
    (project) => project.id > 1 && project.client !== null && invoiced.has(project.id),
  );
  if (!chosen) return projects;
  return projects.map((project) =>
    project.id > 1 && project.client === chosen.client
      ? { ...project, client: FORMULA_LIKE_CLIENT }
      : project,
  );
}

// Each month's working dates, counted once: thousands of projects would otherwise walk the same days.
function workingDatesByMonth(holidays: readonly NamedDay[]): (month: string) => readonly string[] {
  const cache = new Map<string, readonly string[]>();
  return (month) => {
    const known = cache.get(month);
    if (known) return known;
    const { from, to } = monthRange(month);
    const dates = workingDaysBreakdown(from, to, holidays).dates;
    cache.set(month, dates);
    return dates;
  };
}

// Hours invoices for each closed month a project worked, most approved and paid; the last ones still
// open, some with leave taken off, a few rejected, so the project figures have something to explain.
function seedInvoices(
  context: Context,
  projects: readonly ProjectRow[],
  terms: readonly TermRow[],
): InvoiceRow[] {
  const { faker, holidays, referenceDate, tenant } = context;
  const invoices: InvoiceRow[] = [];
  const workingDates = workingDatesByMonth(holidays);
  const firstOfThisMonth = day(startOfMonth(referenceDate));
  const termsByProject = new Map<number, TermRow[]>();
  for (const term of terms) {
    if (term.status !== 'confirmed') continue;
    termsByProject.set(term.internal_project_id, [
      ...(termsByProject.get(term.internal_project_id) ?? []),
      term,
    ]);
  }
  for (const project of projects) {
    const projectTerms = termsByProject.get(project.id) ?? [];
    for (
      let month = startOfMonth(new Date(`${project.start_date}T12:00`));
      day(month) < firstOfThisMonth;
      month = addMonths(month, 1)
    ) {
      const from = day(month);
      const to = day(lastDayOfMonth(month));
      // A month now and then is not invoiced yet: the overview's "uninvoiced months" alert.
      if (faker.datatype.boolean(0.08)) continue;
      const leave = { vacation: 0, sick_leave: 0, other: 0 };
      const lines = projectTerms.flatMap((term) => {
        const worked = workingDates(from.slice(0, 7)).filter(
          (date) => date >= term.start_date && date <= term.end_date,
        ).length;
        const line = { days: worked, cents: lineAmountCents(worked * term.minutes_per_day, term.rate_cents) };
        if (line.days === 0) return [];
        const vacationDays = faker.datatype.boolean(0.2)
          ? Math.min(line.days, faker.number.int({ min: 1, max: 3 }))
          : 0;
        const sickDays = faker.datatype.boolean(0.1) ? Math.min(line.days - vacationDays, 1) : 0;
        leave.vacation += vacationDays * term.minutes_per_day;
        leave.sick_leave += sickDays * term.minutes_per_day;
        const days = line.days - vacationDays - sickDays;
        const minutes = days * term.minutes_per_day;
        return [
          {
            user_id: term.user_id,
            term_id: term.id,
            description: `${format(month, 'MMMM yyyy')}`,
            days,
            minutes,
            rate_cents: term.rate_cents,
            amount_cents: divideRoundHalfUp(minutes * term.rate_cents, 60),
          },
        ];
      });
      if (lines.length === 0) continue;
      const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
      const vatPercentage = project.currency === 'GEL' ? 18 : 0;
      const vat = percentOfCents(subtotal, vatPercentage);
      const issue = addDays(lastDayOfMonth(month), 1);
      const age = (referenceDate.getTime() - issue.getTime()) / 86_400_000;
      // The draws stay as they were first written (every seeded figure follows from them); only
      // the last closed month's invoices wait for approval until its whole next month has passed, so
      // the list always has some, whatever day of the month it is.
      const decided = age < 20 ? 'pending' : faker.datatype.boolean(0.04) ? 'rejected' : 'approved';
      const halfPaid = decided === 'approved' && age <= 45 ? faker.datatype.boolean(0.3) : false;
      const approval = age < AWAITING_APPROVAL_DAYS ? 'pending' : decided;
      const paid =
        approval !== 'approved'
          ? 0
          : age > 45
            ? subtotal + vat
            : halfPaid
              ? divideRoundHalfUp(subtotal + vat, 2)
              : 0;
      const id = invoices.length + 1;
      invoices.push({
        id,
        number: `INV-${format(issue, 'yyyy')}-${String(id).padStart(4, '0')}`,
        internal_project_id: project.id,
        type: 'hours',
        period_from: from,
        period_to: to,
        issue_date: day(issue),
        due_date: day(addDays(issue, 30)),
        currency: project.currency,
        language: 'en',
        lines,
        subtotal_cents: subtotal,
        vat_id: vatPercentage === 18 ? 1 : 2,
        vat_percentage: vatPercentage,
        vat_cents: vat,
        total_cents: subtotal + vat,
        paid_cents: paid,
        paid_at: paid > 0 ? day(addDays(issue, 20)) : null,
        payment_status: paid === 0 ? 'np' : paid < subtotal + vat ? 'pp' : 'p',
        approval_status: approval,
        leave_minutes: leave,
        notes: null,
        created_by: null,
        created_at: day(issue),
        approved_by: null,
        approved_at: null,
        approval_comment: null,
        history: [],
        moneybird: null,
      });
    }
  }
  // The tenant's name keeps the numbering apart in a demo that shows two tenants side by side.
  return tenant === 'globex'
    ? invoices.map((invoice) => ({ ...invoice, number: invoice.number.replace('INV', 'GLX') }))
    : invoices;
}
