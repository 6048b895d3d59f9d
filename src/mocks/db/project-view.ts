import type { Project } from '@/api/internal-projects/internal-project.schemas';
import type { Term } from '@/api/terms/term.schemas';
import { fromCents } from '@/lib/cents';
import { formatDuration } from '@/lib/duration';
import { termValue } from '@/lib/term-forecast';
import { WORKING_DAYS_COUNTRY } from '@/lib/term-form';
import type { NamedDay } from '@/lib/working-days';
import { percentageFromMinutesPerDay } from '@/lib/duration';
import { mediaOf } from './profile-view';
import type { ProjectRow, TermRow } from './project-schemas';
import type { TenantDb } from './tenant-db';

// Rows of projects and terms as the API answers them. The mock counts working days with Georgia's
// holidays (the seeded people work there); a backend would use each person's country.

// The country whose holidays terms skip, the one the client previews with.
export const PROJECT_HOLIDAY_COUNTRY = WORKING_DAYS_COUNTRY;

export function projectHolidays(db: TenantDb): NamedDay[] {
  return db.publicHolidays
    .findMany((q) => q.where({ country: PROJECT_HOLIDAY_COUNTRY }))
    .map(({ date, name }) => ({ date, name }));
}

const nameOf = (db: TenantDb, id: number | null) => {
  if (id === null) return null;
  const user = db.users.findFirst((q) => q.where({ id }));
  return user ? { id: user.id, name: user.name } : null;
};

export function projectTerms(db: TenantDb, projectId: number): TermRow[] {
  return db.terms
    .findMany((q) => q.where({ internal_project_id: projectId }))
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
}

export function toProject(db: TenantDb, row: ProjectRow): Project {
  const people = new Set(projectTerms(db, row.id).map((term) => term.user_id));
  return {
    id: row.id,
    title: row.title,
    client: row.client,
    status: row.status,
    currency: row.currency,
    project_manager: nameOf(db, row.project_manager_id),
    start_date: row.start_date,
    end_date: row.end_date,
    description: row.description,
    people_count: people.size,
    administrative_fields: row.administrative_fields,
    media: mediaOf(db, row.media_ids),
    created_at: row.created_at,
  };
}

export function toTerm(
  db: TenantDb,
  row: TermRow,
  currency: string,
  holidays: readonly NamedDay[] = projectHolidays(db),
): Term {
  return {
    id: row.id,
    internal_project_id: row.internal_project_id,
    user: nameOf(db, row.user_id) ?? { id: row.user_id, name: `#${row.user_id}` },
    start_date: row.start_date,
    end_date: row.end_date,
    hours_per_day: formatDuration(row.minutes_per_day).padStart(5, '0'),
    percentage: percentageFromMinutesPerDay(row.minutes_per_day),
    hourly_rate: fromCents(row.rate_cents),
    currency,
    unit: 'hr',
    working_days: termValue(row, holidays).days,
    status: row.status,
    note: row.note,
  };
}
