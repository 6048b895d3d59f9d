import { createListCodec } from '@/lib/list-params';
import {
  PROJECT_LIST_DEFAULTS,
  projectListSchema,
  takenTitle,
  toggledStatus,
} from '@/features/projects/list/project-list-url';

describe('the projects list in the URL', () => {
  const codec = createListCodec(projectListSchema, PROJECT_LIST_DEFAULTS);

  it('reads statuses and managers as arrays, whatever the link repeats or brackets', () => {
    const state = codec.decode({
      statuses: ['active', 'on_hold'],
      'project_manager_ids[]': '3',
      currency: 'EUR',
      sort: '-outstanding',
      page: '2',
    });
    expect(state.filters).toEqual({
      statuses: ['active', 'on_hold'],
      search: '',
      client: null,
      projectManagerIds: [3],
      currency: 'EUR',
    });
    expect(state.sort).toEqual({ id: 'outstanding', desc: true });
    expect(state.page).toBe(2);
  });

  it('toggles a status chip on and off', () => {
    expect(toggledStatus(['active'], 'on_hold')).toEqual(['active', 'on_hold']);
    expect(toggledStatus(['active', 'on_hold'], 'active')).toEqual(['on_hold']);
  });

  it('finds a title already taken, trimmed and whatever the case', () => {
    expect(takenTitle('  atlas PLATFORM ', ['Atlas Platform', 'Borealis Portal'])).toBe('Atlas Platform');
    expect(takenTitle('Atlas', ['Atlas Platform'])).toBeNull();
    expect(takenTitle('   ', ['Atlas Platform'])).toBeNull();
  });
});
