// A "skill at least at a level" filter as the address and the API write it: "12:4" (skill 12, level 4
// or more). A bare id means any level.

export type SkillLevelFilter = { skillId: number; minLevel: number };

const PATTERN = /^(\d+)(?::([1-9]))?$/;

export function parseSkillLevel(text: string): SkillLevelFilter | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const skillId = Number(match[1]);
  if (skillId <= 0) return null;
  return { skillId, minLevel: match[2] ? Number(match[2]) : 1 };
}

export const skillLevelText = ({ skillId, minLevel }: SkillLevelFilter): string => `${skillId}:${minLevel}`;
