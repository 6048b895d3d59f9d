import { bulkResultSchema } from '@/api/common.schemas';
import { timeOffCalendarSchema } from '@/api/time-offs/time-off-calendar.schemas';
import {
  balancePageSchema,
  ledgerEntryResponseSchema,
  ledgerSchema,
  timeOffCountsSchema,
  timeOffPageSchema,
  timeOffPreviewSchema,
  timeOffResponseSchema,
} from '@/api/time-offs/time-off.schemas';
import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { bearer, getAs, login, sendAs, setupMockApi, tenantUrl } from '../support/mock-api';
import { pdfFile, postMultipart, type Part } from './multipart-body';

setupMockApi();

// The seeded acme: admin@ (Nino Beridze, time-off::manage, the final reviewer), sale@ (Giorgi
// Kapanadze, employee@'s approver), employee@ (nothing planned after July 2025; the reference day is
// 15 May 2025).

const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;
const timeOffOf = (body: unknown) => timeOffResponseSchema.parse(body).data;
const OCTOBER = { type: 'vacation', start_date: '2025-10-06', end_date: '2025-10-08', note: '' };

// A 204 has no body to read as JSON (sendAs reads one); a refusal's body is read here.
async function withdraw(id: number, token: string) {
  const response = await fetch(tenantUrl('acme', `time-offs/${id}`), {
    method: 'DELETE',
    headers: { Accept: 'application/json', ...bearer(token) },
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

const formOf = (fields: Record<string, string>): Part[] => Object.entries(fields);
// A blank note goes as '', as the client sends it.
const create = (token: string, fields: Record<string, string>, extra: Part[] = []) =>
  postMultipart('acme', 'time-offs', token, [...formOf({ note: '', ...fields }), ...extra]);

async function idOf(email: string) {
  return (await getTenantDb('acme')).users.findFirst((q) => q.where({ email }))!.id;
}

describe('time offs: POST time-offs (multipart)', () => {
  it('stores a pending request with its working days and the two reviewers, waiting for step 1', async () => {
    const token = await login('employee@acme.test');
    const { status, body } = await create(token, {
      ...OCTOBER,
      'partial_days[0][date]': '2025-10-08',
      'partial_days[0][part]': 'pm',
      'partial_days[0][hours]': '',
      note: 'Family trip',
    });
    expect(status).toBe(201);
    const created = timeOffOf(body);
    expect(created).toMatchObject({
      status: 'pending',
      working_days: 2.5,
      hours: '20:00',
      note: 'Family trip',
    });
    expect(created.approvals.map((step) => step.reviewer.name)).toEqual(['Giorgi Kapanadze', 'Nino Beridze']);
    expect(created.waiting_for?.name).toBe('Giorgi Kapanadze');
    expect(created.history[0]).toMatchObject({ action: 'requested' });
  });

  it('422 at end_date for an end before the start', async () => {
    const token = await login('employee@acme.test');
    const { status, body } = await create(token, { ...OCTOBER, end_date: '2025-10-01' });
    expect(status).toBe(422);
    expect(errorsOf(body).end_date).toEqual([
      'The end date field must be a date after or equal to start date.',
    ]);
  });

  it('422 at type when there are not enough vacation days', async () => {
    const token = await login('employee@acme.test');
    const { body } = await create(token, { ...OCTOBER, end_date: '2026-01-30' });
    expect(errorsOf(body).type?.[0]).toMatch(/^Only [\d.]+ vacation days available$/);
  });

  it("422 at start_date for an overlap with the person's pending or approved request", async () => {
    const token = await login('employee@acme.test');
    expect((await create(token, OCTOBER)).status).toBe(201);
    const { body } = await create(token, {
      ...OCTOBER,
      type: 'sick_leave',
      start_date: '2025-10-08',
      end_date: '2025-10-09',
    });
    expect(errorsOf(body).start_date?.[0]).toMatch(/^Overlaps your pending vacation/);
  });

  it('422 for a partial day outside the range and for hours above 8:00', async () => {
    const token = await login('employee@acme.test');
    const { body } = await create(token, {
      ...OCTOBER,
      'partial_days[0][date]': '2025-10-10',
      'partial_days[0][part]': 'am',
      'partial_days[1][date]': '2025-10-07',
      'partial_days[1][part]': 'hours',
      'partial_days[1][hours]': '09:00',
    });
    expect(Object.keys(errorsOf(body))).toEqual(['partial_days.0.date', 'partial_days.1.hours']);
  });

  it('422 at attachment for a file that is not a PDF or an image, or above 5 MB', async () => {
    const token = await login('employee@acme.test');
    const text = { name: 'note.txt', type: 'text/plain', bytes: new TextEncoder().encode('hi') };
    expect(errorsOf((await create(token, OCTOBER, [['attachment', text]])).body).attachment).toEqual([
      'The attachment field must be a file of type: pdf, png, jpg.',
    ]);
    const big = { ...pdfFile('scan.pdf'), bytes: new Uint8Array(5 * 1024 * 1024 + 1) };
    expect(errorsOf((await create(token, OCTOBER, [['attachment', big]])).body).attachment?.[0]).toMatch(
      /not be greater than 5120 kilobytes/,
    );
    const stored = timeOffOf((await create(token, OCTOBER, [['attachment', pdfFile('sick-note.pdf')]])).body);
    expect(stored.attachment).toMatchObject({ name: 'sick-note.pdf' });
  });

  it('403 filing for someone else without time-off::manage; the admin may', async () => {
    const employee = await idOf('employee@acme.test');
    const sale = await login('sale@acme.test');
    expect((await create(sale, { ...OCTOBER, user_id: String(employee) })).status).toBe(403);
    const admin = await login('admin@acme.test');
    const filed = timeOffOf((await create(admin, { ...OCTOBER, user_id: String(employee) })).body);
    expect([filed.user.id, filed.created_by.name]).toEqual([employee, 'Nino Beridze']);
  });
});

describe('time offs: deciding', () => {
  it('two steps: the named reviewer approves step 1, the final reviewer step 2; then it is approved', async () => {
    const employee = await login('employee@acme.test');
    const { id } = timeOffOf((await create(employee, OCTOBER)).body);
    const sale = await login('sale@acme.test');
    const first = timeOffOf(
      (await sendAs('acme', 'PATCH', `time-offs/${id}/status`, sale, { status: 'approved', comment: null }))
        .body,
    );
    expect([first.status, first.waiting_for?.name]).toEqual(['pending', 'Nino Beridze']);
    expect(
      (await sendAs('acme', 'PATCH', `time-offs/${id}/status`, sale, { status: 'approved', comment: null }))
        .status,
    ).toBe(403);
    const admin = await login('admin@acme.test');
    const done = timeOffOf(
      (await sendAs('acme', 'PATCH', `time-offs/${id}/status`, admin, { status: 'approved', comment: null }))
        .body,
    );
    expect(done).toMatchObject({ status: 'approved', waiting_for: null });
    expect(done.history.map((entry) => entry.action)).toEqual(['requested', 'approved', 'approved']);
  });

  it('a manager decides the current step on the reviewer’s behalf (decided_by says who)', async () => {
    const employee = await login('employee@acme.test');
    const { id } = timeOffOf((await create(employee, OCTOBER)).body);
    const admin = await login('admin@acme.test');
    const decided = timeOffOf(
      (await sendAs('acme', 'PATCH', `time-offs/${id}/status`, admin, { status: 'approved', comment: null }))
        .body,
    );
    expect(decided.approvals[0]).toMatchObject({
      reviewer: { name: 'Giorgi Kapanadze' },
      decided_by: { name: 'Nino Beridze' },
    });
  });

  it('reject needs a comment (422 at comment); one rejection ends it; a decided request is not decided again (422)', async () => {
    const employee = await login('employee@acme.test');
    const { id } = timeOffOf((await create(employee, OCTOBER)).body);
    const sale = await login('sale@acme.test');
    const path = `time-offs/${id}/status`;
    expect(
      errorsOf((await sendAs('acme', 'PATCH', path, sale, { status: 'rejected', comment: ' ' })).body)
        .comment,
    ).toEqual(['Say why the request is rejected.']);
    const rejected = timeOffOf(
      (await sendAs('acme', 'PATCH', path, sale, { status: 'rejected', comment: 'Release week' })).body,
    );
    expect(rejected).toMatchObject({ status: 'rejected', waiting_for: null });
    const again = await sendAs('acme', 'PATCH', path, sale, { status: 'approved', comment: null });
    expect(errorsOf(again.body).status).toEqual(['This request is already rejected.']);
  });

  it("403 deciding someone else's request without being its reviewer or a manager", async () => {
    const sale = await login('sale@acme.test');
    const { id } = timeOffOf((await create(sale, OCTOBER)).body);
    const employee = await login('employee@acme.test');
    expect(
      (
        await sendAs('acme', 'PATCH', `time-offs/${id}/status`, employee, {
          status: 'approved',
          comment: null,
        })
      ).status,
    ).toBe(403);
  });

  it('authorisation before validation: who may not review the request gets 403 whatever the body (issue 30)', async () => {
    allowInvalidRequests();
    const employee = await login('employee@acme.test');
    const sale = await login('sale@acme.test');
    const { id: salesOwn } = timeOffOf((await create(sale, OCTOBER)).body);
    const { id: employeesOwn } = timeOffOf((await create(employee, OCTOBER)).body);
    const noComment = { status: 'rejected' };
    // A colleague who may not see it, and its owner, who sees it but does not review it.
    for (const [id, token] of [
      [salesOwn, employee],
      [employeesOwn, employee],
    ] as const) {
      for (const body of [noComment, { status: 'maybe' }, {}]) {
        const refused = await sendAs('acme', 'PATCH', `time-offs/${id}/status`, token, body);
        expect(refused.status, JSON.stringify({ id, body })).toBe(403);
        expect(refused.body).not.toHaveProperty('errors');
      }
    }
    // Its reviewer is told what is wrong with the body.
    const told = await sendAs('acme', 'PATCH', `time-offs/${employeesOwn}/status`, sale, noComment);
    expect(told.status).toBe(422);
    expect(errorsOf(told.body).comment).toEqual(['Say why the request is rejected.']);
    const db = await getTenantDb('acme');
    for (const id of [salesOwn, employeesOwn])
      expect(db.timeOffs.findFirst((q) => q.where({ id }))?.status).toBe('pending');
  });

  it('bulk approve decides what the caller may and skips the rest with the reason', async () => {
    const employee = await login('employee@acme.test');
    const { id } = timeOffOf((await create(employee, OCTOBER)).body);
    const db = await getTenantDb('acme');
    const saleId = await idOf('sale@acme.test');
    // A decided request sale@ neither owns nor reviews: not theirs to see.
    const decided = db.timeOffs
      .all()
      .find(
        (row) =>
          row.status === 'approved' &&
          row.user_id !== saleId &&
          row.approvals.every((step) => step.reviewer_id !== saleId),
      )!.id;
    const sale = await login('sale@acme.test');
    const { body } = await sendAs('acme', 'PATCH', 'time-offs/approve', sale, { ids: [id, decided] });
    expect(bulkResultSchema.parse(body).data).toEqual({
      updated: [id],
      skipped: [{ id: decided, reason: 'not found' }],
    });
    const admin = await login('admin@acme.test');
    const result = bulkResultSchema.parse(
      (await sendAs('acme', 'PATCH', 'time-offs/approve', admin, { ids: [decided] })).body,
    );
    expect(result.data.skipped).toEqual([{ id: decided, reason: 'already decided' }]);
    allowInvalidRequests();
    expect((await sendAs('acme', 'PATCH', 'time-offs/reject', admin, { ids: [id] })).status).toBe(422);
  });
});

describe('time offs: editing, withdrawing, exclusion', () => {
  it('editing a decided request is refused (422 at status); a pending one is edited and reviewed afresh', async () => {
    const employee = await login('employee@acme.test');
    const { id } = timeOffOf((await create(employee, OCTOBER)).body);
    const edited = await postMultipart(
      'acme',
      `time-offs/${id}?_method=PATCH`,
      employee,
      formOf({ ...OCTOBER, end_date: '2025-10-09' }),
    );
    expect(timeOffOf(edited.body)).toMatchObject({ working_days: 4, end_date: '2025-10-09' });
    const sale = await login('sale@acme.test');
    await sendAs('acme', 'PATCH', `time-offs/${id}/status`, sale, { status: 'rejected', comment: 'No' });
    const refused = await postMultipart('acme', `time-offs/${id}?_method=PATCH`, employee, formOf(OCTOBER));
    expect(errorsOf(refused.body).status).toEqual(['This request is already rejected.']);
  });

  it('withdraw: own pending is gone (204); an approved one only by a manager (422 otherwise), before it starts', async () => {
    const employee = await login('employee@acme.test');
    const { id } = timeOffOf((await create(employee, OCTOBER)).body);
    expect((await withdraw(id, employee)).status).toBe(204);
    expect((await getAs('acme', `time-offs/${id}`, employee)).status).toBe(404);
    const db = await getTenantDb('acme');
    const approved = db.timeOffs
      .all()
      .find((row) => row.status === 'approved' && row.start_date > '2025-05-15')!;
    const owner = db.users.findFirst((q) => q.where({ id: approved.user_id }))!;
    const admin = await login('admin@acme.test');
    if (owner.email !== 'admin@acme.test') {
      const own = await withdraw(approved.id, await login(owner.email));
      expect(errorsOf(own.body).status).toEqual(['Ask a manager to withdraw an approved request.']);
    }
    expect((await withdraw(approved.id, admin)).status).toBe(204);
    const started = db.timeOffs
      .all()
      .find((row) => row.status === 'approved' && row.start_date < '2025-05-01')!;
    expect(errorsOf((await withdraw(started.id, admin)).body).status).toEqual([
      'An approved request that has started cannot be withdrawn.',
    ]);
  });

  it('the exclusion is time-off::manage only and is stored with a history entry', async () => {
    const employee = await login('employee@acme.test');
    const { id } = timeOffOf((await create(employee, OCTOBER)).body);
    const change = { exclusion: 'partially', excluded_days: 1 };
    expect((await sendAs('acme', 'PATCH', `time-offs/${id}/exclusion`, employee, change)).status).toBe(403);
    const admin = await login('admin@acme.test');
    const changed = timeOffOf(
      (await sendAs('acme', 'PATCH', `time-offs/${id}/exclusion`, admin, change)).body,
    );
    expect(changed).toMatchObject({ exclusion: 'partially', excluded_days: 1 });
    expect(changed.history.at(-1)?.action).toBe('exclusion_changed');
  });
});

describe('time offs: reading', () => {
  it('an employee lists only their own requests (and those they review); awaiting_me and counts for the reviewer', async () => {
    const employeeId = await idOf('employee@acme.test');
    const employee = await login('employee@acme.test');
    const mine = timeOffPageSchema.parse((await getAs('acme', 'time-offs?per_page=100', employee)).body).data;
    expect(new Set(mine.data.map((row) => row.user.id))).toEqual(new Set([employeeId]));
    const sale = await login('sale@acme.test');
    const waiting = timeOffPageSchema.parse((await getAs('acme', 'time-offs?awaiting_me=1', sale)).body).data;
    expect(waiting.total).toBeGreaterThanOrEqual(2);
    expect(waiting.data.every((row) => row.waiting_for?.name === 'Giorgi Kapanadze')).toBe(true);
    const counts = timeOffCountsSchema.parse((await getAs('acme', 'time-offs/counts', sale)).body).data;
    expect(counts.awaiting_me).toBe(waiting.total);
  });

  it('the preview: days, balance before and after, approvers, teammates off, project hours at risk', async () => {
    const employee = await login('employee@acme.test');
    const { status, body } = await sendAs('acme', 'POST', 'time-offs/preview', employee, {
      ...OCTOBER,
      partial_days: [{ date: '2025-10-08', part: 'hours', hours: '04:00' }],
    });
    expect(status).toBe(200);
    const preview = timeOffPreviewSchema.parse(body).data;
    expect([preview.working_days, preview.hours]).toEqual([2.5, '20:00']);
    expect(preview.balance_after).toBe((preview.balance_before ?? 0) - 2.5);
    expect(preview.approvers.map((step) => step.step)).toEqual([1, 2]);
    expect(Array.isArray(preview.overlaps) && Array.isArray(preview.allocations)).toBe(true);
  });

  it('balances: an employee gets their own; the available days are the ledger’s last balance', async () => {
    const employeeId = await idOf('employee@acme.test');
    const employee = await login('employee@acme.test');
    const page = balancePageSchema.parse((await getAs('acme', 'time-offs/balances', employee)).body).data;
    expect(page.data.map((row) => row.user.id)).toEqual([employeeId]);
    const ledger = ledgerSchema.parse(
      (await getAs('acme', `time-offs/ledger/${employeeId}`, employee)).body,
    ).data;
    const vacation = page.data[0]!.vacation;
    expect(vacation.available).toBe(ledger.at(-1)?.balance_after);
    const adminId = await idOf('admin@acme.test');
    expect((await getAs('acme', `time-offs/ledger/${adminId}`, employee)).status).toBe(403);
  });

  it('an adjustment needs a note and time-off::manage, and moves the balance', async () => {
    const employeeId = await idOf('employee@acme.test');
    const admin = await login('admin@acme.test');
    const path = `time-offs/ledger/${employeeId}`;
    const adjustment = { type: 'vacation', days: 2, date: '2025-05-15' };
    allowInvalidRequests();
    expect(errorsOf((await sendAs('acme', 'POST', path, admin, adjustment)).body).note).toEqual([
      'The note field is required.',
    ]);
    expect(
      (await sendAs('acme', 'POST', path, await login('sale@acme.test'), { ...adjustment, note: 'x' }))
        .status,
    ).toBe(403);
    const before = balancePageSchema.parse(
      (await getAs('acme', `time-offs/balances?user_ids[]=${employeeId}`, admin)).body,
    );
    const { status, body } = await sendAs('acme', 'POST', path, admin, {
      ...adjustment,
      note: 'Overtime in April',
    });
    expect(status).toBe(201);
    expect(ledgerEntryResponseSchema.parse(body).data).toMatchObject({
      kind: 'adjustment',
      days: 2,
      note: 'Overtime in April',
    });
    const after = balancePageSchema.parse(
      (await getAs('acme', `time-offs/balances?user_ids[]=${employeeId}`, admin)).body,
    );
    expect(after.data.data[0]!.vacation.available).toBe(before.data.data[0]!.vacation.available + 2);
  });

  it('the calendar: a page of people with their time off in the range; rejected only when asked for', async () => {
    const admin = await login('admin@acme.test');
    const range = 'from=2024-01-01&to=2024-12-31&per_page=100';
    const shown = timeOffCalendarSchema.parse(
      (await getAs('acme', `time-offs/calendar?${range}`, admin)).body,
    );
    expect(shown.data.per_page).toBe(100);
    const statuses = new Set(
      shown.data.data.flatMap((row) => row.time_offs.map((timeOff) => timeOff.status)),
    );
    expect(statuses.has('rejected')).toBe(false);
    expect(
      shown.holidays.some((holiday) => holiday.name === 'Victory Day' && holiday.date === '2024-05-09'),
    ).toBe(true);
    const rejected = timeOffCalendarSchema.parse(
      (await getAs('acme', `time-offs/calendar?${range}&statuses[]=rejected`, admin)).body,
    );
    expect(
      rejected.data.data.flatMap((row) => row.time_offs).every((timeOff) => timeOff.status === 'rejected'),
    ).toBe(true);
  });

  it("project_manager_ids[] keeps the requests of people booked on that manager's projects on a day of them", async () => {
    const db = await getTenantDb('acme');
    const admin = await login('admin@acme.test');
    const managerId = db.projects
      .all()
      .find((project) => project.project_manager_id !== null)!.project_manager_id!;
    const managed = new Set(
      db.projects
        .all()
        .filter((project) => project.project_manager_id === managerId)
        .map((project) => project.id),
    );
    const bookedOn = (userId: number, start: string, end: string) =>
      db.terms
        .all()
        .some(
          (term) =>
            managed.has(term.internal_project_id) &&
            term.user_id === userId &&
            term.start_date <= end &&
            term.end_date >= start,
        );
    const range = 'from=2025-01-01&to=2025-12-31&per_page=100';
    const all = timeOffPageSchema.parse((await getAs('acme', `time-offs?${range}`, admin)).body).data;
    const kept = timeOffPageSchema.parse(
      (await getAs('acme', `time-offs?${range}&project_manager_ids[]=${managerId}`, admin)).body,
    ).data;
    expect(kept.total).toBeGreaterThan(0);
    expect(kept.total).toBeLessThan(all.total);
    for (const request of kept.data)
      expect(bookedOn(request.user.id, request.start_date, request.end_date)).toBe(true);
    const left = all.data.find((request) => !bookedOn(request.user.id, request.start_date, request.end_date));
    expect(left).toBeDefined();
    expect(kept.data.map((request) => request.id)).not.toContain(left!.id);
  });

  it("the calendar keeps the kind of a colleague's leave private: type null, unless one's own, reviewed or managed", async () => {
    const range = 'from=2024-01-01&to=2024-12-31&per_page=100';
    const employeeId = await idOf('employee@acme.test');
    const asEmployee = timeOffCalendarSchema.parse(
      (await getAs('acme', `time-offs/calendar?${range}`, await login('employee@acme.test'))).body,
    );
    const rows = asEmployee.data.data;
    const own = rows.find((row) => row.user.id === employeeId)!.time_offs;
    const others = rows.filter((row) => row.user.id !== employeeId).flatMap((row) => row.time_offs);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((timeOff) => timeOff.type !== null)).toBe(true);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((timeOff) => timeOff.type === null)).toBe(true);

    // sale@ reviews employee@'s requests: their kinds are shown to sale@.
    const asApprover = timeOffCalendarSchema.parse(
      (
        await getAs(
          'acme',
          `time-offs/calendar?${range}&user_ids[]=${employeeId}`,
          await login('sale@acme.test'),
        )
      ).body,
    );
    expect(asApprover.data.data[0]!.time_offs.every((timeOff) => timeOff.type !== null)).toBe(true);

    const asManager = timeOffCalendarSchema.parse(
      (await getAs('acme', `time-offs/calendar?${range}`, await login('admin@acme.test'))).body,
    );
    expect(
      asManager.data.data.flatMap((row) => row.time_offs).every((timeOff) => timeOff.type !== null),
    ).toBe(true);
  });
});
