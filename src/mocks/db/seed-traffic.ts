import { addMonths, format, lastDayOfMonth, startOfMonth } from 'date-fns';
import type { ProjectRow, TermRow } from './project-schemas';
import type { MockUser } from './schemas';

// The planner's picture after every random draw (so no earlier figure moves): the drawn terms book
// people fully or above; two people without a term get a half-day one from next month (one tentative),
// so "free at least half" finds someone booked and the table shows a partly booked row.

const HALF_DAY = 240;
const EXAMPLES = 2;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

const isEmployee = (user: MockUser) =>
  !user.archived && user.start_date !== null && (user.stage === '' || user.stage === 'hired');

export function plannerExampleTerms(
  users: readonly MockUser[],
  projects: readonly ProjectRow[],
  terms: readonly TermRow[],
  referenceDate: Date,
): TermRow[] {
  const start = day(startOfMonth(addMonths(referenceDate, 1)));
  const end = day(lastDayOfMonth(addMonths(referenceDate, 3)));
  // Not project 1, which tests and the demo name; one that runs the whole three months and has a term.
  const project = projects.find(
    (row) =>
      row.id > 1 &&
      row.start_date <= start &&
      (row.end_date === null || row.end_date >= end) &&
      terms.some((term) => term.internal_project_id === row.id),
  );
  if (!project) return [];
  const rate = terms.find((term) => term.internal_project_id === project.id)!.rate_cents;
  const booked = new Set(terms.map((term) => term.user_id));
  // Generated people only: the demo accounts (ids 1–3) keep the plans the demo shows.
  const free = users
    .filter((user) => user.id > 3 && isEmployee(user) && !booked.has(user.id))
    .slice(0, EXAMPLES);
  let id = terms.reduce((max, term) => Math.max(max, term.id), 0);
  return free.map((user, position) => {
    id += 1;
    const plan = { start_date: start, end_date: end, minutes_per_day: HALF_DAY, rate_cents: rate };
    return {
      ...plan,
      id,
      internal_project_id: project.id,
      user_id: user.id,
      status: position === 0 ? 'confirmed' : 'tentative',
      note: null,
      baseline: { ...plan },
      created_at: day(referenceDate),
    };
  });
}
