// @vitest-environment jsdom
import { applicationConfigsList } from '@/api/application-configs/application-configs.reference';
import { assessmentsList } from '@/api/assessments/assessments.reference';
import { forgotPassword, login, resetPassword, verifyEmail } from '@/api/auth/auth.api';
import { currencyRatesList } from '@/api/currency-rates/currency-rates.reference';
import { departmentsList } from '@/api/departments/departments.reference';
import { globalRolesList } from '@/api/global-roles/global-roles.reference';
import { cancelImpersonating, startImpersonating } from '@/api/impersonation/impersonation.api';
import { industriesList } from '@/api/industries/industries.reference';
import { isCandidateStage } from '@/lib/recruitment-stages';
import { fetchMinimalUsers } from '@/api/minimal-users/minimal-users.api';
import {
  fetchNotifications,
  markAllNotificationsSeen,
  markNotificationSeen,
} from '@/api/notifications/notifications.api';
import { fetchOrganizationUrl, userOrganizationsList } from '@/api/organizations/organizations.reference';
import { positionsList } from '@/api/positions/positions.reference';
import { projectManagersList } from '@/api/project-managers/project-managers.reference';
import { publicHolidaysList } from '@/api/public-holidays/public-holidays.reference';
import { senioritiesList } from '@/api/seniorities/seniorities.reference';
import { endSession, startImpersonation, startSession } from '@/api/session';
import { skillsList } from '@/api/skills/skills.reference';
import { fetchCurrentUser } from '@/api/users/users.api';
import { DEMO_PASSWORD } from '@/lib/demo-accounts';
import { getTenantDb } from '@/mocks/db';
import { setupMockApi } from '../support/mock-api';

// The app's own request functions (axios, tenant host, headers, zod parsing) against the mocks: any
// drift between mock and client fails here.
setupMockApi();
afterEach(() => endSession());

async function signIn(email: string) {
  return startSession((await login({ email, password: DEMO_PASSWORD })).token);
}

describe('the client against the mocked API', () => {
  it('parses every foundation call', async () => {
    await expect(forgotPassword({ email: 'sale@acme.test' })).resolves.toEqual({
      message: 'We have emailed your password reset link.',
    });
    await expect(
      resetPassword({
        email: 'sale@acme.test',
        token: 'demo-reset-token',
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
      }),
    ).resolves.toBeDefined();
    await expect(verifyEmail({ id: '2', hash: 'abc' })).resolves.toBeDefined();

    expect((await signIn('admin@acme.test')).tenant).toBe('acme');
    expect((await fetchCurrentUser()).email).toBe('admin@acme.test');
    const notifications = await fetchNotifications();
    const first = notifications.data[0];
    if (!first) throw new Error('no notifications');
    expect((await markNotificationSeen(first.id)).seen).toBe(true);
    await markAllNotificationsSeen();
    expect((await fetchNotifications()).sum).toBe(0);
    // Every member of staff, archived too; candidates are left out unless asked.
    const staff = (await getTenantDb('acme')).users.all().filter((user) => !isCandidateStage(user.stage));
    expect((await fetchMinimalUsers(true)).length).toBe(staff.length);

    const lists = [
      positionsList,
      departmentsList,
      senioritiesList,
      skillsList,
      industriesList,
      assessmentsList,
      projectManagersList,
      globalRolesList,
      currencyRatesList,
      publicHolidaysList,
      userOrganizationsList,
    ];
    for (const list of lists) expect(await list.fetch()).not.toHaveLength(0);
    expect((await applicationConfigsList.fetch()).time_off.yearly_vacation_days).toBe(26);
    expect(await fetchOrganizationUrl(2)).toMatch(/^\/organization-switch#token=/);
  });

  it('impersonates through the cookie the client keeps', async () => {
    await signIn('admin@acme.test');
    const { token } = await startImpersonating(3);
    startImpersonation({ userId: 3, name: 'Mariam Lomidze', token });
    expect((await fetchCurrentUser()).email).toBe('employee@acme.test');
    await expect(cancelImpersonating(3)).resolves.toBe('/employees');
  });

  it('a tenant without a config gets the client defaults', async () => {
    await signIn('admin@globex.test');
    expect((await applicationConfigsList.fetch()).time_off.yearly_vacation_days).toBe(24);
  });

  it('a wrong password reaches the client as a 422 with field errors', async () => {
    await expect(login({ email: 'admin@acme.test', password: 'wrong' })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { email: ['These credentials do not match our records.'] },
    });
  });
});
