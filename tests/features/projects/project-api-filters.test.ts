import { projectListQuery, projectsInfoQuery } from '@/api/internal-projects/internal-projects.query';
import {
  PROJECT_SCREEN_DEFAULTS,
  projectApiFiltersOf,
  projectSortOf,
} from '@/features/projects/list/project-api-filters';
import { createListCodec } from '@/lib/list-params';
import { projectListSchema } from '@/features/projects/list/project-list-url';

// The projects screen's link as GET internal-projects takes it: the sort keys are the API's (issue 31).
describe('the projects list’s link as the API’s query', () => {
  const codec = createListCodec(projectListSchema, PROJECT_SCREEN_DEFAULTS);

  it('sorts by the API’s sort keys only: another column falls back to the title', () => {
    expect(PROJECT_SCREEN_DEFAULTS.sortable).toEqual(projectListQuery.sorts);
    expect(codec.decode({ sort: 'outstanding:desc' }).sort).toEqual({ id: 'outstanding', desc: true });
    expect(codec.decode({ sort: 'trend:asc' }).sort).toEqual({ id: 'title', desc: false });
    expect(projectSortOf({ id: 'start_date', desc: true })).toEqual({ id: 'start_date', desc: true });
  });

  it('sends only the filters set, the search trimmed, the API’s parameter names', () => {
    const { filters } = codec.decode({
      statuses: ['active', 'on_hold'],
      search: '  atlas ',
      project_manager_ids: '3',
      currency: 'EUR',
    });
    expect(projectListQuery.params(projectApiFiltersOf(filters), { page: 2, perPage: 25 })).toEqual({
      statuses: ['active', 'on_hold'],
      search: 'atlas',
      project_manager_ids: [3],
      currency: 'EUR',
      page: 2,
      per_page: 25,
    });
    expect(projectsInfoQuery.params(projectApiFiltersOf(PROJECT_SCREEN_DEFAULTS.filters))).toEqual({});
  });

  it('leaves out a status or currency the API does not take (a hand-edited link) instead of a 422', () => {
    const { filters } = codec.decode({ statuses: ['active', 'paused'], currency: 'XYZ' });
    expect(projectListQuery.params(projectApiFiltersOf(filters))).toEqual({ statuses: ['active'] });
  });
});
