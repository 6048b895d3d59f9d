import { useMemo, useState } from 'react';
import { useSkills } from '@/api/skills/skills.reference';
import { useDeleteUserSkill } from '@/api/user-skills/user-skill.mutations';
import type { UserSkill } from '@/api/user-skills/user-skill.schemas';
import { SectionPanel } from '@/components/layout/section-panel';
import { SkillDialog } from '../skills/skill-dialog';
import { sortedSkills } from '../skills/skill-levels';
import { SkillsTable } from '../skills/skills-table';
import type { SectionProps } from './section-props';

type Editing = { kind: 'add' } | { kind: 'edit'; skill: UserSkill } | null;

// The person's skills, strongest first, with SPEC §9's proficiency (1–5) and competency (1–4) labels.
export function SkillsSection({ person, editable }: SectionProps) {
  const names = useSkills();
  const remove = useDeleteUserSkill(person.id);
  const [editing, setEditing] = useState<Editing>(null);
  const skills = useMemo(() => sortedSkills(person.skills, names.data), [person.skills, names.data]);
  const taken = useMemo(() => new Set(person.skills.map((skill) => skill.skill_id)), [person.skills]);

  return (
    <>
      <SectionPanel
        title="Skills"
        editable={editable}
        addLabel="Add skill"
        onAdd={() => setEditing({ kind: 'add' })}
        isEmpty={skills.length === 0}
        emptyTitle="No skills yet"
        emptyDescription={
          editable ? 'Add the skills this person has, with how well they know them.' : undefined
        }
      >
        <SkillsTable
          label={`Skills of ${person.name}`}
          skills={skills}
          namesLoading={names.isPending}
          editable={editable}
          onEdit={({ name: _name, ...skill }) => setEditing({ kind: 'edit', skill })}
          onDelete={(skill) => remove.mutateAsync(skill.skill_id)}
        />
      </SectionPanel>
      {editable && editing ? (
        <SkillDialog
          userId={person.id}
          skill={editing.kind === 'edit' ? editing.skill : undefined}
          options={names.data ?? []}
          optionsLoading={names.isPending}
          taken={taken}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
