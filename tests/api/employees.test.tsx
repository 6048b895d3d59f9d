import { renderHook, waitFor } from '@testing-library/react';
import { sessionScope } from '@/api/session';
import { fetchEmployees } from '@/api/users/user-list.api';
import { useEmployees, useUsersWithSkill, useUsersWithUserData } from '@/api/users/user-list.queries';
import { userKeys } from '@/api/users/user.keys';
import { isCandidateStage } from '@/lib/recruitment-stages';
import { getTenantDb } from '@/mocks/db';
import { setupMockApi, signIn } from '../support/mock-api';
import { queryWrapper } from './support/query-wrapper';
import { lastSent, recordEachCase, sentTo } from '../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

describe('the employees list', () => {
  it('GET users?status=active&per_page=all on the tenant host, every row parsed', async () => {
    await signIn('admin@acme.test');
    const rows = await fetchEmployees('active');
    const request = lastSent(sent, 'users', 'GET');
    expect(request.host).toBe('acme.api.staff-portal.test');
    expect(Object.fromEntries(request.query)).toEqual({ status: 'active', per_page: 'all' });
    const db = await getTenantDb('acme');
    // Candidates (a pipeline stage or rejected) are not employees: the directory leaves them out.
    const employees = db.users.findMany((q) =>
      q.where({ archived: false, stage: (stage) => stage === '' || stage === 'hired' }),
    );
    expect(rows).toHaveLength(employees.length);
    expect(rows.find((row) => row.id === 1)).toMatchObject({
      name: 'Nino Beridze',
      status: 'active',
      position: { id: expect.any(Number), name: 'HR Manager' },
      // The admin does no billable work: their entries are internal (issue 32).
      availability: { user_id: 1, type: 'internal', data: { availability: 'Partially available' } },
    });
  });

  it('useEmployees(status) keys the rows under the session scope and the user lists', async () => {
    await signIn('admin@acme.test');
    const { wrapper, queryClient } = queryWrapper();
    const { result } = renderHook(() => useEmployees('archived'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.length).toBeGreaterThan(0);
    expect(result.current.data?.every((row) => row.status === 'archived')).toBe(true);
    expect(userKeys.employees('archived')).toEqual([
      ...sessionScope(),
      'users',
      'list',
      { status: 'archived' },
    ]);
    expect(queryClient.getQueryData(userKeys.employees('archived'))).toBe(result.current.data);
  });
});

describe('users with a skill or a reference item', () => {
  it('useUsersWithSkill asks nothing without a skill, then GET users-with-certain-skills/{id} → ids', async () => {
    await signIn('sale@acme.test');
    const { wrapper } = queryWrapper();
    const { result, rerender } = renderHook(({ id }: { id: number | null }) => useUsersWithSkill(id), {
      wrapper,
      initialProps: { id: null as number | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(lastSent(sent, 'users-with-certain-skills/2', 'GET')).toBeTruthy();
    const db = await getTenantDb('acme');
    // sale@ has no recruitment::view: no candidate (issue 30).
    expect(result.current.data).toEqual(
      db.users
        .all()
        .filter((user) => !isCandidateStage(user.stage))
        .filter((user) => user.skills.some((skill) => skill.skill_id === 2))
        .map((user) => user.id),
    );
  });

  it('useUsersWithUserData sends a title as position (SPEC §7)', async () => {
    await signIn('sale@acme.test');
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => useUsersWithUserData('title', 4), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const request = lastSent(sent, 'users-with-certain-user-data', 'GET');
    expect(Object.fromEntries(request.query)).toEqual({ data_type: 'position', data_id: '4' });
    const db = await getTenantDb('acme');
    expect(result.current.data).toEqual(
      db.users
        .all()
        .filter((user) => !isCandidateStage(user.stage))
        .filter((user) => user.position_id === 4)
        .map((user) => user.id),
    );

    const department = renderHook(() => useUsersWithUserData('department', 1), { wrapper });
    await waitFor(() => expect(department.result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(lastSent(sent, 'users-with-certain-user-data').query)).toEqual({
      data_type: 'department',
      data_id: '1',
    });
  });

  it('useUsersWithUserData asks nothing while either part is missing', async () => {
    await signIn('sale@acme.test');
    const { wrapper } = queryWrapper();
    renderHook(() => useUsersWithUserData(null, 4), { wrapper });
    renderHook(() => useUsersWithUserData('position', null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentTo(sent, 'users-with-certain-user-data')).toHaveLength(0);
  });
});
