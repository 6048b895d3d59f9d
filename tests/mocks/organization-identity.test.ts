import { urlResponseSchema } from '@/api/common.schemas';
import { invitationPageSchema, invitationResponseSchema } from '@/api/invitations/invitation.schemas';
import { organizationListSchema } from '@/api/organizations/organization.schemas';
import { decodeToken } from '@/api/session';
import { getTenantDb } from '@/mocks/db';
import { CREDENTIALS_MESSAGE } from '@/mocks/handlers/auth';
import { ALREADY_INVITED_MESSAGE, ALREADY_MEMBER_MESSAGE } from '@/mocks/handlers/invitations';
import { IMPERSONATION_REFUSED_MESSAGE } from '@/mocks/routing/authorize';
import { issueAccessToken } from '@/mocks/tokens';
import { impersonationStartSchema } from '@/api/impersonation/impersonation.schemas';
import { centralUrl, getAs, login, postJson, sendAs, setupMockApi } from '../support/mock-api';
import { candidateParts, postMultipart } from './multipart-body';

setupMockApi();

// Issue 30, H1: one central identity per person (an `identity` claim in the token); a person belongs to
// an organisation only through a membership, which only the seed or an invitation they accept while
// signed in makes. A user row of another tenant that merely holds their e-mail is not them.

const SALE = 'sale@acme.test';
const ATTACKER_PASSWORD = 'globex-knows-this-1';
const ACME = 1;
const GLOBEX = 2;

const identityOf = (token: string) => decodeToken(token)?.identity;

async function tenantsOf(token: string, tenant: string): Promise<string[]> {
  const answer = await getAs(tenant, 'organizations', token);
  expect(answer.status).toBe(200);
  return organizationListSchema.parse(answer.body).data.data.map((organization) => organization.tenant);
}

async function switchToken(tenant: string, token: string, organizationId: number): Promise<string> {
  const answer = await getAs(tenant, `organizations/${organizationId}/url`, token);
  expect(answer.status).toBe(200);
  const { url } = urlResponseSchema.parse(answer.body);
  return url.slice(url.indexOf('#token=') + '#token='.length);
}

// Globex's admin makes a globex employee with the e-mail of acme's sale: a candidate, hired. However
// its password was set (the registration link), the worst case is that globex's admin knows it.
async function plantAcmeSaleInGlobex(): Promise<number> {
  const globexAdmin = await login('admin@globex.test');
  const created = await postMultipart(
    'globex',
    'recruitment/candidates',
    globexAdmin,
    candidateParts({ first_name: 'Giorgi', last_name: 'Kapanadze', email: SALE }),
  );
  expect(created.status).toBe(201);
  const id = (created.body as { data: { id: number } }).data.id;
  const db = await getTenantDb('globex');
  await db.users.update((q) => q.where({ id }), {
    data(user) {
      user.password = ATTACKER_PASSWORD;
    },
  });
  expect(
    (
      await sendAs('globex', 'PATCH', `recruitment/candidates/${id}/stage`, globexAdmin, {
        stage: 'pre-offer',
        note: null,
      })
    ).status,
  ).toBe(200);
  const hired = await sendAs('globex', 'POST', `recruitment/candidates/${id}/hire`, globexAdmin, {
    start_date: '2025-06-02',
    position_id: 1,
    department_id: 1,
    employment_type_id: 1,
    availability: { type: 'billable', availability: 'Available' },
  });
  expect(hired.status).toBe(201);
  return id;
}

async function invite(tenant: string, adminToken: string, email: string) {
  return sendAs(tenant, 'POST', 'invitations', adminToken, { email });
}

async function invitationIds(tenant: string, token: string): Promise<number[]> {
  const answer = await getAs(tenant, 'invitations?page=1&per_page=15', token);
  expect(answer.status).toBe(200);
  return invitationPageSchema.parse(answer.body).data.data.map((invitation) => invitation.id);
}

