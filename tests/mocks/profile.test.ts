import { userProfileResponseSchema } from '@/api/user-profile/user-profile.schemas';
import { configureMockDb, getTenantDb } from '@/mocks/db';
import { PROFILED_USERS } from '@/mocks/db/seed-profiles';
import { bearer, getAs, login, postJson, REFERENCE_DATE, setupMockApi, tenantUrl } from '../support/mock-api';

setupMockApi();

describe('GET user/{id}: the SPEC §3 user payload', () => {
  it('carries every profile section of the person', async () => {
    const token = await login('admin@acme.test');
    const { status, body } = await getAs('acme', 'user/1', token);
    expect(status).toBe(200);
    const profile = userProfileResponseSchema.parse(body).data;
    expect(profile.id).toBe(1);
    expect(profile.skills.length).toBeGreaterThan(0);
    expect(profile.languages.length).toBeGreaterThan(0);
    expect(profile.education.length).toBeGreaterThan(0);
    expect(profile.experiences.length).toBeGreaterThan(0);
    expect(profile.projects.length).toBeGreaterThan(0);
    expect(profile.cvs.length).toBeGreaterThan(0);
    expect(profile.employment_details.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers empty sections for someone nobody has filled in yet', async () => {
    configureMockDb({ referenceDate: REFERENCE_DATE, scale: PROFILED_USERS + 5 });
    const token = await login('admin@acme.test');
    const { body } = await getAs('acme', `user/${PROFILED_USERS + 2}`, token);
    const profile = userProfileResponseSchema.parse(body).data;
    expect(profile.languages).toEqual([]);
    expect(profile.cvs).toEqual([]);
    expect(profile.brief_intro).toBeNull();
  });

  it('seeds the same profiles for the same seed', async () => {
    const first = (await getTenantDb('acme')).education.all();
    configureMockDb({ referenceDate: REFERENCE_DATE });
    expect((await getTenantDb('acme')).education.all()).toEqual(first);
  });
});

describe('the edit gate on the add-employee calls (SPEC §4)', () => {
  it('refuses personal information for an employee past pre-offer, saying why', async () => {
    const db = await getTenantDb('acme');
    const hired = db.users.findFirst((q) => q.where({ stage: 'hired' }));
    if (!hired) throw new Error('the seed has nobody hired');
    const token = await login('admin@acme.test');
    const { status, body } = await postJson(
      tenantUrl('acme', `user-personal-information/${hired.id}`),
      {
        birth_date: null,
        phone: '123',
        personal_email: null,
        location: null,
        address: null,
        emergency_contact: null,
      },
      bearer(token),
    );
    expect(status).toBe(403);
    expect((body as { message: string }).message).toContain('“hired”');
  });

  it("lets them through at stage 'pre-offer'", async () => {
    const db = await getTenantDb('acme');
    const candidate = db.users.findFirst((q) => q.where({ stage: 'pre-offer' }));
    if (!candidate) throw new Error('the seed has nobody at pre-offer');
    const token = await login('admin@acme.test');
    const { status } = await postJson(
      tenantUrl('acme', `user-personal-information/${candidate.id}`),
      // Every field, as the client sends them (a body without them is refused).
      {
        birth_date: null,
        phone: '123',
        personal_email: null,
        location: null,
        address: null,
        emergency_contact: null,
      },
      bearer(token),
    );
    expect(status).toBe(200);
  });
});
