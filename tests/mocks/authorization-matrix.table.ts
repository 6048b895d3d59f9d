import { DEMO_REGISTRATION_TOKENS } from '@/mocks/db/seed-registrations';
import type { Method } from '@/mocks/routing/route';

// The authorisation matrix (issue 30): every route the mocked API serves, and whether each demo role
// may call it. tests/mocks/authorization-matrix.test.ts sends every row as every role and fails on a
// served route missing here, on a row whose route is gone, and on any answer that disagrees.
//
// Roles: acme's admin@ (every permission), sale@ (employee::view, traffic::view, invoice::view,
// project::view, report::view) and employee@ (employee::view), src/lib/demo-accounts.ts; and globex's
// admin@ sending acme's sample path to acme's host. Every collection numbers its rows from 1 in each
// tenant, so acme's ids on globex's own host would name globex's rows, not acme's: the cross-tenant
// attempt is globex's token on acme's host, which a tenant route must refuse (403: the token's tenant is
// not the host's). Central routes take no token and answer anyone alike.
//
// allow: any answer but 401, 403, 404 and 5xx (a 422 got past authorisation: a sample body need not be
// valid). deny: 401, 403, or 404 where the rule hides what exists (another's notification, a candidate).
//
// To add a row: row(method, pattern, who is allowed, the rule, a sample path, { body }).
// - method and pattern exactly as the route is defined: tenantRoute('GET', 'things/:id', …).
// - who is allowed and the rule from docs/api.md, SPEC and src/lib/permissions.ts, never from what the
//   mock answers today; a rule that is one permission alone must allow exactly the roles holding it (the
//   test checks that).
// - the sample path and body in acme's seed: {name} is an id of MatrixSamples
//   (authorization-matrix.samples.ts); where the rule is "own or …", a colleague's, not the caller's.
//   A body field that is exactly '{name}' becomes that number.
// - { keepsData: true } for a call that stores nothing (a read sent as POST), so no fresh seed follows.

export type Verdict = 'allow' | 'deny';
export const MATRIX_ROLES = ['admin', 'sale', 'employee', 'otherTenantAdmin'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];
export type Expected = Readonly<Record<MatrixRole, Verdict>>;

export type MatrixRow = {
  method: Method;
  pattern: string;
  expect: Expected;
  rule: string;
  // A path of acme's seed, {name} standing for a sample id.
  path: string;
  body?: unknown;
  keepsData?: true;
};

type Extra = Pick<MatrixRow, 'body' | 'keepsData'>;

function row(
  method: Method,
  pattern: string,
  expect: Expected,
  rule: string,
  path: string = pattern,
  extra: Extra = {},
): MatrixRow {
  return { method, pattern, expect, rule, path, ...extra };
}

// The roles a row allows; every other role is denied.
export function allowed(...roles: MatrixRole[]): Expected {
  return Object.fromEntries(
    MATRIX_ROLES.map((role) => [role, roles.includes(role) ? 'allow' : 'deny']),
  ) as Expected;
}

const EVERYONE = allowed('admin', 'sale', 'employee', 'otherTenantAdmin');
const ACME_STAFF = allowed('admin', 'sale', 'employee');
const WITH_SALE = allowed('admin', 'sale');
const ADMIN = allowed('admin');
const EMPLOYEE = allowed('employee');

const SIGNED_IN = 'any signed-in user of the tenant';
const LIST = 'reference list: tried without a token; one sent must be the host tenant’s';
const GATE = 'edit gate: employee::update, the person at pre-offer or no stage';
const ADD_GATE = 'edit gate: employee::create or employee::update';
const READ = 'own, or employee::view (a candidate’s also recruitment::view)';
const PUBLIC = 'public: central, no token';
const CONTROL = 'control: the mocked API’s own switch (mock only), JSON, no token';
const SETTINGS = 'settings::manage';
const INTEGRATIONS = 'integration::manage';
const REGISTRATION = `central/employee-registration/${DEMO_REGISTRATION_TOKENS.acme.waiting}`;

const EMPTY = { body: {} };
const STORES_NOTHING = { body: {}, keepsData: true } as const;
const ids = (...names: string[]) => ({ body: { ids: names } });

