import type { UserProject } from '@/api/user-projects/user-project.schemas';

export type ProjectNames = {
  industry: (id: number | null) => string | null;
  skill: (id: number) => string | null;
};

// The search box looks at everything a card shows, ignoring case and accents; every word must match.
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function matchesProjectSearch(project: UserProject, query: string, names: ProjectNames): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [
      project.name,
      project.client,
      project.role,
      project.description,
      names.industry(project.industry_id) ?? '',
      ...project.skill_ids.map((id) => names.skill(id) ?? ''),
    ].join('\n'),
  );
  return words.every((word) => haystack.includes(word));
}