describe('one central identity (issue 30, H1)', () => {
  it('login carries the identity: the same in every organisation of that person, another for anyone else', async () => {
    const admin = await login('admin@acme.test');
    expect(identityOf(admin)).toEqual(expect.any(String));
    const inGlobex = await switchToken('acme', admin, GLOBEX);
    expect(decodeToken(inGlobex)).toMatchObject({ tenant: 'globex', identity: identityOf(admin) });
    expect(identityOf(await login('admin@globex.test'))).not.toBe(identityOf(admin));
    expect(identityOf(await login(SALE))).not.toBe(identityOf(admin));
  });

  it('GET organizations lists only the identity’s memberships, not every tenant holding its e-mail', async () => {
    const db = await getTenantDb('globex');
    await db.users.update((q) => q.where({ email: 'employee@globex.test' }), {
      data(user) {
        user.email = SALE;
      },
    });
    expect(await tenantsOf(await login(SALE), 'acme')).toEqual(['acme']);
    expect(await tenantsOf(await login('admin@acme.test'), 'acme')).toEqual(['acme', 'globex']);
  });

  it('the globex-admin takeover fails: a globex row with acme’s e-mail is its own account, with no way into acme', async () => {
    const realSale = await login(SALE);
    await plantAcmeSaleInGlobex();
    // Globex's admin may invite the address; only its owner sees that.
    const globexAdmin = await login('admin@globex.test');
    const { id: invitation } = invitationResponseSchema.parse(
      (await invite('globex', globexAdmin, SALE)).body,
    ).data;
    // It signs in to globex only, as an identity of its own.
    const planted = await login(SALE, ATTACKER_PASSWORD);
    expect(decodeToken(planted)).toMatchObject({ tenant: 'globex', email: SALE });
    expect(identityOf(planted)).not.toBe(identityOf(realSale));
    // No membership from the e-mail: acme is neither listed nor handed over.
    expect(await tenantsOf(planted, 'globex')).toEqual(['globex']);
    expect((await getAs('globex', `organizations/${ACME}/url`, planted)).status).toBe(403);
    // Nor does it see or accept what is addressed to the real owner of the e-mail.
    expect(await invitationIds('globex', planted)).toEqual([]);
    expect((await sendAs('globex', 'POST', `invitations/${invitation}/accept`, planted)).status).toBe(404);
    expect(await invitationIds('acme', realSale)).toEqual([invitation]);
    // The real person is untouched: acme only, their own password.
    expect(await tenantsOf(realSale, 'acme')).toEqual(['acme']);
    expect(decodeToken(await login(SALE))).toMatchObject({ tenant: 'acme', identity: identityOf(realSale) });
  });

  it('a token works only with the identity its user row is linked to', async () => {
    const admin = await login('admin@acme.test');
    const sale = await login(SALE);
    // A token of acme's sale row naming the admin's identity is no session, even correctly signed.
    const db = await getTenantDb('acme');
    const row = db.users.findFirst((q) => q.where({ email: SALE }));
    if (!row) throw new Error('seed lost acme’s sale');
    const forged = await issueAccessToken(row, 'acme', identityOf(admin) ?? '');
    expect((await getAs('acme', 'user', forged)).status).toBe(401);
    expect((await getAs('acme', 'user', sale)).status).toBe(200);
  });
});

