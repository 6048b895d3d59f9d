import type { Faker } from '@faker-js/faker';
import { addDays } from 'date-fns';
import {
  AVAILABILITY_TYPES,
  AVAILABILITY_VALUES,
  validateAvailability,
  type AvailabilityType,
  type AvailabilityValue,
} from '@/lib/availability';
import type { ReferenceLists } from './seed-reference-lists';
import type { AvailabilityEntryRow, MockUser, UserSkill } from './schemas';
import { calendarDay } from '@/lib/calendar-day';

// The employee side of a person: skills, employment and dated availability entries. Drawn from its
// own random stream, after the users, so adding to it changes no user, notification or earlier data;
// each person's draws happen in id order, so the first people are the same whatever the scale.

export type EmployeeSeedContext = {
  faker: Faker;
  lists: ReferenceLists;
  referenceDate: Date;
  demoEmails: ReadonlySet<string>;
};

const day = calendarDay;

// Formatting dates is the dearest part of seeding 5,000 people: each day is formatted once.
const dayCache = new WeakMap<EmployeeSeedContext, Map<number, string>>();
function dayAt(context: EmployeeSeedContext, offset: number): string {
  let days = dayCache.get(context);
  if (!days) dayCache.set(context, (days = new Map()));
  let text = days.get(offset);
  if (text === undefined) days.set(offset, (text = day(addDays(context.referenceDate, offset))));
  return text;
}

const ENTRY_COUNT_WEIGHTS = [
  { weight: 10, value: 0 },
  { weight: 30, value: 1 },
  { weight: 30, value: 2 },
  { weight: 20, value: 3 },
  { weight: 10, value: 4 },
] as const;

const EMPLOYMENT_WEIGHTS = [
  { weight: 80, value: 'Full-time' },
  { weight: 10, value: 'Part-time' },
  { weight: 7, value: 'Contractor' },
  { weight: 3, value: 'Intern' },
] as const;

const WEEKLY_HOURS: Record<(typeof EMPLOYMENT_WEIGHTS)[number]['value'], number> = {
  'Full-time': 40,
  'Part-time': 20,
  Contractor: 30,
  Intern: 20,
};

// Entries from eight months back to six weeks ahead, so most people have a current one and some a
// change planned.
const PAST_DAYS = 240;
const FUTURE_DAYS = 45;

// Demo accounts get a readable history: a current entry of each type and one planned change.
const DEMO_ENTRIES: readonly { type: AvailabilityType; daysFromToday: number; value: AvailabilityValue }[] = [
  { type: 'billable', daysFromToday: -90, value: 'Available' },
  { type: 'internal', daysFromToday: -60, value: 'Available' },
  { type: 'billable', daysFromToday: -14, value: 'Partially available' },
  { type: 'billable', daysFromToday: 21, value: 'Unavailable' },
];

const DEMO_PERSONAL = {
  birth_date: '1990-04-12',
  phone: '+995 555 12 34 56',
  personal_email: null,
  location: 'Tbilisi',
  address: null,
  emergency_contact: null,
};

function pickSkills(faker: Faker, lists: ReferenceLists): UserSkill[] {
  return faker.helpers
    .arrayElements(lists.skills, { min: 2, max: 5 })
    .map((skill) => ({
      skill_id: skill.id,
      proficiency: faker.number.int({ min: 1, max: 5 }),
      competency: faker.number.int({ min: 1, max: 4 }),
    }))
    .sort((a, b) => a.skill_id - b.skill_id);
}

// Dated entries that obey SPEC §5 as they are drawn: never the previous value of the same type,
// never On-demand for the role employee.
function drawEntries(
  user: MockUser,
  context: EmployeeSeedContext,
  nextId: () => number,
): AvailabilityEntryRow[] {
  const { faker } = context;
  const count = faker.helpers.weightedArrayElement(ENTRY_COUNT_WEIGHTS);
  const dates = Array.from({ length: count }, () =>
    dayAt(context, faker.number.int({ min: -PAST_DAYS, max: FUTURE_DAYS })),
  ).sort();
  const entries: AvailabilityEntryRow[] = [];
  for (const date of dates) {
    const type = faker.helpers.arrayElement(AVAILABILITY_TYPES);
    if (entries.some((entry) => entry.type === type && entry.date === date)) continue;
    const value = faker.helpers
      .shuffle([...AVAILABILITY_VALUES])
      .find(
        (candidate) => !validateAvailability({ type, date, availability: candidate }, entries, user.role),
      );
    if (!value) continue;
    entries.push({ id: nextId(), user_id: user.id, type, date, data: { availability: value } });
  }
  return entries;
}

// The drawn entries made believable for planning (issue 32), drawing nothing more: an entry is about
// the kind of work the person does (billable or internal, by their own flag), and a billable person is
// available, now and then partially; a value the same as the one before it goes.
function plannedEntries(user: MockUser, entries: readonly AvailabilityEntryRow[]): AvailabilityEntryRow[] {
  const type: AvailabilityType = user.is_billable ? 'billable' : 'internal';
  const kept: AvailabilityEntryRow[] = [];
  for (const entry of entries) {
    const drawn = entry.data.availability;
    const availability = user.is_billable && drawn !== 'Partially available' ? 'Available' : drawn;
    const previous = kept.at(-1);
    if (previous?.data.availability === availability || previous?.date === entry.date) continue;
    kept.push({ ...entry, type, data: { availability } });
  }
  return kept;
}

function demoEntries(user: MockUser, referenceDate: Date, nextId: () => number): AvailabilityEntryRow[] {
  return DEMO_ENTRIES.map(({ type, daysFromToday, value }) => ({
    id: nextId(),
    user_id: user.id,
    type,
    date: day(addDays(referenceDate, daysFromToday)),
    data: { availability: value },
  }));
}

// Fills in each user's employee details (in place: the users are the seed's own fresh records) and
// returns the availability entries.
export function seedEmployees(users: MockUser[], context: EmployeeSeedContext): AvailabilityEntryRow[] {
  const { faker, lists, referenceDate, demoEmails } = context;
  const typeId = new Map(lists.employmentTypes.map((row) => [row.name, row.id]));
  const entries: AvailabilityEntryRow[] = [];
  let lastId = 0;
  const nextId = () => (lastId += 1);
  for (const user of users) {
    const demo = demoEmails.has(user.email);
    const employment = faker.helpers.weightedArrayElement(EMPLOYMENT_WEIGHTS);
    user.skills = pickSkills(faker, lists);
    user.employment_type_id = typeId.get(employment) ?? null;
    user.weekly_hours = WEEKLY_HOURS[employment];
    // Joined the day their record was made.
    user.start_date = user.created_at.slice(0, 10);
    if (demo) user.personal = { ...DEMO_PERSONAL };
    // The demo's billable account keeps its readable history; the others say what work they do.
    const drawn = demo ? demoEntries(user, referenceDate, nextId) : drawEntries(user, context, nextId);
    entries.push(...(demo && user.is_billable ? drawn : plannedEntries(user, drawn)));
  }
  return entries;
}
