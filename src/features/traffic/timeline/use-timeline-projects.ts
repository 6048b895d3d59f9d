import { useMemo } from 'react';
import { useProjects } from '@/api/internal-projects/internal-project.queries';
import type { ProjectListParams } from '@/api/internal-projects/internal-projects.api';
import type { TrafficProjectRef } from '@/api/traffic/traffic.schemas';

// Projects a new allocation may go to: one page by title (the mock and a small company hold fewer).
const PROJECT_OPTIONS_PARAMS: ProjectListParams = {
  filters: {},
  page: 1,
  perPage: 100,
  sort: { id: 'title', desc: false },
};

// The projects the quick editor offers, and the same projects as the rows name them, so a new
// allocation to a project no row holds yet draws while it saves. Loaded only for those who may edit.
export function useTimelineProjects(editable: boolean) {
  const projects = useProjects(PROJECT_OPTIONS_PARAMS, { enabled: editable });
  const projectOptions = useMemo(
    () =>
      (projects.data?.data ?? []).map(({ id, title, start_date, end_date }) => ({
        id,
        title,
        start_date,
        end_date,
      })),
    [projects.data],
  );
  const extraProjects = useMemo(
    () =>
      new Map<number, TrafficProjectRef>(
        (projects.data?.data ?? []).map((project) => [
          project.id,
          {
            id: project.id,
            title: project.title,
            client: project.client,
            currency: project.currency,
            project_manager: project.project_manager,
          },
        ]),
      ),
    [projects.data],
  );
  return { projectOptions, extraProjects };
}
