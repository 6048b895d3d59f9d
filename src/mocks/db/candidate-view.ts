import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { Candidate, CandidateDuplicate } from '@/api/recruitment/candidate.schemas';
import { fromCents } from '@/lib/cents';
import { mockDbConfig } from './mock-db';
import type { CandidateRow } from './recruitment-schemas';
import type { MockUser } from './schemas';
import type { TenantDb } from './tenant-db';

// Candidates as the API answers them: the user joined with its recruitment row, names for ids, the
// notes' mean rating and how many other people share a contact. Lookups are built once per request.

type Ref = { id: number; name: string };

// Contacts compare as people type them differently: case and spaces (and a trailing slash) ignored.
export const normalisedContact = (value: string): string =>
  value.toLowerCase().replace(/\s+/g, '').replace(/\/+$/, '');

export type ContactKind = 'email' | 'phone' | 'linkedin';

// Every person's contacts: e-mails of all users, phones of their personal data and candidate rows,
// profile links of candidate rows.
export function contactIndex(db: TenantDb): Record<ContactKind, Map<string, Set<number>>> {
  const index = { email: new Map(), phone: new Map(), linkedin: new Map() } as Record<
    ContactKind,
    Map<string, Set<number>>
  >;
  const add = (kind: ContactKind, value: string | null | undefined, userId: number) => {
    if (!value) return;
    const key = normalisedContact(value);
    if (!key) return;
    const ids = index[kind].get(key) ?? new Set<number>();
    ids.add(userId);
    index[kind].set(key, ids);
  };
  for (const user of db.users.all()) {
    add('email', user.email, user.id);
    add('phone', user.personal?.phone, user.id);
  }
  for (const row of db.candidates.all()) {
    add('phone', row.phone, row.user_id);
    add('linkedin', row.linkedin, row.user_id);
  }
  return index;
}

export type ContactQuery = Partial<Record<ContactKind, string | null>>;

// Who shares any of the contacts, and which, leaving out `exceptId`.
export function matchesOf(
  index: ReturnType<typeof contactIndex>,
  query: ContactQuery,
  exceptId: number | null,
): Map<number, ContactKind[]> {
  const matches = new Map<number, ContactKind[]>();
  for (const kind of ['email', 'phone', 'linkedin'] as const) {
    const value = query[kind];
    if (!value) continue;
    for (const id of index[kind].get(normalisedContact(value)) ?? []) {
      if (id === exceptId) continue;
      matches.set(id, [...(matches.get(id) ?? []), kind]);
    }
  }
  return matches;
}

export type CandidateLookups = {
  positions: Map<number, Ref>;
  seniorities: Map<number, Ref>;
  skills: Map<number, Ref>;
  users: Map<number, MockUser>;
  reasons: Map<number, Ref>;
  ratings: Map<number, number[]>;
  contacts: ReturnType<typeof contactIndex>;
  today: Date;
};

const refs = (rows: readonly Ref[]) => new Map(rows.map((row) => [row.id, { id: row.id, name: row.name }]));

export function candidateLookups(db: TenantDb): CandidateLookups {
  const ratings = new Map<number, number[]>();
  for (const note of db.candidateNotes.all()) {
    if (note.rating === null) continue;
    ratings.set(note.user_id, [...(ratings.get(note.user_id) ?? []), note.rating]);
  }
  return {
    positions: refs(db.positions.all()),
    seniorities: refs(db.seniorities.all()),
    skills: refs(db.skills.all()),
    users: new Map(db.users.all().map((user) => [user.id, user])),
    reasons: refs(db.rejectionReasons.all()),
    ratings,
    contacts: contactIndex(db),
    today: mockDbConfig().referenceDate,
  };
}

const refOf = (map: Map<number, Ref>, id: number | null): Ref | null =>
  id === null ? null : (map.get(id) ?? null);

export function personRef(lookups: CandidateLookups, id: number | null): Ref | null {
  const user = id === null ? undefined : lookups.users.get(id);
  return user ? { id: user.id, name: user.name } : null;
}

// Whole days since the last move, never negative (a move made today in a demo seeded for today).
export const daysInStage = (row: CandidateRow, today: Date): number =>
  Math.max(0, differenceInCalendarDays(today, parseISO(row.stage_changed_at)));

const meanRating = (ratings: readonly number[] | undefined): number | null =>
  ratings && ratings.length > 0
    ? Math.round((ratings.reduce((sum, value) => sum + value, 0) / ratings.length) * 10) / 10
    : null;

export function toCandidate(user: MockUser, row: CandidateRow, lookups: CandidateLookups): Candidate {
  const duplicates = matchesOf(
    lookups.contacts,
    { email: user.email, phone: row.phone, linkedin: row.linkedin },
    user.id,
  );
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    name: user.name,
    email: user.email,
    phone: row.phone,
    linkedin: row.linkedin,
    avatar: user.avatar,
    position: refOf(lookups.positions, user.position_id),
    seniority: refOf(lookups.seniorities, user.seniority_id),
    stage: row.stage,
    status: row.status === 'rejected' ? 'rejected' : 'active',
    stage_changed_at: row.stage_changed_at,
    days_in_stage: daysInStage(row, lookups.today),
    source: row.source,
    owner: personRef(lookups, row.owner_id),
    skills: user.skills.flatMap((skill) => {
      const ref = lookups.skills.get(skill.skill_id);
      return ref ? [{ ...ref, level: skill.proficiency }] : [];
    }),
    expected_salary: row.expected_salary_cents === null ? null : fromCents(row.expected_salary_cents),
    currency: row.currency,
    available_from: row.available_from,
    rating: meanRating(lookups.ratings.get(user.id)),
    registration: {
      status: row.registration.status,
      sent_at: row.registration.sent_at,
      expires_at: row.registration.expires_at,
    },
    cv: row.cv ? { id: row.cv.media_id, cv_name: row.cv.cv_name } : null,
    rejection: row.rejection
      ? {
          reason: lookups.reasons.get(row.rejection.reason_id) ?? { id: row.rejection.reason_id, name: '' },
          note: row.rejection.note,
          stage: row.rejection.stage,
          rejected_at: row.rejection.rejected_at,
          rejected_by: personRef(lookups, row.rejection.rejected_by),
        }
      : null,
    duplicates_count: duplicates.size,
    last_activity_at: row.last_activity_at,
    created_at: row.created_at,
  };
}

// One person sharing a contact, as the duplicate warning lists them.
export function toDuplicate(
  user: MockUser,
  row: CandidateRow | undefined,
  matched: ContactKind[],
  lookups: CandidateLookups,
): CandidateDuplicate {
  const status = row?.status === 'active' ? 'active' : row?.status === 'rejected' ? 'rejected' : 'employee';
  return {
    id: user.id,
    name: user.name,
    status,
    stage: status === 'employee' ? null : (row?.stage ?? null),
    matched,
    position: refOf(lookups.positions, user.position_id),
    rejected_at: status === 'rejected' ? (row?.rejection?.rejected_at ?? null) : null,
    reason:
      status === 'rejected' && row?.rejection
        ? (lookups.reasons.get(row.rejection.reason_id)?.name ?? null)
        : null,
  };
}
