import { enqueueSnackbar } from '@/components/toasts/toasts';
import {
  PROJECT_STATUSES,
  projectStatusLabel,
  type Project,
} from '@/api/internal-projects/internal-project.schemas';
import { useChangeProjectStatus } from '@/api/internal-projects/project.mutations';
import { CompactSelect } from '@/components/form/compact-select';

// The status, changed where it is shown: the new one shows at once and is saved (PATCH); a refusal puts
// the previous one back and the error policy says why.
export function ProjectStatusSelect({ project }: { project: Project }) {
  const change = useChangeProjectStatus(project.id, {
    onSuccess: (saved) =>
      void enqueueSnackbar(`Status set to ${projectStatusLabel(saved.status)}`, { variant: 'success' }),
  });
  // A status the API has and the client does not know stays choosable as it is.
  const statuses = (PROJECT_STATUSES as readonly string[]).includes(project.status)
    ? PROJECT_STATUSES
    : [...PROJECT_STATUSES, project.status];
  return (
    <CompactSelect
      label="Status"
      value={project.status}
      onChange={(status) => {
        if (status !== project.status) change.mutate(status);
      }}
      options={statuses.map((status) => ({ value: status, label: projectStatusLabel(status) }))}
      disabled={change.isPending}
    />
  );
}
