import { useProjects } from '@/api/internal-projects/internal-project.queries';
import type { ProjectListParams } from '@/api/internal-projects/internal-projects.api';
import { projectNotRunning } from '@/lib/project-running';

// Enough projects to pick from in one request, by title.
const PROJECT_OPTIONS_PARAMS: ProjectListParams = {
  filters: {},
  page: 1,
  perPage: 100,
  sort: { id: 'title', desc: false },
};

// The projects to pick from; with `dates`, those not running on any of them (started after, or ended
// before) show greyed with why, since the API refuses an allocation outside a project's dates.
export function useTrafficProjectOptions(dates?: { start: string; end: string }) {
  const projects = useProjects(PROJECT_OPTIONS_PARAMS);
  return {
    options: (projects.data?.data ?? []).map((project) => {
      const notRunning = dates ? projectNotRunning(project, dates.start, dates.end) : null;
      return {
        value: String(project.id),
        label: project.title,
        ...(notRunning ? { disabled: true, hint: notRunning } : {}),
      };
    }),
    isPending: projects.isPending,
  };
}
