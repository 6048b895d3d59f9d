import { format, isValid, parseISO } from 'date-fns';
import { CV_SECTION_KEYS, CV_SECTION_LABELS, type CvSectionKey } from '@/api/cvs/cv.schemas';
import { COMPETENCY, SKILL_PROFICIENCY } from '@/lib/constants';
import { MOCK_ORGANIZATIONS } from '../db/organizations';
import type { CvRow } from '../db/profile-schemas';
import { nameById } from '../db/rows';
import type { MockUser } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import type { CvBlock, CvDocument } from './cv-pdf';

// What a CV says, drawn from its owner's profile: one block per section the CV shows, in the
// order of CV_SECTION_KEYS. cv-pdf.ts lays it out as a PDF.

const monthOf = (date: string | null): string | null => {
  if (!date) return null;
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, 'MMM yyyy') : null;
};

const dayOf = (date: string | null): string | null => {
  if (!date) return null;
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, 'd MMM yyyy') : null;
};

function period(start: string | null, end: string | null): string | null {
  const from = monthOf(start);
  const to = monthOf(end) ?? 'present';
  return from ? `${from} - ${to}` : end ? `until ${to}` : null;
}

const joined = (...parts: (string | null | undefined)[]): string | null =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(', ') || null;

const labelOf = (labels: Record<number, string>, value: number): string => labels[value] ?? '';

function blockOf(db: TenantDb, user: MockUser, key: CvSectionKey): CvBlock {
  const mine = { user_id: user.id };
  const heading = CV_SECTION_LABELS[key];
  const names = (rows: readonly { id: number; name: string }[]) =>
    new Map(rows.map((row) => [row.id, row.name]));
  switch (key) {
    case 'skills': {
      const skills = names(db.skills.all());
      return {
        heading,
        empty: 'No skills recorded yet.',
        entries: user.skills.flatMap((skill) => {
          const name = skills.get(skill.skill_id);
          if (!name) return [];
          const competency = labelOf(COMPETENCY, skill.competency);
          return [
            {
              title: competency ? `${name} (${competency})` : name,
              aside: labelOf(SKILL_PROFICIENCY, skill.proficiency),
              dots: { value: skill.proficiency, max: Object.keys(SKILL_PROFICIENCY).length },
            },
          ];
        }),
      };
    }
    case 'languages': {
      const languages = names(db.languages.all());
      const levels = names(db.languageLevels.all());
      return {
        heading,
        empty: 'No languages recorded yet.',
        entries: db.userLanguages
          .findMany((q) => q.where(mine))
          .sort((a, b) => a.id - b.id)
          .map((row) => ({
            title: languages.get(row.language_id) ?? 'Language',
            aside: levels.get(row.level) ?? null,
          })),
      };
    }
    case 'education':
      return {
        heading,
        empty: 'No education recorded yet.',
        entries: db.education
          .findMany((q) => q.where(mine))
          .sort((a, b) => (b.start_date ?? '').localeCompare(a.start_date ?? ''))
          .map((row) => ({
            title: row.institution,
            aside: period(row.start_date, row.end_date),
            subtitle: joined(row.degree, row.field_of_study),
          })),
      };
    case 'experiences': {
      const industries = names(db.industries.all());
      return {
        heading,
        empty: 'No experience recorded yet.',
        entries: db.experiences
          .findMany((q) => q.where(mine))
          .sort((a, b) => (b.start_date ?? '').localeCompare(a.start_date ?? ''))
          .map((row) => ({
            title: `${row.position} at ${row.company}`,
            aside: period(row.start_date, row.end_date),
            subtitle: row.industry_id === null ? null : (industries.get(row.industry_id) ?? null),
            text: row.description,
          })),
      };
    }
    case 'courses':
      return {
        heading,
        empty: 'No courses recorded yet.',
        entries: db.courses
          .findMany((q) => q.where(mine))
          .sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? ''))
          .map((row) => ({
            title: row.name,
            aside: dayOf(row.completed_at),
            subtitle: row.provider,
          })),
      };
    case 'achievements':
      return {
        heading,
        empty: 'No achievements recorded yet.',
        entries: db.achievements
          .findMany((q) => q.where(mine))
          .sort((a, b) => (b.achieved_at ?? '').localeCompare(a.achieved_at ?? ''))
          .map((row) => ({ title: row.title, aside: dayOf(row.achieved_at), text: row.description })),
      };
    case 'projects': {
      const industries = names(db.industries.all());
      const skills = names(db.skills.all());
      return {
        heading,
        empty: 'No projects recorded yet.',
        entries: db.userProjects
          .findMany((q) => q.where(mine))
          .sort((a, b) => (b.start_date ?? '').localeCompare(a.start_date ?? ''))
          .map((row) => {
            const used = row.skill_ids.flatMap((id) => skills.get(id) ?? []);
            return {
              title: row.name,
              aside: period(row.start_date, row.end_date),
              subtitle: joined(
                row.role ? `${row.role}${row.client ? ` for ${row.client}` : ''}` : row.client,
                row.industry_id === null ? null : industries.get(row.industry_id),
              ),
              text: [row.description, used.length > 0 ? `Skills: ${used.join(', ')}` : '']
                .filter(Boolean)
                .join('\n'),
            };
          }),
      };
    }
    case 'career': {
      const positions = db.positions.all();
      return {
        heading,
        empty: 'No career history recorded yet.',
        entries: db.careerHistory
          .findMany((q) => q.where(mine))
          .sort((a, b) => b.start_date.localeCompare(a.start_date))
          .map((row) => ({
            title: nameById(positions, row.position_id) ?? 'Position not set',
            aside: period(row.start_date, row.end_date),
            subtitle: joined(
              nameById(db.departments.all(), row.department_id),
              nameById(db.seniorities.all(), row.seniority_id),
            ),
            text: row.note,
          })),
      };
    }
  }
}

export function cvDocumentOf(db: TenantDb, user: MockUser, cv: CvRow): CvDocument {
  return {
    title: cv.cv_name,
    name: user.name,
    headline: user.title ?? nameById(db.positions.all(), user.position_id),
    organization:
      MOCK_ORGANIZATIONS.find((organization) => organization.tenant === db.tenant)?.name ?? db.tenant,
    subject: `Curriculum vitae (${cv.variant})`,
    keywords: [user.name, cv.variant],
    fields: [{ label: 'E-mail', value: user.email }],
    summary: cv.summary,
    blocks: CV_SECTION_KEYS.filter((key) => cv.sections.includes(key)).map((key) => blockOf(db, user, key)),
  };
}