describe('invitations (issue 30, H1)', () => {
  it('invite → accept → membership → switch works, as the same identity', async () => {
    const globexAdmin = await login('admin@globex.test');
    const sent = await invite('globex', globexAdmin, SALE);
    expect(sent.status).toBe(201);
    const invitation = invitationResponseSchema.parse(sent.body).data;
    expect(invitation).toMatchObject({
      email: SALE,
      organization: { id: GLOBEX, tenant: 'globex' },
      invited_by: 'Hank Scorpio',
    });

    const sale = await login(SALE);
    expect(await invitationIds('acme', sale)).toEqual([invitation.id]);
    expect(await tenantsOf(sale, 'acme')).toEqual(['acme']);
    const accepted = await sendAs('acme', 'POST', `invitations/${invitation.id}/accept`, sale);
    expect(accepted).toEqual({
      status: 200,
      body: { data: { id: GLOBEX, name: 'Globex Engineering', tenant: 'globex' } },
    });
    expect(await invitationIds('acme', sale)).toEqual([]);
    expect(await tenantsOf(sale, 'acme')).toEqual(['acme', 'globex']);

    const inGlobex = await switchToken('acme', sale, GLOBEX);
    expect(decodeToken(inGlobex)).toMatchObject({
      tenant: 'globex',
      identity: identityOf(sale),
      email: SALE,
    });
    const me = await getAs('globex', 'user', inGlobex);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ data: { email: SALE, name: 'Giorgi Kapanadze' } });
  });

  it('accepting links the inviting tenant’s row with that e-mail, which then signs in only with the identity’s password', async () => {
    await plantAcmeSaleInGlobex();
    const { id } = invitationResponseSchema.parse(
      (await invite('globex', await login('admin@globex.test'), SALE)).body,
    ).data;
    const sale = await login(SALE);
    expect((await sendAs('acme', 'POST', `invitations/${id}/accept`, sale)).status).toBe(200);
    expect(await tenantsOf(sale, 'acme')).toEqual(['acme', 'globex']);
    // The password globex's admin set on that row no longer signs anyone in.
    const refused = await postJson(centralUrl('login'), { email: SALE, password: ATTACKER_PASSWORD });
    expect(refused).toMatchObject({ status: 422, body: { errors: { email: [CREDENTIALS_MESSAGE] } } });
  });

  it('someone else’s invitation is a 404 to them, and is not listed', async () => {
    const { id } = invitationResponseSchema.parse(
      (await invite('globex', await login('admin@globex.test'), SALE)).body,
    ).data;
    const other = await login('employee@acme.test');
    const othersOwn = await invitationIds('acme', other);
    expect(othersOwn).not.toContain(id);
    expect((await sendAs('acme', 'POST', `invitations/${id}/accept`, other)).status).toBe(404);
    expect((await sendAs('acme', 'DELETE', `invitations/${id}`, other)).status).toBe(404);
    expect(await tenantsOf(other, 'acme')).toEqual(['acme']);
    // Still there for its addressee, and the other's own are untouched.
    expect(await invitationIds('acme', await login(SALE))).toEqual([id]);
    expect(await invitationIds('acme', other)).toEqual(othersOwn);
  });

  it('declining removes the invitation and makes no membership', async () => {
    const { id } = invitationResponseSchema.parse(
      (await invite('globex', await login('admin@globex.test'), SALE)).body,
    ).data;
    const sale = await login(SALE);
    expect(await sendAs('acme', 'DELETE', `invitations/${id}`, sale)).toEqual({
      status: 200,
      body: { message: 'The invitation has been declined.' },
    });
    expect(await invitationIds('acme', sale)).toEqual([]);
    expect((await sendAs('acme', 'POST', `invitations/${id}/accept`, sale)).status).toBe(404);
    expect(await tenantsOf(sale, 'acme')).toEqual(['acme']);
  });

  it('POST invitations: employee::create, and 422 at email when invalid, already a member or already invited', async () => {
    const admin = await login('admin@globex.test');
    expect((await invite('globex', await login('sale@globex.test'), SALE)).status).toBe(403);
    expect(await invite('globex', admin, 'not-an-address')).toMatchObject({
      status: 422,
      body: { errors: { email: ['The email field must be a valid email address.'] } },
    });
    expect(await invite('globex', admin, 'Admin@Acme.test')).toMatchObject({
      status: 422,
      body: { errors: { email: [ALREADY_MEMBER_MESSAGE] } },
    });
    expect((await invite('globex', admin, SALE)).status).toBe(201);
    expect(await invite('globex', admin, 'SALE@acme.test')).toMatchObject({
      status: 422,
      body: { errors: { email: [ALREADY_INVITED_MESSAGE] } },
    });
  });

  it('the invited person’s calls are refused while impersonating (403)', async () => {
    const admin = await login('admin@acme.test');
    const employee = (await getTenantDb('acme')).users.findFirst((q) =>
      q.where({ email: 'employee@acme.test' }),
    );
    const { token } = impersonationStartSchema.parse(
      (await getAs('acme', `impersonate/${employee?.id}/url`, admin)).body,
    );
    expect(await getAs('acme', 'invitations?page=1&per_page=15', admin, token)).toEqual({
      status: 403,
      body: { message: IMPERSONATION_REFUSED_MESSAGE },
    });
  });
});