const ORGANISATION_DATA = (['positions', 'departments', 'seniorities', 'skills'] as const).flatMap((list) => {
  const id = `{${list.replace(/ies$/, 'y').replace(/s$/, '')}Id}`;
  // prettier-ignore
  return [
    row('POST',   list,                  ADMIN, SETTINGS, list,                   EMPTY),
    row('POST',   `${list}/:id`,         ADMIN, SETTINGS, `${list}/${id}`,         EMPTY),
    row('DELETE', `${list}/:id`,         ADMIN, SETTINGS, `${list}/${id}`),
    row('POST',   `${list}/:id/reorder`, ADMIN, SETTINGS, `${list}/${id}/reorder`, EMPTY),
  ];
});

// prettier-ignore
export const AUTHORIZATION_MATRIX: readonly MatrixRow[] = [
  // Session and registration (central): the same answer whoever asks.
  row('POST',   'central/login',                              EVERYONE, PUBLIC, 'central/login', EMPTY),
  row('POST',   'central/forgot-password',                    EVERYONE, PUBLIC, 'central/forgot-password', EMPTY),
  row('POST',   'central/reset-password',                     EVERYONE, PUBLIC, 'central/reset-password', EMPTY),
  row('GET',    'central/email/verify/:id/:hash',             EVERYONE, `${PUBLIC}; the signed link is the credential`, 'central/email/verify/{employeeId}/matrix?expires=4102444800&signature=matrix'),
  row('POST',   'central/email/verification-notification',    EVERYONE, PUBLIC, 'central/email/verification-notification', EMPTY),
  row('GET',    'central/employee-registration/:token',       EVERYONE, `${PUBLIC}; the link’s token is the credential`, REGISTRATION),
  row('POST',   'central/employee-registration/:token',       EVERYONE, `${PUBLIC}; the link’s token is the credential`, REGISTRATION, EMPTY),

  // The mocked API's switches: they change faults (cleared before every case) or reseed.
  row('POST',   'central/__mock__/reset',                     EVERYONE, CONTROL, 'central/__mock__/reset', STORES_NOTHING),
  row('POST',   'central/__mock__/faults',                    EVERYONE, CONTROL, 'central/__mock__/faults', { body: [], keepsData: true }),
  row('GET',    'central/__mock__/faults',                    EVERYONE, CONTROL),
  row('DELETE', 'central/__mock__/faults',                    EVERYONE, CONTROL, 'central/__mock__/faults', STORES_NOTHING),
  row('GET',    'central/__mock__/ready',                     EVERYONE, CONTROL),

  // Current user, notifications, organisations, impersonation
  row('GET',    'user',                                       ACME_STAFF, SIGNED_IN),
  row('GET',    'notifications',                              ACME_STAFF, `${SIGNED_IN}; their own`),
  // employee@'s notification: only its owner may mark it, the admin included (another's is 404).
  row('PATCH',  'notifications/change-seen-status/:id',       EMPLOYEE, 'own notification only', 'notifications/change-seen-status/{employeeNotificationId}'),
  row('PATCH',  'notifications/mark-all-as-seen',             ACME_STAFF, `${SIGNED_IN}; their own`),
  row('GET',    'organizations',                              ACME_STAFF, `${SIGNED_IN}; not while impersonating`),
  // globex (organisation 2): acme's admin@ is a member there too in the seed; sale@ and employee@ are not.
  row('GET',    'organizations/:id/url',                      ADMIN, 'an organisation the user is a member of; not while impersonating', 'organizations/2/url'),
  // Invitations (issue 30, H1): the seed's invitation 1 is globex's, to acme's employee@ only.
  row('POST',   'invitations',                                ADMIN, 'employee::create', 'invitations', EMPTY),
  row('GET',    'invitations',                                ACME_STAFF, `${SIGNED_IN}; their own; not while impersonating`),
  row('POST',   'invitations/:id/accept',                     EMPLOYEE, 'own invitation only (its e-mail is the identity’s); not while impersonating', 'invitations/1/accept', EMPTY),
  row('DELETE', 'invitations/:id',                            EMPLOYEE, 'own invitation only (its e-mail is the identity’s); not while impersonating', 'invitations/1'),
  row('GET',    'impersonate/:id/url',                        ADMIN, 'user::impersonate; never an admin, never oneself', 'impersonate/{colleagueId}/url'),
  row('GET',    'cancel-impersonate/:id/url',                 ACME_STAFF, SIGNED_IN, 'cancel-impersonate/{colleagueId}/url'),
  row('GET',    'minimal-users',                              ACME_STAFF, `${SIGNED_IN}; candidates only with recruitment::view`, 'minimal-users?with_candidates=1'),

  // Reference lists
  row('GET',    'positions',                                  ACME_STAFF, LIST),
  row('GET',    'departments',                                ACME_STAFF, LIST),
  row('GET',    'seniorities',                                ACME_STAFF, LIST),
  row('GET',    'skills',                                     ACME_STAFF, LIST),
  row('GET',    'industries',                                 ACME_STAFF, LIST),
  row('GET',    'assessments',                                ACME_STAFF, LIST),
  row('GET',    'public-holidays',                            ACME_STAFF, LIST, 'public-holidays?country=all'),
  row('GET',    'currency-rates',                             ACME_STAFF, SIGNED_IN),
  row('GET',    'project-managers',                           ACME_STAFF, SIGNED_IN),
  row('GET',    'application-configs',                        ACME_STAFF, SIGNED_IN),
  row('GET',    'global-roles',                               ACME_STAFF, SIGNED_IN),
  row('GET',    'employment-types',                           ACME_STAFF, SIGNED_IN),
  row('GET',    'vats',                                       ACME_STAFF, SIGNED_IN),
  row('GET',    'languages',                                  ACME_STAFF, SIGNED_IN),
  row('GET',    'language-levels',                            ACME_STAFF, SIGNED_IN),
  row('GET',    'location',                                   ACME_STAFF, SIGNED_IN, 'location?location=tb'),

  // Organisation data, integrations, MoneyBird (settings)
  ...ORGANISATION_DATA,
  row('POST',   'industries',                                 ADMIN, 'employee::update or settings::manage', 'industries', EMPTY),
  row('GET',    'integrations/check-status',                  ADMIN, INTEGRATIONS),
  row('GET',    'google',                                     ADMIN, INTEGRATIONS),
  row('GET',    'slack',                                      ADMIN, INTEGRATIONS),
  row('DELETE', 'integrations/token',                         ADMIN, INTEGRATIONS, 'integrations/token', { body: { type: 'slack' } }),
  row('GET',    'integrations/google-settings',               ADMIN, INTEGRATIONS),
  row('POST',   'integrations/save-google-settings',          ADMIN, INTEGRATIONS, 'integrations/save-google-settings', EMPTY),
  row('GET',    'money-bird/credentials',                     ADMIN, INTEGRATIONS),
  row('POST',   'money-bird/credentials',                     ADMIN, INTEGRATIONS, 'money-bird/credentials', EMPTY),
  row('GET',    'money-bird/contacts',                        ADMIN, INTEGRATIONS, 'money-bird/contacts?query=a'),
  row('GET',    'money-bird/tax-rates',                       ADMIN, INTEGRATIONS),
  row('POST',   'money-bird/mappings',                        ADMIN, INTEGRATIONS, 'money-bird/mappings', EMPTY),
  row('GET',    'money-bird/mapping',                         ADMIN, INTEGRATIONS),
  row('GET',    'money-bird/mapping/:id',                     ADMIN, INTEGRATIONS, 'money-bird/mapping/{projectId}'),

  // Rate cards, holidays, time-off rules, currencies, company details
  row('GET',    'rate-cards',                                 WITH_SALE, 'settings::manage, project::view or project::update (rates are commercial data)'),
  row('PUT',    'rate-cards',                                 ADMIN, SETTINGS, 'rate-cards', EMPTY),
  row('GET',    'all-public-holidays',                        ACME_STAFF, SIGNED_IN, 'all-public-holidays?year=2025&country=GE'),
  row('POST',   'public-holidays',                            ADMIN, SETTINGS, 'public-holidays', EMPTY),
  row('POST',   'time-off-configs',                           ADMIN, SETTINGS, 'time-off-configs', EMPTY),
  row('POST',   'currency-configs',                           ADMIN, SETTINGS, 'currency-configs', EMPTY),
  row('GET',    'administrative-information',                 ACME_STAFF, `${SIGNED_IN}; the bank details only with invoice::view or settings::manage`),
  row('POST',   'administrative-information',                 ADMIN, SETTINGS, 'administrative-information', EMPTY),

  // Employees
  row('GET',    'users',                                      ACME_STAFF, 'employee::view', 'users?status=active&per_page=all'),
  row('GET',    'user/:id',                                   ACME_STAFF, READ, 'user/{colleagueId}'),
  row('GET',    'users-with-certain-skills/:id',              ACME_STAFF, 'employee::view', 'users-with-certain-skills/{skillId}'),
  row('GET',    'users-with-certain-user-data',               ACME_STAFF, 'employee::view', 'users-with-certain-user-data?data_type=position&data_id={positionId}'),
  row('POST',   'user-archive',                               ADMIN, 'employee::delete', 'user-archive', ids('{colleagueId}')),
  row('POST',   'user-activate',                              ADMIN, 'employee::delete', 'user-activate', ids('{colleagueId}')),
  row('DELETE', 'user',                                       ADMIN, 'employee::delete', 'user', ids('{colleagueId}')),
  row('POST',   'user',                                       ADMIN, 'employee::create', 'user', EMPTY),
  row('POST',   'user-personal-information/:id',              ADMIN, ADD_GATE, 'user-personal-information/{colleagueId}', EMPTY),
  row('POST',   'user-employment-details/:id',                ADMIN, ADD_GATE, 'user-employment-details/{colleagueId}', EMPTY),
  row('POST',   'user-avatar/:id',                            ADMIN, ADD_GATE, 'user-avatar/{colleagueId}', EMPTY),
  row('GET',    'generate-cv',                                ACME_STAFF, 'employee::view', 'generate-cv?ids[]={colleagueId}'),

  // Availability and saved filters
  row('GET',    'employee-list-entries',                      ACME_STAFF, 'own, or employee::view', 'employee-list-entries?user_id={colleagueId}'),
  // A colleague's availability: of the demo roles only the admin holds employee::update.
  row('POST',   'employee-list-entries',                      ADMIN, 'own, or employee::update', 'employee-list-entries', { body: { user_id: '{colleagueId}', type: 'billable', date: '2025-06-02', data: { availability: 'Partially available' } } }),
  row('GET',    'saved-filters',                              ACME_STAFF, `${SIGNED_IN}; their own, with each list’s permission`, 'saved-filters?page=1'),
  row('POST',   'saved-filters',                              ACME_STAFF, `${SIGNED_IN}; their own, with each list’s permission`, 'saved-filters', EMPTY),
  // admin@'s filter: sale@ and employee@ hold the list's permission, not the filter (another's is 404).
  row('DELETE', 'saved-filters/:id',                          ADMIN, 'own filter only', 'saved-filters/{adminSavedFilterId}'),

  // Employee profile: a colleague's, so the edit gate and the read rule decide, not ownership.
  row('GET',    'profile-sections',                           ACME_STAFF, SIGNED_IN),
  row('PATCH',  'brief-intro/:id',                            ADMIN, GATE, 'brief-intro/{colleagueId}', { body: { brief_intro: 'Matrix' } }),
  row('POST',   'user-enhance/:id',                           ADMIN, GATE, 'user-enhance/{colleagueId}', { body: { field: 'brief_intro', text: 'Matrix' }, keepsData: true }),
  row('PATCH',  'user-profile-sections/:id',                  ADMIN, GATE, 'user-profile-sections/{colleagueId}', EMPTY),
  row('POST',   'profile-sections/:id',                       ADMIN, SETTINGS, 'profile-sections/{profileSectionId}', { body: { department_id: '{departmentId}', status: true } }),
  row('GET',    'career-history/:id',                         ACME_STAFF, READ, 'career-history/{colleagueId}'),
  row('POST',   'career-history',                             ADMIN, `${GATE}, on the body’s user_id`, 'career-history', { body: { user_id: '{colleagueId}' } }),
  row('PATCH',  'career-history/:id',                         ADMIN, `${GATE}, on the step’s owner`, 'career-history/{careerEntry.id}', EMPTY),
  row('POST',   'career-history/:id',                         ADMIN, `${GATE}, on the step’s owner`, 'career-history/{careerEntry.id}?_method=PATCH', EMPTY),
  row('GET',    'career-history/history/:id',                 ACME_STAFF, `${READ}, of the step’s owner`, 'career-history/history/{careerEntry.id}'),
  row('DELETE', 'career-history/history/:id',                 ADMIN, `${GATE}, on the step’s owner`, 'career-history/history/{careerChangeId}'),
  row('GET',    'projects-after-certain-date/:id',            ACME_STAFF, READ, 'projects-after-certain-date/{colleagueId}?date=2024-01-01'),
  row('POST',   'user-skills/:id',                            ADMIN, GATE, 'user-skills/{colleagueId}', EMPTY),
  row('PATCH',  'user-skills/:id',                            ADMIN, GATE, 'user-skills/{colleagueId}', EMPTY),
  row('DELETE', 'user-skills/:id',                            ADMIN, GATE, 'user-skills/{colleagueId}', EMPTY),
  row('POST',   'languages/:id',                              ADMIN, GATE, 'languages/{language.userId}', EMPTY),
  row('DELETE', 'languages/:id',                              ADMIN, GATE, 'languages/{language.userId}', { body: { language_id: '{language.languageId}' } }),
  row('POST',   'language-certificate/:id',                   ACME_STAFF, READ, 'language-certificate/{language.userId}', { body: { language_id: '{language.languageId}' }, keepsData: true }),
  row('POST',   'user-education/:id',                         ADMIN, GATE, 'user-education/{education.userId}', EMPTY),
  row('POST',   'user-education-update/:id',                  ADMIN, GATE, 'user-education-update/{education.userId}', { body: { education_id: '{education.id}' } }),
  row('DELETE', 'user-education/:id',                         ADMIN, GATE, 'user-education/{education.userId}', ids('{education.id}')),
  row('POST',   'experiences/:id',                            ADMIN, GATE, 'experiences/{experience.userId}', { body: { experience_id: '{experience.id}' } }),
  row('DELETE', 'experiences/:id',                            ADMIN, GATE, 'experiences/{experience.userId}?experience_ids[]={experience.id}'),
  row('GET',    'media/:id',                                  ACME_STAFF, `${READ}, of the file’s owner`, 'media/{media.id}'),
  row('DELETE', 'media',                                      ADMIN, `${GATE}, on each file’s owner`, 'media', ids('{media.id}')),
  row('POST',   'user-courses/:id',                           ADMIN, GATE, 'user-courses/{course.userId}', EMPTY),
  row('POST',   'user-courses-update/:id',                    ADMIN, GATE, 'user-courses-update/{course.userId}', { body: { course_id: '{course.id}' } }),
  row('DELETE', 'user-courses/:id',                           ADMIN, GATE, 'user-courses/{course.userId}', ids('{course.id}')),
  row('POST',   'user-achievements/:id',                      ADMIN, GATE, 'user-achievements/{achievement.userId}', EMPTY),
  row('POST',   'user-achievements-update/:id',               ADMIN, GATE, 'user-achievements-update/{achievement.userId}', { body: { achievement_id: '{achievement.id}' } }),
  row('DELETE', 'user-achievements/:id',                      ADMIN, GATE, 'user-achievements/{achievement.userId}', ids('{achievement.id}')),
  row('POST',   'user/projects/:id',                          ADMIN, GATE, 'user/projects/{userProject.userId}', { body: { project_id: '{userProject.id}' } }),
  row('DELETE', 'user/projects/:id',                          ADMIN, GATE, 'user/projects/{userProject.userId}', ids('{userProject.id}')),

  // CVs: a colleague's
  row('POST',   'cv',                                         ADMIN, `${GATE}, on the body’s user_id`, 'cv', { body: { user_id: '{colleagueId}' } }),
  row('PUT',    'cv/:id',                                     ADMIN, `${GATE}, on the CV’s owner`, 'cv/{cvId}', EMPTY),
  row('POST',   'cv/:id',                                     ADMIN, `${GATE}, on the CV’s owner`, 'cv/{cvId}', EMPTY),
  row('PUT',    'cv/name/:id',                                ADMIN, `${GATE}, on the CV’s owner`, 'cv/name/{cvId}', EMPTY),
  row('PUT',    'cv/variant/:id',                             ADMIN, `${GATE}, on the CV’s owner`, 'cv/variant/{cvId}', EMPTY),
  row('POST',   'cv/duplicate/:id',                           ADMIN, `${GATE}, on the CV’s owner`, 'cv/duplicate/{cvId}', EMPTY),
  row('DELETE', 'cv/:id',                                     ADMIN, `${GATE}, on the CV’s owner`, 'cv/{cvId}'),
  row('GET',    'cv/history/:id',                             ACME_STAFF, `${READ}, of the CV’s owner`, 'cv/history/{cvId}'),
  row('GET',    'cv/:id',                                     ACME_STAFF, `${READ}, of the CV’s owner`, 'cv/{cvId}'),
  // A colleague's CV named: the edit gate decides.
  row('POST',   'cv/enhance',                                 ADMIN, `${SIGNED_IN}; with cv_id, the ${GATE} on the CV’s owner`, 'cv/enhance', { body: { text: 'Matrix', cv_id: '{cvId}' }, keepsData: true }),

  // Internal projects, their figures, terms and reminders
  row('GET',    'internal-projects',                          WITH_SALE, 'project::view'),
  row('GET',    'info/internal-projects',                     WITH_SALE, 'project::view'),
  row('GET',    'internal-projects/titles',                   WITH_SALE, 'project::view'),
  row('GET',    'internal-projects/clients',                  WITH_SALE, 'project::view'),
  row('POST',   'internal-projects',                          ADMIN, 'project::update', 'internal-projects', EMPTY),
  row('GET',    'internal-projects/:id',                      WITH_SALE, 'project::view', 'internal-projects/{projectId}'),
  row('POST',   'internal-projects/:id',                      ADMIN, 'project::update', 'internal-projects/{projectId}?_method=patch', EMPTY),
  row('DELETE', 'internal-projects/:id',                      ADMIN, 'project::update', 'internal-projects/{projectId}'),
  row('POST',   'internal-projects/:id/administrative-fields', ADMIN, 'project::update', 'internal-projects/{projectId}/administrative-fields?_method=put', EMPTY),
  row('GET',    'internal-projects/old/:id',                  WITH_SALE, 'project::view', 'internal-projects/old/{projectId}'),
  row('GET',    'internal-projects/dashboard/:id',            WITH_SALE, 'project::view', 'internal-projects/dashboard/{projectId}'),
  row('GET',    'internal-projects/totals/:id',               WITH_SALE, 'project::view', 'internal-projects/totals/{projectId}'),
  row('GET',    'internal-projects/invoice-finances/:id',     WITH_SALE, 'project::view', 'internal-projects/invoice-finances/{projectId}'),
  row('GET',    'internal-projects/revenue/:id',              WITH_SALE, 'project::view', 'internal-projects/revenue/{projectId}'),
  row('GET',    'internal-projects/project-revenue/:id',      WITH_SALE, 'project::view', 'internal-projects/project-revenue/{projectId}?year=2025'),
  row('GET',    'terms/:id',                                  WITH_SALE, 'project::view', 'terms/{projectId}'),
  row('GET',    'terms/all/:id',                              WITH_SALE, 'project::view', 'terms/all/{projectId}'),
  row('POST',   'terms/:id',                                  ADMIN, 'project::update', 'terms/{projectId}', EMPTY),
  row('PATCH',  'terms/:id',                                  ADMIN, 'project::update', 'terms/{termId}', EMPTY),
  row('DELETE', 'terms/:id',                                  ADMIN, 'project::update', 'terms/{termId}'),
  row('GET',    'reminders/:id',                              WITH_SALE, 'project::view', 'reminders/{projectId}'),

  // Time off: {colleagueTimeOffId} is a colleague's pending request that neither sale@ nor employee@
  // reviews, so only time-off::manage reaches it.
  row('GET',    'time-offs',                                  ACME_STAFF, `${SIGNED_IN}; own and those they review, all with time-off::manage`),
  row('GET',    'time-offs/counts',                           ACME_STAFF, `${SIGNED_IN}; of what they may see`),
  row('GET',    'time-offs/balances',                         ACME_STAFF, `${SIGNED_IN}; own only without time-off::manage`),
  row('GET',    'time-offs/calendar',                         ACME_STAFF, `${SIGNED_IN}; who is away, the kind only where they may see the request`, 'time-offs/calendar?from=2025-05-01&to=2025-05-31'),
  row('GET',    'time-offs/:id',                              ADMIN, 'own, one they review, or time-off::manage', 'time-offs/{colleagueTimeOffId}'),
  row('POST',   'time-offs',                                  ADMIN, 'own; for someone else time-off::manage', 'time-offs', { body: { user_id: '{colleagueId}', type: 'vacation', start_date: '2025-09-01', end_date: '2025-09-02' } }),
  row('POST',   'time-offs/:id',                              ADMIN, 'own while pending, or time-off::manage', 'time-offs/{colleagueTimeOffId}?_method=PATCH', { body: { type: 'vacation', start_date: '2025-09-01', end_date: '2025-09-02' } }),
  row('PATCH',  'time-offs/:id/status',                       ADMIN, 'the current step’s reviewer, or time-off::manage, before the body is checked (a rejection without its comment: 422 only to them)', 'time-offs/{colleagueTimeOffId}/status', { body: { status: 'rejected' } }),
  // Bulk: a request one may not decide is skipped with a reason in a 200, not refused.
  row('PATCH',  'time-offs/approve',                          ACME_STAFF, `${SIGNED_IN}; a request they may not decide is skipped`, 'time-offs/approve', ids('{colleagueTimeOffId}')),
  row('PATCH',  'time-offs/reject',                           ACME_STAFF, `${SIGNED_IN}; a request they may not decide is skipped`, 'time-offs/reject', { body: { ids: ['{colleagueTimeOffId}'], comment: 'Matrix' } }),
  row('PATCH',  'time-offs/:id/exclusion',                    ADMIN, 'time-off::manage', 'time-offs/{colleagueTimeOffId}/exclusion', { body: { exclusion: 'no' } }),
  row('DELETE', 'time-offs/:id',                              ADMIN, 'own pending, or time-off::manage', 'time-offs/{colleagueTimeOffId}'),
  // Previewing a change of a colleague's request needs to see the request.
  row('POST',   'time-offs/preview',                          ADMIN, `${SIGNED_IN}; a change of a request, who may see it; revenue only with project::view or project::update`, 'time-offs/preview', { body: { id: '{colleagueTimeOffId}', type: 'vacation', start_date: '2025-09-01', end_date: '2025-09-02' }, keepsData: true }),
  row('GET',    'time-offs/ledger/:id',                       ADMIN, 'own, or time-off::manage', 'time-offs/ledger/{colleagueId}'),
  row('POST',   'time-offs/ledger/:id',                       ADMIN, 'time-off::manage', 'time-offs/ledger/{colleagueId}', EMPTY),

  // Invoices
  row('POST',   'invoice-calculations/:id',                   WITH_SALE, 'invoice::view', 'invoice-calculations/{projectId}', STORES_NOTHING),
  row('POST',   'invoice-vacation-calculations/:id',          WITH_SALE, 'invoice::view', 'invoice-vacation-calculations/{projectId}', STORES_NOTHING),
  row('POST',   'invoices-create',                            ADMIN, 'invoice::update', 'invoices-create', EMPTY),
  row('GET',    'invoices/generate-pdf',                      WITH_SALE, 'invoice::view', 'invoices/generate-pdf?ids[]={invoiceId}&language=en'),
  row('GET',    'invoices/generate-csv',                      WITH_SALE, 'invoice::view', 'invoices/generate-csv?ids[]={invoiceId}'),
  row('POST',   'invoices',                                   WITH_SALE, 'invoice::view', 'invoices?page=1', STORES_NOTHING),
  row('POST',   'select-all-invoices',                        WITH_SALE, 'invoice::view', 'select-all-invoices', STORES_NOTHING),
  row('GET',    'invoices/uninvoiced-months',                 WITH_SALE, 'invoice::view', 'invoices/uninvoiced-months?months=3'),
  row('GET',    'invoices/:id',                               WITH_SALE, 'invoice::view', 'invoices/{invoiceId}'),
  row('PATCH',  'invoices/:id',                               ADMIN, 'invoice::update', 'invoices/{invoiceId}', EMPTY),
  row('PATCH',  'invoices/:id/payment-status',                ADMIN, 'invoice::update', 'invoices/{invoiceId}/payment-status', EMPTY),
  row('PATCH',  'invoices/:id/approval-status',               ADMIN, 'invoice::approve', 'invoices/{invoiceId}/approval-status', EMPTY),
  row('PATCH',  'invoices/approve',                           ADMIN, 'invoice::approve', 'invoices/approve', ids('{invoiceId}')),
  row('PATCH',  'invoices/reject',                            ADMIN, 'invoice::approve', 'invoices/reject?ids[]={invoiceId}', EMPTY),
  row('DELETE', 'invoices',                                   ADMIN, 'invoice::update', 'invoices', ids('{invoiceId}')),

  // Traffic
  row('GET',    'traffic',                                    WITH_SALE, 'traffic::view', 'traffic?from=2025-05-01&to=2025-05-31'),
  row('GET',    'traffic/summary',                            WITH_SALE, 'traffic::view', 'traffic/summary?from=2025-05-01&to=2025-05-31'),
  row('GET',    'traffic/export',                             WITH_SALE, 'traffic::view', 'traffic/export?format=csv&from=2025-05-01&to=2025-05-31'),
  row('GET',    'traffic/incoming',                           ADMIN, 'recruitment::view', 'traffic/incoming?from=2025-05-01&to=2025-05-31'),
  row('PATCH',  'traffic/allocations',                        ADMIN, 'project::update', 'traffic/allocations', EMPTY),
  row('POST',   'traffic/allocations',                        ADMIN, 'project::update', 'traffic/allocations?_method=PATCH', EMPTY),

  // Recruitment: every call needs recruitment::view, which of the demo roles only the admin holds.
  row('GET',    'recruitment/candidates',                     ADMIN, 'recruitment::view', 'recruitment/candidates?status=active'),
  row('GET',    'recruitment/candidates/duplicates',          ADMIN, 'recruitment::view', 'recruitment/candidates/duplicates?email=a@b.test'),
  row('GET',    'recruitment/candidates/export',              ADMIN, 'recruitment::view', 'recruitment/candidates/export?format=csv&status=active'),
  row('GET',    'recruitment/candidates/:id',                 ADMIN, 'recruitment::view', 'recruitment/candidates/{candidateId}'),
  row('GET',    'recruitment/stages',                         ADMIN, 'recruitment::view'),
  row('GET',    'recruitment/rejection-reasons',              ADMIN, 'recruitment::view'),
  row('POST',   'recruitment/candidates',                     ADMIN, 'recruitment::view, and employee::create or employee::update', 'recruitment/candidates', EMPTY),
  row('POST',   'recruitment/candidates/:id',                 ADMIN, 'recruitment::view; a profile field also the edit gate', 'recruitment/candidates/{candidateId}?_method=PATCH', EMPTY),
  row('PATCH',  'recruitment/candidates/:id/stage',           ADMIN, 'recruitment::view', 'recruitment/candidates/{candidateId}/stage', EMPTY),
  row('PATCH',  'recruitment/candidates/stage',               ADMIN, 'recruitment::view', 'recruitment/candidates/stage', ids('{candidateId}')),
  row('PATCH',  'recruitment/candidates/reject',              ADMIN, 'recruitment::view', 'recruitment/candidates/reject', ids('{candidateId}')),
  row('PATCH',  'recruitment/candidates/:id/restore',         ADMIN, 'recruitment::view', 'recruitment/candidates/{rejectedCandidateId}/restore', EMPTY),
  row('POST',   'recruitment/candidates/:id/hire',            ADMIN, 'recruitment::view, and employee::create or employee::update', 'recruitment/candidates/{candidateId}/hire', EMPTY),
  row('POST',   'recruitment/candidates/:id/registration-link', ADMIN, 'recruitment::view', 'recruitment/candidates/{candidateId}/registration-link', EMPTY),
  row('GET',    'recruitment/candidates/:id/history',         ADMIN, 'recruitment::view', 'recruitment/candidates/{candidateId}/history'),
  row('GET',    'recruitment/candidates/:id/notes',           ADMIN, 'recruitment::view', 'recruitment/candidates/{candidateId}/notes'),
  row('POST',   'recruitment/candidates/:id/notes',           ADMIN, 'recruitment::view', 'recruitment/candidates/{candidateId}/notes', EMPTY),
  row('GET',    'recruitment/insights',                       ADMIN, 'recruitment::view', 'recruitment/insights?from=2025-01-01&to=2025-05-31'),

  // Reports and budget
  row('GET',    'reports/income',                             WITH_SALE, 'report::view', 'reports/income?year=2025&group_by=project'),
  row('GET',    'reports/profitability',                      WITH_SALE, 'report::view', 'reports/profitability?year=2025'),
  row('GET',    'reports/salary',                             ADMIN, 'report::salary', 'reports/salary?year=2025'),
  row('GET',    'budget',                                     ADMIN, 'budget::view', 'budget?year={budgetYear}'),
  row('PUT',    'budget/:year',                               ADMIN, 'budget::manage', 'budget/{budgetYear}', { body: { version_id: '{budgetVersionId}' } }),
  row('POST',   'budget/:year/versions',                      ADMIN, 'budget::manage', 'budget/{budgetYear}/versions', { body: { from_version_id: '{budgetVersionId}' } }),
  row('POST',   'budget/:year/seed',                          ADMIN, 'budget::manage', 'budget/{budgetYear}/seed', EMPTY),
  row('POST',   'budget/:year/rows',                          ADMIN, 'budget::manage', 'budget/{budgetYear}/rows', { body: { version_id: '{budgetVersionId}' } }),
  row('DELETE', 'budget/:year/rows/:id',                      ADMIN, 'budget::manage', 'budget/{budgetYear}/rows/{budgetRowId}'),
];
