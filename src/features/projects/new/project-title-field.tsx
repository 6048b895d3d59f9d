import { useDeferredValue, useEffect, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useProjectTitles } from '@/api/internal-projects/internal-project.queries';
import { PROJECT_TITLE_MAX, type NewProjectForm } from '@/api/internal-projects/new-project.schemas';
import { FormTextField } from '@/components/form/form-text-field';
import { takenTitle } from '@/features/projects/list/project-list-url';

const CHECK_DELAY_MS = 300;

// The title a moment after typing stops, so the check does not flicker with every key.
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

// The title, checked against every project's (GET internal-projects/titles) as it is typed: a title
// already used is said at once, before the save would be refused for it.
export function ProjectTitleField({ control }: { control: Control<NewProjectForm> }) {
  const titles = useProjectTitles();
  const typed = useWatch({ control, name: 'title' });
  const settled = useDeferredValue(useSettledText(typed ?? ''));
  const taken = takenTitle(settled, titles.data ?? []);
  return (
    <FormTextField
      control={control}
      name="title"
      label="Title"
      required
      fullWidth
      autoFocus
      slotProps={{ htmlInput: { maxLength: PROJECT_TITLE_MAX } }}
      helperText={
        taken
          ? `“${taken}” is already a project: choose another title.`
          : 'Unique among the projects, e.g. "Atlas Platform".'
      }
    />
  );
}
