import { projectTermsSchema, termResponseSchema } from '@/api/terms/term.schemas';
import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { bearer, getAs, login, sendAs, setupMockApi, tenantUrl } from '../support/mock-api';

setupMockApi();

// Project 1 of acme (seeded against 2025-05-15): Atlas Platform, USD, 2025-02-01 … 2026-02-28; its
// terms are planned around leave (issue 32), so some ended in April, term 5 among them (2 April);
// the invoices of February to April refer to it.
const PROJECT = 1;
const ENDED_TERM = 5;

const terms = async (path: string, token: string) =>
  projectTermsSchema.parse((await getAs('acme', path, token)).body);

const newTerm = (overrides: Record<string, unknown> = {}) => ({
  user_id: 3,
  start_date: '2025-04-01',
  end_date: '2025-04-30',
  hours_per_day: null,
  percentage: 50,
  hourly_rate: 40,
  unit: 'hr',
  status: 'confirmed',
  note: null,
  ...overrides,
});

// A 204 has no body to read as JSON (sendAs reads one).
const remove = (path: string, token: string) =>
  fetch(tenantUrl('acme', path), {
    method: 'DELETE',
    headers: { Accept: 'application/json', ...bearer(token) },
  });

const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;

// How many of the project's invoices have a line for the term (the invoices are the finance seed's).
async function invoicesReferringTo(termId: number): Promise<number> {
  const db = await getTenantDb('acme');
  return db.invoices
    .findMany((q) => q.where({ internal_project_id: PROJECT }))
    .filter((invoice) => invoice.lines.some((line) => line.term_id === termId)).length;
}

describe('terms: reading a project’s terms', () => {
  it('GET terms/{id} lists those not ended before today, terms/all/{id} every one, with the project', async () => {
    const token = await login('sale@acme.test');
    const current = await terms(`terms/${PROJECT}`, token);
    const all = await terms(`terms/all/${PROJECT}`, token);
    expect(current.data.map((term) => term.id)).not.toContain(ENDED_TERM);
    expect(current.data.every((term) => term.end_date >= '2025-05-15')).toBe(true);
    expect(all.data.map((term) => term.id)).toContain(ENDED_TERM);
    const ended = (await getTenantDb('acme')).terms
      .findMany((q) => q.where({ internal_project_id: PROJECT }))
      .filter((term) => term.end_date < '2025-05-15');
    expect(ended.length).toBeGreaterThan(1);
    expect(all.data).toHaveLength(current.data.length + ended.length);
    expect(current.meta?.project).toEqual({
      id: 1,
      title: 'Atlas Platform',
      currency: 'USD',
      start_date: '2025-02-01',
      end_date: '2026-02-28',
    });
    // Katlynn Altenwerth, 2025-02-03 … 04-02 at 08:00 (her leave from 3 April cut out): 42 working
    // days (GE).
    expect(all.data.find((term) => term.id === ENDED_TERM)).toMatchObject({
      user: { id: 10, name: 'Katlynn Altenwerth' },
      start_date: '2025-02-03',
      end_date: '2025-04-02',
      hours_per_day: '08:00',
      percentage: 100,
      hourly_rate: 48,
      currency: 'USD',
      unit: 'hr',
      working_days: 42,
      invoice_count: await invoicesReferringTo(ENDED_TERM),
    });
  });

  it('needs project::view (403) and a project that exists (404)', async () => {
    expect((await getAs('acme', `terms/${PROJECT}`, await login('employee@acme.test'))).status).toBe(403);
    expect((await getAs('acme', `terms/all/${PROJECT}`, await login('employee@acme.test'))).status).toBe(403);
    const admin = await login('admin@acme.test');
    expect((await getAs('acme', 'terms/9999', admin)).status).toBe(404);
    expect((await getAs('acme', 'terms/all/9999', admin)).status).toBe(404);
  });
});

