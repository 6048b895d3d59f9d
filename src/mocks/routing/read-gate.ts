import { PERMISSIONS } from '@/lib/permissions';
import { isCandidateStage } from '@/lib/recruitment-stages';
import type { MockUser } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import { findUser } from '../db/user-queries';
import { forbidden, found, notFound } from './responses';

// Who may read a person's profile and the sections in it (GET user/{id}): oneself; anyone else with
// employee::view, and a candidate's (a pipeline stage or rejected) only with recruitment::view too
// (issue 30, M3). The profile's files follow the same rule (issue 30, H3).
export function mayReadProfile(reader: MockUser, person: MockUser): boolean {
  if (person.id === reader.id) return true;
  if (!reader.permissions.includes(PERMISSIONS.employeeView)) return false;
  return !isCandidateStage(person.stage) || reader.permissions.includes(PERMISSIONS.recruitmentView);
}

// The person whose profile (or a file of it: a CV, certificates) is read, answered as GET user/{id}
// answers: 403 without employee::view for someone else, 404 for an unknown person and for a candidate
// the reader may not see, so a candidate's files confirm nothing (issue 30).
export function readableProfileOwner(db: TenantDb, reader: MockUser, personId: number): MockUser {
  if (personId !== reader.id && !reader.permissions.includes(PERMISSIONS.employeeView)) throw forbidden();
  const person = found(findUser(db, personId));
  if (!mayReadProfile(reader, person)) throw notFound();
  return person;
}
