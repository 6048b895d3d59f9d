import { format } from 'date-fns';
import type { Employee, EmployeeRef } from '@/api/users/user-list.schemas';
import { currentAvailability } from '@/lib/availability';
import { mockDbConfig } from './mock-db';
import type { AvailabilityEntryRow, MockUser } from './schemas';
import type { TenantDb } from './tenant-db';
import { identityOf } from './user-queries';

// The employees list joins each person with their position, department, seniority, skills and current
// availability. Built per request from lookups made in one pass over each collection, so 5,000 people
// cost a few milliseconds rather than 5,000 searches.

// "Today" of the mocked API: the seed's reference date (today in the demo, fixed in tests).
export const mockToday = (): string => format(mockDbConfig().referenceDate, 'yyyy-MM-dd');

type Lookups = {
  positions: Map<number, EmployeeRef>;
  departments: Map<number, EmployeeRef>;
  seniorities: Map<number, EmployeeRef>;
  skills: Map<number, EmployeeRef>;
  current: Map<number, AvailabilityEntryRow>;
};

const refs = (rows: readonly { id: number; name: string }[]) =>
  new Map(rows.map((row) => [row.id, { id: row.id, name: row.name }]));

function entriesByUser(rows: readonly AvailabilityEntryRow[]): Map<number, AvailabilityEntryRow[]> {
  const byUser = new Map<number, AvailabilityEntryRow[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_id);
    if (list) list.push(row);
    else byUser.set(row.user_id, [row]);
  }
  return byUser;
}

export function employeeLookups(db: TenantDb, today: string = mockToday()): Lookups {
  const current = new Map<number, AvailabilityEntryRow>();
  for (const [userId, entries] of entriesByUser(db.availabilityEntries.all())) {
    const entry = currentAvailability(entries, today);
    if (entry) current.set(userId, entry);
  }
  return {
    positions: refs(db.positions.all()),
    departments: refs(db.departments.all()),
    seniorities: refs(db.seniorities.all()),
    skills: refs(db.skills.all()),
    current,
  };
}

const refOf = (map: Map<number, EmployeeRef>, id: number | null): EmployeeRef | null =>
  id === null ? null : (map.get(id) ?? null);

// Fresh objects: the stored records are never handed out to be changed.
export function toEmployee(user: MockUser, lookups: Lookups): Employee {
  const entry = lookups.current.get(user.id);
  return {
    ...identityOf(user),
    status: user.archived ? 'archived' : 'active',
    position: refOf(lookups.positions, user.position_id),
    department: refOf(lookups.departments, user.department_id),
    seniority: refOf(lookups.seniorities, user.seniority_id),
    skills: user.skills.flatMap((skill) => lookups.skills.get(skill.skill_id) ?? []),
    availability: entry ? { ...entry, data: { ...entry.data } } : null,
  };
}

export function employeesOf(db: TenantDb, users: readonly MockUser[]): Employee[] {
  const lookups = employeeLookups(db);
  return users.map((user) => toEmployee(user, lookups));
}
