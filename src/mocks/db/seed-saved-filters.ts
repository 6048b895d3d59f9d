import { subDays } from 'date-fns';
import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import type { ReferenceLists } from './seed-reference-lists';
import type { MockUser, SavedFilterRow } from './schemas';

// Saved filters hold the employees list's query string (see src/lib/employee-directory.ts):
// q, position, department, seniority, skill, availability, data_type, data_id, status, sort.
type Template = { name: string; filters: (lists: ReferenceLists) => Record<string, string> };

const idOf = (rows: readonly { id: number; name: string }[], name: string): string =>
  String(rows.find((row) => row.name === name)?.id ?? 1);

const TEMPLATES: readonly Template[] = [
  {
    name: 'Available engineers',
    filters: (l) => ({ department: idOf(l.departments, 'Engineering'), availability: 'Available' }),
  },
  { name: 'React developers', filters: (l) => ({ skill: idOf(l.skills, 'React') }) },
  {
    name: 'Senior QA',
    filters: (l) => ({
      department: idOf(l.departments, 'Quality Assurance'),
      seniority: idOf(l.seniorities, 'Senior I'),
    }),
  },
  { name: 'Designers', filters: (l) => ({ position: idOf(l.positions, 'Designer') }) },
  { name: 'Sales team', filters: (l) => ({ department: idOf(l.departments, 'Sales') }) },
  { name: 'On demand', filters: () => ({ availability: 'On-demand' }) },
  {
    name: 'Project managers',
    filters: (l) => ({ data_type: 'position', data_id: idOf(l.positions, 'Project Manager') }),
  },
  { name: 'Cloud people', filters: (l) => ({ skill: idOf(l.skills, 'AWS'), sort: 'name:asc' }) },
  {
    name: 'Archived engineers',
    filters: (l) => ({ status: 'archived', department: idOf(l.departments, 'Engineering') }),
  },
  { name: 'Unavailable', filters: () => ({ availability: 'Unavailable' }) },
  { name: 'Python, by name desc', filters: (l) => ({ skill: idOf(l.skills, 'Python'), sort: 'name:desc' }) },
  { name: 'Search: Anna', filters: () => ({ q: 'anna' }) },
];

// How many each tenant's own admin has: acme fills two pages (10 per page), globex a few.
const COUNT_BY_TENANT: Record<string, number> = { acme: 12, globex: 3 };

export function seedSavedFilters(
  tenant: string,
  users: readonly MockUser[],
  lists: ReferenceLists,
  referenceDate: Date,
): SavedFilterRow[] {
  const adminEmail = DEMO_ACCOUNTS.find(
    (account) => account.tenant === tenant && account.role === 'admin',
  )?.email;
  const admin = users.find((user) => user.email === adminEmail);
  if (!admin) return [];
  // Oldest first, so ids grow with created_at as they would in a real table.
  const count = Math.min(COUNT_BY_TENANT[tenant] ?? 0, TEMPLATES.length);
  return TEMPLATES.slice(0, count).map((template, index) => ({
    id: index + 1,
    user_id: admin.id,
    name: template.name,
    filters: template.filters(lists),
    created_at: subDays(referenceDate, count - index).toISOString(),
  }));
}
