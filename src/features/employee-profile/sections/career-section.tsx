import Box from '@mui/material/Box';
import { useState } from 'react';
import { useCareerHistory } from '@/api/career-history/career-history.queries';
import type { CareerEntry } from '@/api/career-history/career-history.schemas';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { SectionPanel } from '@/components/layout/section-panel';
import { CareerChangesDialog } from '../career/career-changes-dialog';
import { CareerEntryDialog } from '../career/career-entry-dialog';
import { CareerProjectsDialog } from '../career/career-projects-dialog';
import { CareerStep, careerStepLabel } from '../career/career-step';
import { useCareerNames } from '../career/use-career-names';
import type { SectionProps } from './section-props';

// What is open over the timeline: the add/edit form, a step's history, or its projects.
type Opened =
  | { kind: 'add' }
  | { kind: 'edit'; entry: CareerEntry }
  | { kind: 'history'; entry: CareerEntry }
  | { kind: 'projects'; entry: CareerEntry };

// The person's steps here, newest first (GET career-history/{id}: not part of the profile payload).
export function CareerSection({ person, editable }: SectionProps) {
  const history = useCareerHistory(person.id);
  const names = useCareerNames();
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = () => setOpened(null);
  const steps = history.data ?? [];

  return (
    <>
      <SectionPanel
        title="Career history"
        editable={editable}
        addLabel="Add step"
        onAdd={() => setOpened({ kind: 'add' })}
        isEmpty={history.isSuccess && steps.length === 0}
        emptyTitle="No career steps yet"
        emptyDescription={
          editable
            ? 'Add the positions this person has held here, starting with the current one.'
            : 'No positions have been recorded for this person.'
        }
      >
        {history.isPending ? (
          <LoadingState rows={3} label="Loading the career history" />
        ) : history.isError ? (
          <ErrorState
            message="The career history could not be loaded."
            onRetry={() => void history.refetch()}
          />
        ) : (
          <Box component="ol" aria-label="Career steps" sx={{ listStyle: 'none', m: 0, p: 0, pl: 1 }}>
            {steps.map((entry) => (
              <CareerStep
                key={entry.id}
                entry={entry}
                names={names}
                editable={editable}
                onEdit={() => setOpened({ kind: 'edit', entry })}
                onHistory={() => setOpened({ kind: 'history', entry })}
                onProjects={() => setOpened({ kind: 'projects', entry })}
              />
            ))}
          </Box>
        )}
      </SectionPanel>
      {editable && (opened?.kind === 'add' || opened?.kind === 'edit') ? (
        <CareerEntryDialog
          userId={person.id}
          entry={opened.kind === 'edit' ? opened.entry : null}
          names={names}
          onClose={close}
        />
      ) : null}
      {opened?.kind === 'history' ? (
        <CareerChangesDialog
          userId={person.id}
          entryId={opened.entry.id}
          stepLabel={careerStepLabel(opened.entry, names)}
          editable={editable}
          onClose={close}
        />
      ) : null}
      {opened?.kind === 'projects' ? (
        <CareerProjectsDialog userId={person.id} date={opened.entry.start_date} onClose={close} />
      ) : null}
    </>
  );
}
