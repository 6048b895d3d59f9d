import type { NamedItem } from '@/api/common.schemas';
import type { UserSkill } from '@/api/user-skills/user-skill.schemas';
import { COMPETENCY, SKILL_PROFICIENCY } from '@/lib/constants';

// SPEC §9's labels for the stored levels; a value outside the scale shows as its number.
export const proficiencyLabel = (level: number): string =>
  (SKILL_PROFICIENCY as Record<number, string | undefined>)[level] ?? String(level);
export const competencyLabel = (level: number): string =>
  (COMPETENCY as Record<number, string | undefined>)[level] ?? String(level);

// Choices as the selects show them: "3 · Intermediate".
export const PROFICIENCY_OPTIONS = Object.entries(SKILL_PROFICIENCY).map(([value, label]) => ({
  value: Number(value),
  label: `${value} · ${label}`,
}));
export const COMPETENCY_OPTIONS = Object.entries(COMPETENCY).map(([value, label]) => ({
  value: Number(value),
  label: `${value} · ${label}`,
}));

export type NamedUserSkill = UserSkill & { name: string | null };

// The person's skills with their names (null until the list has loaded or for a skill since removed),
// strongest first, then by name.
export function sortedSkills(
  skills: readonly UserSkill[],
  names: readonly NamedItem[] | undefined,
): NamedUserSkill[] {
  const byId = new Map((names ?? []).map((skill) => [skill.id, skill.name]));
  return skills
    .map((skill) => ({ ...skill, name: byId.get(skill.skill_id) ?? null }))
    .sort(
      (a, b) =>
        b.proficiency - a.proficiency ||
        (a.name ?? '').localeCompare(b.name ?? '', undefined, { sensitivity: 'base' }) ||
        a.skill_id - b.skill_id,
    );
}