describe('terms: POST terms/{projectId} adds one', () => {
  it('takes a percentage, derives the hours, counts the working days, and keeps the plan as its baseline', async () => {
    const token = await login('admin@acme.test');
    const answer = await sendAs(
      'acme',
      'POST',
      `terms/${PROJECT}`,
      token,
      newTerm({ note: '  Half days  ' }),
    );
    expect(answer.status).toBe(201);
    const term = termResponseSchema.parse(answer.body).data;
    // finance.md Ex. B: 50 % → 04:00 over April 2025's 19 working days.
    expect(term).toMatchObject({
      internal_project_id: PROJECT,
      user: { id: 3, name: 'Mariam Lomidze' },
      start_date: '2025-04-01',
      end_date: '2025-04-30',
      hours_per_day: '04:00',
      percentage: 50,
      hourly_rate: 40,
      currency: 'USD',
      working_days: 19,
      status: 'confirmed',
      note: 'Half days',
      invoice_count: 0,
    });
    const stored = (await getTenantDb('acme')).terms.findFirst((q) => q.where({ id: term.id }));
    expect(stored?.baseline).toEqual({
      start_date: '2025-04-01',
      end_date: '2025-04-30',
      minutes_per_day: 240,
      rate_cents: 4000,
    });
    expect((await terms(`terms/all/${PROJECT}`, token)).data.map((row) => row.id)).toContain(term.id);
  });

  it('takes hours per day and derives the percentage; a tentative status is kept', async () => {
    const token = await login('admin@acme.test');
    const answer = await sendAs(
      'acme',
      'POST',
      `terms/${PROJECT}`,
      token,
      newTerm({ hours_per_day: '07:30', percentage: null, hourly_rate: 33.33, status: 'tentative' }),
    );
    expect(answer.status).toBe(201);
    expect(termResponseSchema.parse(answer.body).data).toMatchObject({
      hours_per_day: '07:30',
      percentage: 93.75,
      hourly_rate: 33.33,
      status: 'tentative',
    });
  });

  it('refuses what Laravel would, field by field, and stores nothing', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const count = (await getTenantDb('acme')).terms.all().length;
    const refused = async (body: Record<string, unknown>) => {
      const answer = await sendAs('acme', 'POST', `terms/${PROJECT}`, token, body);
      expect(answer.status).toBe(422);
      return errorsOf(answer.body);
    };
    expect(await refused({})).toEqual({
      user_id: ['The user id field is required.'],
      start_date: ['The start date field is required.'],
      end_date: ['The end date field is required.'],
      hours_per_day: ['The hours per day field is required when percentage is not present.'],
      hourly_rate: ['The hourly rate field is required.'],
    });
    expect(await refused(newTerm({ hours_per_day: '04:00' }))).toEqual({
      percentage: ['The percentage field is prohibited when hours per day is present.'],
    });
    expect(await refused(newTerm({ hours_per_day: '24:01', percentage: null }))).toEqual({
      hours_per_day: ['The hours per day field must be a time from 00:01 to 24:00 (HH:MM).'],
    });
    expect(await refused(newTerm({ hours_per_day: '00:00', percentage: null }))).toHaveProperty(
      'hours_per_day',
    );
    expect(await refused(newTerm({ percentage: 301 }))).toEqual({
      percentage: ['The percentage field must be between 1 and 300.'],
    });
    expect(await refused(newTerm({ percentage: 12.345 }))).toEqual({
      percentage: ['The percentage field must have 0-2 decimal places.'],
    });
    expect(await refused(newTerm({ hourly_rate: 0 }))).toEqual({
      hourly_rate: ['The hourly rate field must be greater than 0.'],
    });
    expect(await refused(newTerm({ hourly_rate: 10000.01 }))).toHaveProperty('hourly_rate');
    expect(await refused(newTerm({ hourly_rate: 40.555 }))).toEqual({
      hourly_rate: ['The hourly rate field must have 0-2 decimal places.'],
    });
    expect(await refused(newTerm({ start_date: '2025-04-30', end_date: '2025-04-01' }))).toEqual({
      end_date: ['The end date field must be a date after or equal to start date.'],
    });
    expect(await refused(newTerm({ start_date: '2025-01-15', end_date: '2026-03-31' }))).toEqual({
      start_date: ['The start date must not be before the project starts (2025-02-01).'],
      end_date: ['The end date must not be after the project ends (2026-02-28).'],
    });
    expect(await refused(newTerm({ start_date: 'tomorrow' }))).toEqual({
      start_date: ['The start date field must be a valid date.'],
    });
    expect(await refused(newTerm({ user_id: 9999 }))).toEqual({
      user_id: ['The selected user id is invalid.'],
    });
    // User 6 is archived: not for a new term.
    expect(await refused(newTerm({ user_id: 6 }))).toEqual({ user_id: ['The selected user id is invalid.'] });
    expect(await refused(newTerm({ unit: 'day', status: 'maybe' }))).toEqual({
      unit: ['The selected unit is invalid.'],
      status: ['The selected status is invalid.'],
    });
    expect(await refused(newTerm({ note: 'x'.repeat(1001) }))).toHaveProperty('note');
    expect((await getTenantDb('acme')).terms.all()).toHaveLength(count);
  });

  it('needs project::update (403) and a project that exists (404)', async () => {
    expect(
      (await sendAs('acme', 'POST', `terms/${PROJECT}`, await login('sale@acme.test'), newTerm())).status,
    ).toBe(403);
    expect(
      (await sendAs('acme', 'POST', 'terms/9999', await login('admin@acme.test'), newTerm())).status,
    ).toBe(404);
  });
});

