import type { Faker } from '@faker-js/faker';
import { addDays, addMonths, lastDayOfMonth, startOfMonth, subMonths } from 'date-fns';
import type { TermPlan } from '@/lib/term-forecast';
import type { InvoiceRow, ProjectRow, TermRow } from './project-schemas';
import type { MockUser } from './schemas';
import { calendarDay } from '@/lib/calendar-day';

// Projects with their terms over about two years, drawn from the tenant's own faker stream; their
// invoices follow from the terms and the leave (seed-invoices.ts).

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

export type ProjectSeed = { projects: ProjectRow[]; terms: TermRow[] };

type Context = {
  faker: Faker;
  users: readonly MockUser[];
  referenceDate: Date;
  // How many projects, when set (NEXT_PUBLIC_MOCK_PROJECTS, for benchmarks); else from the scale.
  projects?: number | null;
};

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
        // Only a term still to start may be tentative: what has been worked was confirmed and billed.
        status: faker.datatype.boolean(0.85) || day(termStart) <= today ? 'confirmed' : 'tentative',
        note: null,
        baseline: baseline.end_date < baseline.start_date ? { ...plan } : baseline,
        created_at: day(subMonths(termStart, 1)),
      });
    }
  }
  return { projects, terms };
}

// A client whose name a spreadsheet would read as a formula, so the CSV export's neutralisation shows
// end to end ("'+Plus Partners" in the file).
export const FORMULA_LIKE_CLIENT = '+Plus Partners';

// The client of the first invoiced project after the first takes that name, for every project it has
// but the first (which tests and the demo name);
// renamed after the draws, so every seeded figure stays as it was.
export function withFormulaLikeClient(projects: ProjectRow[], invoices: readonly InvoiceRow[]): ProjectRow[] {
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
