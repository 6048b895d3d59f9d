import {
  PROFILE_SECTION_LABELS,
  type ProfileSectionKey,
} from '@/api/profile-sections/profile-section.schemas';
import { positiveIdOf } from '@/lib/positive-id';

// The profile's tabs; each is a path segment, so every tab can be linked and reloaded. `section`: the
// optional profile section it shows, which a department or the person may hide.
export const PROFILE_TABS = [
  { slug: 'overview', label: 'Overview', section: null },
  { slug: 'career', label: PROFILE_SECTION_LABELS.career, section: 'career' },
  { slug: 'skills', label: PROFILE_SECTION_LABELS.skills, section: 'skills' },
  { slug: 'languages', label: PROFILE_SECTION_LABELS.languages, section: 'languages' },
  { slug: 'education', label: PROFILE_SECTION_LABELS.education, section: 'education' },
  { slug: 'experiences', label: PROFILE_SECTION_LABELS.experiences, section: 'experiences' },
  { slug: 'courses', label: PROFILE_SECTION_LABELS.courses, section: 'courses' },
  { slug: 'achievements', label: PROFILE_SECTION_LABELS.achievements, section: 'achievements' },
  { slug: 'projects', label: PROFILE_SECTION_LABELS.projects, section: 'projects' },
  { slug: 'cvs', label: 'CVs', section: null },
] as const satisfies readonly { slug: string; label: string; section: ProfileSectionKey | null }[];

export type ProfileTab = (typeof PROFILE_TABS)[number];
export type ProfileTabSlug = ProfileTab['slug'];

// The tab's path segment of /employee/{id}/{tab}; undefined for /employee/{id} (the route's optional
// page has no segment, and Next would put a `?tab=` of the query string in its place).
export function tabSegmentOf(asPath: string): string | undefined {
  const segment = asPath.split(/[?#]/)[0]?.split('/')[3];
  return segment ? decodeURIComponent(segment) : undefined;
}

export function profileTabOf(segment: string | undefined): ProfileTab | undefined {
  return PROFILE_TABS.find((tab) => tab.slug === (segment ?? 'overview'));
}

// A CV preview is addressed by the current path with ?tab=preview&cvId={id} (SPEC §2). The route's own
// [...tab] segment shadows `tab` in router.query, so the query string is read directly.
export function previewCvIdOf(asPath: string): number | null {
  const search = new URLSearchParams(asPath.split('?')[1]?.split('#')[0] ?? '');
  if (search.get('tab') !== 'preview') return null;
  return positiveIdOf(search.get('cvId'));
}