describe('terms: POST terms/{termId}?_method=patch changes what is sent', () => {
  it('changes the rate alone and leaves the baseline as first saved', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    const before = db.terms.findFirst((q) => q.where({ id: 1 }));
    const answer = await sendAs('acme', 'POST', 'terms/1?_method=patch', token, { hourly_rate: 52.5 });
    expect(answer.status).toBe(200);
    expect(termResponseSchema.parse(answer.body).data).toMatchObject({
      id: 1,
      hourly_rate: 52.5,
      hours_per_day: '04:00',
      start_date: before?.start_date,
      end_date: before?.end_date,
      user: { id: before?.user_id },
    });
    const after = db.terms.findFirst((q) => q.where({ id: 1 }));
    expect(after?.rate_cents).toBe(5250);
    expect(after?.baseline).toEqual(before?.baseline);
  });

  it('switches from hours to a percentage, checks the merged dates, and answers PATCH alike', async () => {
    const token = await login('admin@acme.test');
    const answer = await sendAs('acme', 'PATCH', 'terms/1', token, { hours_per_day: null, percentage: 75 });
    expect(termResponseSchema.parse(answer.body).data).toMatchObject({
      hours_per_day: '06:00',
      percentage: 75,
    });
    // Term 1 starts in March: an end before it is refused, though only the end was sent.
    const refused = await sendAs('acme', 'POST', 'terms/1?_method=patch', token, { end_date: '2025-02-15' });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused.body)).toEqual({
      end_date: ['The end date field must be a date after or equal to start date.'],
    });
  });

  it('keeps an archived person on their own term, 404 for an unknown term, 403 without project::update', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    const own = db.terms.findFirst((q) => q.where({ id: 1 }))!.user_id;
    await db.users.update((q) => q.where({ id: own }), {
      data(user) {
        user.archived = true;
      },
    });
    expect((await sendAs('acme', 'POST', 'terms/1?_method=patch', token, { user_id: own })).status).toBe(200);
    expect((await sendAs('acme', 'POST', 'terms/9999?_method=patch', token, { note: 'x' })).status).toBe(404);
    expect(
      (await sendAs('acme', 'POST', 'terms/1?_method=patch', await login('sale@acme.test'), { note: 'x' }))
        .status,
    ).toBe(403);
    allowInvalidRequests();
    expect((await sendAs('acme', 'POST', 'terms/1?_method=put', token, { note: 'x' })).status).toBe(405);
  });
});

describe('terms: DELETE terms/{termId}', () => {
  it('refuses a term invoices refer to, saying how many, until force=1; then the invoices lose the link', async () => {
    const token = await login('admin@acme.test');
    const referring = await invoicesReferringTo(ENDED_TERM);
    expect(referring).toBeGreaterThan(1);
    const refused = await sendAs('acme', 'DELETE', `terms/${ENDED_TERM}`, token);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message: `${referring} invoices refer to this term.`,
      errors: { term: [`${referring} invoices refer to this term.`] },
    });
    expect((await remove(`terms/${ENDED_TERM}?force=1`, token)).status).toBe(204);
    const db = await getTenantDb('acme');
    expect(db.terms.findFirst((q) => q.where({ id: ENDED_TERM }))).toBeFalsy();
    const lines = db.invoices
      .findMany((q) => q.where({ internal_project_id: PROJECT }))
      .flatMap((i) => i.lines);
    expect(lines.some((line) => line.term_id === ENDED_TERM)).toBe(false);
    expect(lines.filter((line) => line.term_id === null)).toHaveLength(referring);
  });

  it('deletes a term no invoice refers to at once (204); 403 without project::update; 404 when unknown', async () => {
    const token = await login('admin@acme.test');
    const created = termResponseSchema.parse(
      (await sendAs('acme', 'POST', `terms/${PROJECT}`, token, newTerm())).body,
    ).data;
    expect(
      (await sendAs('acme', 'DELETE', `terms/${created.id}`, await login('sale@acme.test'))).status,
    ).toBe(403);
    expect((await remove(`terms/${created.id}`, token)).status).toBe(204);
    expect((await getTenantDb('acme')).terms.findFirst((q) => q.where({ id: created.id }))).toBeFalsy();
    expect((await sendAs('acme', 'DELETE', `terms/${created.id}`, token)).status).toBe(404);
  });
});
