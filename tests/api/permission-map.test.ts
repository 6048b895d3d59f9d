import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { permissionMap } from '@/api/config';
import { can } from '@/api/permissions';
import { permissionMapProblem } from '@/lib/deployment-checks';
import { ALL_PERMISSIONS, parsePermissionMap, PERMISSION_USES } from '@/lib/permissions';

// A deployment whose API names permissions its own way maps ours to them (NEXT_PUBLIC_PERMISSION_MAP),
// so pointing the client at it does not lock everyone out.
describe('the permission map', () => {
  it('reads ours=theirs pairs, several names with |, spaces ignored', () => {
    expect(
      parsePermissionMap(' employee::view = staff.read , employee::update=staff.write|staff.admin '),
    ).toEqual({
      map: { 'employee::view': ['staff.read'], 'employee::update': ['staff.write', 'staff.admin'] },
      problems: [],
    });
    expect(parsePermissionMap(undefined)).toEqual({ map: {}, problems: [] });
  });

  it('names every entry it cannot use', () => {
    const { problems } = parsePermissionMap(
      'employee::view,employe::view=x,employee::view=a=b,budget::view=a,budget::view=b',
    );
    expect(problems).toEqual([
      '"employee::view" is not <our permission>=<their name>[|<another>]',
      expect.stringMatching(/^"employe::view" is not a permission the client checks/),
      '"employee::view=a=b" is not <our permission>=<their name>[|<another>]',
      '"budget::view" is mapped twice',
    ]);
  });

  it('grants a mapped permission by the deployment name only; the others keep ours', () => {
    vi.stubEnv(
      'NEXT_PUBLIC_PERMISSION_MAP',
      'employee::view=staff.read,employee::update=staff.write|staff.admin',
    );
    expect(can('employee::view', { userPermissions: ['staff.read'] })).toBe(true);
    expect(can('employee::view', { userPermissions: ['employee::view'] })).toBe(false);
    expect(can('employee::update', { claims: { permissions: ['staff.admin'] } })).toBe(true);
    expect(can('employee::update', { claims: { permissions: ['staff.read'] } })).toBe(false);
    expect(can('settings::manage', { userPermissions: ['settings::manage'] })).toBe(true);
    // Any of several needs.
    expect(can(['settings::manage', 'employee::view'], { userPermissions: ['staff.read'] })).toBe(true);
  });

  it('is read again when the variable changes, and is empty without it', () => {
    vi.stubEnv('NEXT_PUBLIC_PERMISSION_MAP', 'budget::view=finance.budget');
    expect(permissionMap()).toEqual({ 'budget::view': ['finance.budget'] });
    vi.stubEnv('NEXT_PUBLIC_PERMISSION_MAP', '');
    expect(permissionMap()).toEqual({});
    expect(can('budget::view', { userPermissions: ['budget::view'] })).toBe(true);
  });

  it('the build refuses a map it cannot use, and any map with the mocked API', () => {
    expect(permissionMapProblem({ map: 'employee::view=staff.read', mocking: false })).toBeNull();
    expect(permissionMapProblem({ map: undefined, mocking: true })).toBeNull();
    expect(permissionMapProblem({ map: 'employe::view=x', mocking: false })).toMatch(
      /^NEXT_PUBLIC_PERMISSION_MAP: "employe::view" is not a permission the client checks/,
    );
    expect(permissionMapProblem({ map: 'employee::view=staff.read', mocking: true })).toMatch(
      /mocked API is on/,
    );
  });

  it('every permission says what it opens, and docs/api.md lists each', () => {
    expect(Object.keys(PERMISSION_USES).sort()).toEqual([...ALL_PERMISSIONS].sort());
    const docs = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'api.md'), 'utf8');
    for (const permission of ALL_PERMISSIONS) expect(docs).toContain(`| \`${permission}\``);
  });
});
