import { useMemo, useState } from 'react';
import type { Experience } from '@/api/experiences/experience.schemas';
import { SectionPanel } from '@/components/layout/section-panel';
import { DeleteSelectedExperiences } from '../experiences/delete-selected-experiences';
import { ExperienceDialog } from '../experiences/experience-dialog';
import { ExperienceList } from '../experiences/experience-list';
import type { SectionProps } from './section-props';

// The Experiences tab: work before this company; added, edited and deleted (one or several at once)
// here when editable.
export function ExperiencesSection({ person, editable }: SectionProps) {
  // undefined: no dialog; null: adding; an entry: editing it.
  const [editing, setEditing] = useState<Experience | null | undefined>(undefined);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  // Only experiences that still exist count as selected (another tab or a delete may have removed some).
  const selected = useMemo(
    () => person.experiences.filter((entry) => ticked.has(entry.id)),
    [person.experiences, ticked],
  );
  const selectedIds = useMemo(() => new Set(selected.map((entry) => entry.id)), [selected]);

  const toggle = (id: number, checked: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <SectionPanel
        title="Experiences"
        editable={editable}
        addLabel="Add experience"
        onAdd={() => setEditing(null)}
        isEmpty={person.experiences.length === 0}
        emptyTitle="No experiences yet"
        emptyDescription={editable ? 'Add the jobs this person had before joining.' : undefined}
        actions={
          editable ? (
            <DeleteSelectedExperiences
              userId={person.id}
              selected={selected}
              onDeleted={() => setTicked(new Set())}
            />
          ) : null
        }
      >
        <ExperienceList
          userId={person.id}
          entries={person.experiences}
          editable={editable}
          selected={selectedIds}
          onToggle={toggle}
          onEdit={setEditing}
        />
      </SectionPanel>
      {editable && editing !== undefined ? (
        <ExperienceDialog userId={person.id} entry={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}
