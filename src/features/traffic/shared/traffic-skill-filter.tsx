import Box from '@mui/material/Box';
import { useSkills } from '@/api/skills/skills.reference';
import { FilterSelect } from '@/components/list/filter-select';
import { SKILL_PROFICIENCY } from '@/lib/constants';
import { parseSkillLevel, skillLevelText } from '@/lib/skill-level-filter';

const LEVEL_OPTIONS = Object.entries(SKILL_PROFICIENCY).map(([level, label]) => ({
  value: level,
  label: `${label} (${level})`,
}));

// One skill at a minimum level, written "skillId:level" to the address.
export function TrafficSkillFilter({
  values,
  onChange,
}: {
  values: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const skills = useSkills();
  const options = (skills.data ?? []).map((skill) => ({ value: String(skill.id), label: skill.name }));
  const current = values.length > 0 ? parseSkillLevel(values[0]!) : null;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <FilterSelect
        label="Skill"
        options={options}
        values={current ? [String(current.skillId)] : []}
        onChange={(picked) =>
          onChange(
            picked[0]
              ? [skillLevelText({ skillId: Number(picked[0]), minLevel: current?.minLevel ?? 1 })]
              : [],
          )
        }
      />
      {current ? (
        <FilterSelect
          label="Skill level at least"
          options={LEVEL_OPTIONS}
          values={[String(current.minLevel)]}
          onChange={(picked) =>
            onChange([skillLevelText({ skillId: current.skillId, minLevel: Number(picked[0] ?? 1) })])
          }
          width={190}
        />
      ) : null}
    </Box>
  );
}
