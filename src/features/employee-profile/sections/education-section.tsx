import { useState } from 'react';
import type { Education } from '@/api/education/education.schemas';
import { SectionPanel } from '@/components/layout/section-panel';
import { EducationDialog } from '../education/education-dialog';
import { EducationList } from '../education/education-list';
import type { SectionProps } from './section-props';

// The Education tab: degrees with where, what and when; added, edited and deleted here when editable.
export function EducationSection({ person, editable }: SectionProps) {
  // undefined: no dialog; null: adding; an entry: editing it.
  const [editing, setEditing] = useState<Education | null | undefined>(undefined);
  return (
    <>
      <SectionPanel
        title="Education"
        editable={editable}
        addLabel="Add education"
        onAdd={() => setEditing(null)}
        isEmpty={person.education.length === 0}
        emptyTitle="No education yet"
        emptyDescription={editable ? 'Add the degrees this person holds or studies for.' : undefined}
      >
        <EducationList
          userId={person.id}
          entries={person.education}
          editable={editable}
          onEdit={setEditing}
        />
      </SectionPanel>
      {editable && editing !== undefined ? (
        <EducationDialog userId={person.id} entry={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}
