import type { Media } from '@/api/media/media.schemas';
import type { UserProfile } from '@/api/user-profile/user-profile.schemas';
import type { MediaRow } from './profile-schemas';
import type { MockUser } from './schemas';
import type { TenantDb } from './tenant-db';
import { identityOf } from './user-queries';

// GET user/{id}: the person with every profile section, joined from the section collections.

export function toMedia({ id, file_name, mime_type, size, created_at }: MediaRow): Media {
  return { id, file_name, mime_type, size, created_at };
}

// The media rows of the given ids, in that order; ids whose file was removed are skipped.
export function mediaOf(db: TenantDb, ids: readonly number[]): Media[] {
  const wanted = new Set(ids);
  const rows = new Map(
    db.media.findMany((q) => q.where({ id: (id) => wanted.has(id) })).map((row) => [row.id, row]),
  );
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toMedia(row)] : [];
  });
}

const byStart = <T extends { start_date: string | null }>(a: T, b: T): number =>
  (b.start_date ?? '').localeCompare(a.start_date ?? '');

export function toUserProfile(db: TenantDb, user: MockUser): UserProfile {
  const mine = { user_id: user.id };
  return {
    ...identityOf(user),
    active: user.active,
    archived: user.archived,
    stage: user.stage,
    position_id: user.position_id,
    department_id: user.department_id,
    seniority_id: user.seniority_id,
    brief_intro: user.brief_intro,
    personal_information: user.personal ? { ...user.personal } : null,
    employment_details: {
      position_id: user.position_id,
      department_id: user.department_id,
      seniority_id: user.seniority_id,
      employment_type_id: user.employment_type_id,
      start_date: user.start_date,
      is_billable: user.is_billable,
      weekly_hours: user.weekly_hours,
    },
    skills: user.skills.map((skill) => ({ ...skill })),
    languages: db.userLanguages
      .findMany((q) => q.where(mine))
      .sort((a, b) => a.id - b.id)
      .map((row) => ({
        language_id: row.language_id,
        level: row.level,
        certificates: mediaOf(db, row.certificate_ids),
      })),
    education: db.education
      .findMany((q) => q.where(mine))
      .sort(byStart)
      .map(({ user_id: _owner, ...row }) => row),
    experiences: db.experiences
      .findMany((q) => q.where(mine))
      .sort(byStart)
      .map(({ user_id: _owner, ...row }) => row),
    courses: db.courses
      .findMany((q) => q.where(mine))
      .sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? ''))
      .map(({ user_id: _owner, media_ids, ...row }) => ({ ...row, media: mediaOf(db, media_ids) })),
    achievements: db.achievements
      .findMany((q) => q.where(mine))
      .sort((a, b) => (b.achieved_at ?? '').localeCompare(a.achieved_at ?? ''))
      .map(({ user_id: _owner, media_ids, ...row }) => ({ ...row, media: mediaOf(db, media_ids) })),
    projects: db.userProjects
      .findMany((q) => q.where(mine))
      .sort(byStart)
      .map(({ user_id: _owner, media_ids, ...row }) => ({ ...row, media: mediaOf(db, media_ids) })),
    cvs: db.cvs
      .findMany((q) => q.where(mine))
      .sort((a, b) => a.id - b.id)
      .map(({ user_id: _owner, file_media_id, created_at: _created, ...row }) => ({
        ...row,
        has_file: file_media_id !== null,
      })),
    profile_sections: user.profile_sections.map((section) => ({ ...section })),
  };
}
