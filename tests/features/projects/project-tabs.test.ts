import { projectRouteOf, projectTabHref } from '@/features/projects/project-tabs';

describe('a project link names the project and its tab', () => {
  it('/projects/new creates; /projects/12 is the overview; /projects/12/terms the terms', () => {
    expect(projectRouteOf(['new'])).toEqual({ kind: 'new' });
    expect(projectRouteOf(['12'])).toMatchObject({ kind: 'project', id: 12, tab: { slug: 'overview' } });
    expect(projectRouteOf(['12', 'terms'])).toMatchObject({
      kind: 'project',
      id: 12,
      tab: { slug: 'terms' },
    });
  });

  it('an unknown tab opens the overview; a link that names no project is none', () => {
    expect(projectRouteOf(['12', 'nope'])).toMatchObject({ tab: { slug: 'overview' } });
    for (const segments of [[], ['0'], ['abc'], ['12', 'terms', 'x'], undefined])
      expect(projectRouteOf(segments)).toEqual({ kind: 'none' });
  });

  it('the overview has no segment of its own', () => {
    expect(projectTabHref(12)).toBe('/projects/12');
    expect(projectTabHref(12, 'admin')).toBe('/projects/12/admin');
  });
});
