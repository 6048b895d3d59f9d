import { useProjects } from '@/api/internal-projects/internal-project.queries';

// Enough projects to pick from in one request, by title.
const PROJECT_OPTIONS_PARAMS = {
  statuses: [],
  search: '',
  client: null,
  projectManagerIds: [],
  currency: null,
  page: 1,
  perPage: 100,
  sort: { id: 'title', desc: false },
};

export function useTrafficProjectOptions() {
  const projects = useProjects(PROJECT_OPTIONS_PARAMS);
  return {
    options: (projects.data?.data ?? []).map((project) => ({
      value: String(project.id),
      label: project.title,
    })),
    isPending: projects.isPending,
  };
}
